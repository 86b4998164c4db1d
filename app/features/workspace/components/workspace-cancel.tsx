import { Form, Link } from "react-router";
import { controlClasses } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { askedWith } from "~/domain/booking-lifecycle";
import { refundableCents } from "~/domain/cancellation-policy";
import { formatEuros } from "~/domain/pricing";
import type { Workspace, WorkspaceActionData } from "~/features/workspace/booking-workspace";
import { WORKSPACE_INTENTS } from "~/features/workspace/workspace-intents";
import { useTranslation } from "~/i18n/use-translation";
import { WorkspaceSection } from "./section";

/**
 * Cancelling, at the foot of the page behind a deliberate step: no refund is chosen for the
 * concierge, the amount is chosen or typed, and a first press (a plain POST, so without
 * JavaScript too) answers a confirmation that states the amount; only its button cancels.
 */
export function WorkspaceCancel({ workspace, answer }: { workspace: Workspace; answer?: WorkspaceActionData }) {
  const { t } = useTranslation("workspace");
  if (!workspace.moves.some((to) => askedWith(to) === "a-refund")) return null;
  const { booking } = workspace;
  const paid = booking.paymentStatus === "succeeded" ? (booking.amountPaidCents ?? 0) : 0;
  const left = refundableCents(paid, workspace.refundedCents);
  const mine = answer?.intent === WORKSPACE_INTENTS.cancel ? answer : undefined;
  const confirm = mine?.confirmCancel;
  const amountError = mine?.result?.error?.amount?.[0];
  const noteError = mine?.result?.error?.note?.[0];
  const refundError = mine?.result?.error?.refund?.[0];
  const typed = mine?.result?.initialValue;
  const typedText = (name: string) => (typeof typed?.[name] === "string" ? (typed[name] as string) : "");
  return (
    <WorkspaceSection id="cancel" title={t("cancel.title")}>
      {confirm ? (
        <Form method="post" className="grid gap-3">
          <input type="hidden" name="intent" value={WORKSPACE_INTENTS.cancel} />
          <input type="hidden" name="refund" value={confirm.refund} />
          <input type="hidden" name="amount" value={confirm.amount ?? ""} />
          <input type="hidden" name="note" value={confirm.note ?? ""} />
          <input type="hidden" name="confirm" value="yes" />
          <p role="alert" className="font-semibold text-danger">
            {confirm.cents > 0
              ? t("cancel.confirmRefund", { amount: formatEuros(confirm.cents) })
              : t("cancel.confirmNone")}{" "}
            {t("cancel.cannotUndo")}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="destructive" size="sm">
              {confirm.cents > 0 ? t("cancel.yesRefund", { amount: formatEuros(confirm.cents) }) : t("cancel.yesNone")}
            </Button>
            <Link to={`/admin/bookings/${encodeURIComponent(booking.reference)}`} className="text-sm underline">
              {t("cancel.keep")}
            </Link>
          </div>
        </Form>
      ) : (
        <details open={Boolean(mine)} className="min-w-0">
          <summary className="cursor-pointer font-semibold text-ink">{t("cancel.summary")}</summary>
          <Form method="post" className="mt-3 grid gap-3">
            <input type="hidden" name="intent" value={WORKSPACE_INTENTS.cancel} />
            <fieldset
              className="grid gap-2"
              aria-invalid={refundError ? true : undefined}
              aria-describedby={refundError ? "cancel-refund-error" : undefined}
            >
              <legend className="font-semibold text-ink">{t("cancel.refund")}</legend>
              {left > 0 && <Choice value="full" label={t("cancel.full", { amount: formatEuros(left) })} />}
              {left > 0 && <Choice value="partial" label={t("cancel.partial")} />}
              <Choice value="none" label={t("cancel.none")} />
              <p id="cancel-refund-error" className="text-sm font-medium text-danger empty:hidden">
                {refundError}
              </p>
            </fieldset>
            {left > 0 && (
              <>
                <label htmlFor="cancel-amount" className="text-sm font-semibold text-ink">
                  {t("cancel.amount", { amount: formatEuros(left) })}
                </label>
                <input
                  id="cancel-amount"
                  name="amount"
                  inputMode="decimal"
                  defaultValue={typedText("amount")}
                  aria-invalid={amountError ? true : undefined}
                  aria-describedby={amountError ? "cancel-amount-error" : undefined}
                  className={controlClasses}
                />
                <p id="cancel-amount-error" className="text-sm font-medium text-danger empty:hidden">
                  {amountError}
                </p>
              </>
            )}
            <label htmlFor="cancel-note" className="text-sm font-semibold text-ink">
              {t("cancel.reason")}
            </label>
            <input
              id="cancel-note"
              name="note"
              defaultValue={typedText("note")}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={noteError ? "cancel-note-error" : undefined}
              className={controlClasses}
            />
            <p id="cancel-note-error" className="text-sm font-medium text-danger empty:hidden">
              {noteError}
            </p>
            <Button type="submit" variant="outline" size="sm" className="justify-self-start">
              {t("cancel.review")}
            </Button>
          </Form>
        </details>
      )}
    </WorkspaceSection>
  );
}

function Choice({ value, label }: { value: string; label: string }) {
  return (
    <label className="flex items-center gap-2">
      <input type="radio" name="refund" value={value} required />
      {label}
    </label>
  );
}

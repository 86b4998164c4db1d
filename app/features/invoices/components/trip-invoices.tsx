import { useEffect } from "react";
import { Form } from "react-router";
import { controlClasses, Field } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { RECIPIENT_KINDS } from "~/features/invoices/full-invoice-schema";
import { TRIP_INTENTS } from "~/features/trip/trip-intents";
import type { FullInvoiceAnswer, TripInvoice } from "~/features/trip/trip-page";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The trip page's invoices: each to download as PDF (a replaced one named as replaced), and the
 * request for a full invoice naming the buyer, whose kinds of recipient each say what they need
 * (decision 0060). The form is checked on the server only (the tax id's rules live there); a
 * refused field gets its message under it, tied by aria-describedby, and the first one the focus.
 */
export function TripInvoices({
  invoices,
  canRequestFull,
  seller,
  answer,
}: {
  invoices: TripInvoice[];
  canRequestFull: boolean;
  seller: string;
  answer: FullInvoiceAnswer | null;
}) {
  const { t } = useTranslation("trip");
  const fields = [
    { name: "name", label: t("invoices.name"), autoComplete: "name", required: true },
    { name: "country", label: t("invoices.country"), autoComplete: "off", required: false },
    { name: "taxId", label: t("invoices.taxId"), autoComplete: "off", required: true },
    { name: "address", label: t("invoices.address"), autoComplete: "street-address", required: true },
  ] as const;
  const chosenKind = answer?.values.kind;
  const kindError = answer?.fieldErrors.kind;
  // The kind's radio that takes the focus: the chosen one, else the first.
  const kindFocus = `full-invoice-kind-${RECIPIENT_KINDS.find((kind) => kind === chosenKind) ?? RECIPIENT_KINDS[0]}`;
  const firstInvalid = kindError ? "kind" : fields.find((field) => answer?.fieldErrors[field.name])?.name;
  // autoFocus works for a page the server sends; after a refusal answered in place (with
  // JavaScript) the fields are already on the page, so the focus is moved here.
  useEffect(() => {
    if (!answer || !firstInvalid) return;
    document.getElementById(firstInvalid === "kind" ? kindFocus : `full-invoice-${firstInvalid}`)?.focus();
  }, [answer, firstInvalid, kindFocus]);
  if (invoices.length === 0) return null;
  return (
    <section aria-labelledby="invoices-title" className="grid min-w-0 grid-cols-1 gap-4">
      <h2 id="invoices-title" className="font-display text-2xl font-bold">
        {t("invoices.title")}
      </h2>
      <p className="text-ink-soft">{t("invoices.intro", { seller })}</p>
      <ul className="grid gap-2" data-testid="trip-invoices">
        {invoices.map((invoice) => (
          <li key={invoice.number} className="rounded-xl border border-line bg-surface p-3">
            {invoice.replaced ? (
              <p className="font-semibold break-words text-ink-soft">{invoice.replaced}</p>
            ) : (
              <a className="font-semibold break-words text-brand-strong underline" href={invoice.href} download>
                {t("invoices.download", { kind: invoice.kind, number: invoice.number })}
              </a>
            )}
            <p className="text-sm text-ink-soft">{invoice.issued}</p>
          </li>
        ))}
      </ul>
      {answer?.refused && (
        <p role="alert" className="rounded-lg border border-danger bg-danger-soft p-3 text-danger">
          {answer.refused}
        </p>
      )}
      {canRequestFull && (
        <Form
          method="post"
          noValidate
          aria-labelledby="full-invoice-title"
          className="grid min-w-0 grid-cols-1 gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6"
        >
          <h3 id="full-invoice-title" className="text-lg font-semibold">
            {t("invoices.fullTitle")}
          </h3>
          <p className="text-sm text-ink-soft">{t("invoices.fullIntro")}</p>
          <input type="hidden" name="intent" value={TRIP_INTENTS.fullInvoice} />
          {/* Each kind says what it needs before anything is sent; no script is needed to read it. */}
          <fieldset
            className="grid min-w-0 gap-3"
            aria-describedby={kindError ? "full-invoice-kind-error" : undefined}
            aria-invalid={kindError ? true : undefined}
          >
            <legend className="mb-2 text-sm font-semibold text-ink">{t("invoices.kindLegend")}</legend>
            {RECIPIENT_KINDS.map((kind) => (
              <div key={kind} className="flex min-w-0 items-start gap-3">
                <input
                  type="radio"
                  id={`full-invoice-kind-${kind}`}
                  name="kind"
                  value={kind}
                  defaultChecked={chosenKind === kind}
                  aria-describedby={`full-invoice-kind-${kind}-hint`}
                  {...{ autoFocus: firstInvalid === "kind" && kindFocus === `full-invoice-kind-${kind}` }}
                  className="mt-1 size-5 shrink-0 accent-brand-strong"
                />
                <div className="grid min-w-0 gap-0.5">
                  <label htmlFor={`full-invoice-kind-${kind}`} className="font-medium break-words text-ink">
                    {t(`invoices.kinds.${kind}`)}
                  </label>
                  <p id={`full-invoice-kind-${kind}-hint`} className="text-sm break-words text-ink-soft">
                    {t(`invoices.kindHints.${kind}`)}
                  </p>
                </div>
              </div>
            ))}
            <p id="full-invoice-kind-error" className="text-sm font-medium text-danger empty:hidden">
              {kindError}
            </p>
          </fieldset>
          {fields.map((field) => {
            const error = answer?.fieldErrors[field.name];
            const meta = { id: `full-invoice-${field.name}`, errorId: `full-invoice-${field.name}-error` };
            const common = {
              id: meta.id,
              name: field.name,
              defaultValue: answer?.values[field.name] ?? "",
              "aria-required": field.required,
              "aria-invalid": error ? true : undefined,
              "aria-describedby": error ? meta.errorId : undefined,
              autoComplete: field.autoComplete,
              autoFocus: firstInvalid === field.name,
            };
            return (
              <Field key={field.name} meta={{ ...meta, errors: error ? [error] : undefined }} label={field.label}>
                {field.name === "address" ? (
                  <textarea {...common} rows={3} className={`${controlClasses} h-auto py-2`} />
                ) : (
                  <input
                    {...common}
                    type="text"
                    maxLength={field.name === "country" ? 2 : undefined}
                    className={field.name === "country" ? `${controlClasses} max-w-24 uppercase` : controlClasses}
                  />
                )}
              </Field>
            );
          })}
          {/* A long label (Spanish, French) wraps inside a 320 px screen instead of widening the page. */}
          <Button
            type="submit"
            className="h-auto min-h-11 max-w-full justify-self-start py-2 text-left whitespace-normal"
          >
            {t("invoices.submit")}
          </Button>
        </Form>
      )}
    </section>
  );
}

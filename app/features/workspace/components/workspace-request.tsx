import { Form } from "react-router";
import { controlClasses } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { DECLINE_DEFAULT, DECLINE_MAX_LENGTH } from "~/features/payments/confirmed-requests";
import type { WorkspaceActionData } from "~/features/workspace/booking-workspace";
import { WORKSPACE_INTENTS } from "~/features/workspace/workspace-intents";
import { useTranslation } from "~/i18n/use-translation";

/**
 * Declining a request from a destination without upfront payment: a side step behind its own
 * disclosure (confirming it is the header's primary action), with the message the traveller gets.
 */
export function DeclineRequest({ answer }: { answer?: WorkspaceActionData }) {
  const { t } = useTranslation("workspace");
  const error = answer?.intent === WORKSPACE_INTENTS.decline ? answer.result?.error?.message?.[0] : undefined;
  const typed = answer?.intent === WORKSPACE_INTENTS.decline ? answer.result?.initialValue?.message : undefined;
  return (
    <details open={Boolean(error)} className="min-w-0 rounded-xl border border-line p-4">
      <summary className="cursor-pointer font-semibold text-ink">{t("decline.summary")}</summary>
      <Form method="post" className="mt-3 grid gap-2">
        <input type="hidden" name="intent" value={WORKSPACE_INTENTS.decline} />
        <label htmlFor="decline-message" className="text-sm font-semibold text-ink">
          {t("decline.label")}
        </label>
        <textarea
          id="decline-message"
          name="message"
          rows={3}
          maxLength={DECLINE_MAX_LENGTH}
          defaultValue={typeof typed === "string" ? typed : DECLINE_DEFAULT}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "decline-message-error" : undefined}
          className={`${controlClasses} h-auto py-2`}
        />
        <p id="decline-message-error" className="text-sm font-medium text-danger empty:hidden">
          {error}
        </p>
        <Button type="submit" variant="outline" size="sm" className="justify-self-start">
          {t("decline.button")}
        </Button>
      </Form>
    </details>
  );
}

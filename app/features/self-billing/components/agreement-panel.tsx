import type { TFunction } from "i18next";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { AGREEMENT_VERSION, type AgreementState, agreementParagraphs } from "~/features/self-billing/agreement";
import { formatCalendarDate, type Language, pathInLanguage } from "~/i18n/languages";

/**
 * The self-billing agreement on the creator's dashboard (decision 0074): its wording in the page's
 * language and "I accept" while not accepted (or accepted in an older wording); afterwards the
 * date it was accepted, with the wording they accepted a click away. The form works without
 * JavaScript: the accept address redirects back here.
 */
export function AgreementPanel({
  agreement,
  t,
  language,
}: {
  agreement: AgreementState;
  t: TFunction<"dashboard">;
  language: Language;
}) {
  const { accepted, current } = agreement;
  const done = accepted !== null && current;
  const shown = done ? accepted : { version: AGREEMENT_VERSION, language };
  const paragraphs = agreementParagraphs(shown.version, shown.language) ?? [];
  const wording = (
    <div lang={shown.language} className="grid gap-2 text-sm break-words text-ink">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
  return (
    <section
      id="self-billing"
      aria-labelledby="self-billing-title"
      className="grid gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm"
    >
      <h3 id="self-billing-title" className="text-lg font-semibold text-ink">
        {t("selfBilling.title")}
      </h3>
      {done ? (
        <>
          <p role="status" className="font-medium text-success">
            {t("selfBilling.accepted", {
              date: formatCalendarDate(accepted.acceptedAt.slice(0, 10), language),
              version: accepted.version,
            })}
          </p>
          <details>
            <summary className="cursor-pointer text-sm font-medium text-ink underline">{t("selfBilling.show")}</summary>
            <div className="mt-2">{wording}</div>
          </details>
        </>
      ) : (
        <>
          <p className="text-sm text-ink-soft">{accepted ? t("selfBilling.changed") : t("selfBilling.intro")}</p>
          <p className="text-sm text-ink-soft">{t("selfBilling.version", { version: AGREEMENT_VERSION })}</p>
          <div className="rounded-xl border border-line p-3">{wording}</div>
          <Form method="post" action={pathInLanguage("/dashboard/self-billing", language)}>
            <input type="hidden" name="version" value={AGREEMENT_VERSION} />
            <Button type="submit">{t("selfBilling.accept")}</Button>
          </Form>
        </>
      )}
    </section>
  );
}

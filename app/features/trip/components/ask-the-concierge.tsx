import { Trans } from "react-i18next";
import type { SupportContact } from "~/domain/support-contact";
import { useTranslation } from "~/i18n/use-translation";

const linkClass = "font-semibold text-brand-strong underline underline-offset-4";

/**
 * How to change or cancel anything once curating started, in the trip page's own words: the
 * conversation further down the same page (its anchor) and the phone the contact block shows,
 * so the traveller stays in the app instead of being sent to an email address.
 */
export function AskTheConcierge({
  words,
  when = "",
  phone,
}: {
  words: "refundTerms.changed" | "answers.working" | "answers.workingWithout";
  /** Since when the refund terms changed, for the sentence that says it. */
  when?: string;
  phone: SupportContact["phone"];
}) {
  const { t } = useTranslation("trip");
  return (
    <Trans
      t={t}
      i18nKey={words}
      values={{ when, phone: phone.shown }}
      components={{
        // biome-ignore lint/a11y/useAnchorContent: Trans puts the words inside the link
        conversation: <a href="#conversation" className={linkClass} />,
        // biome-ignore lint/a11y/useAnchorContent: Trans puts the number inside the link
        phone: <a href={phone.href} className={`${linkClass} whitespace-nowrap`} />,
      }}
    />
  );
}

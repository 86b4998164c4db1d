import { useTranslation } from "~/i18n/use-translation";

/**
 * The 'Verifying Payment...' state. The /success loader verifies on the server, so the
 * page itself only ever shows the result; this shows while the app navigates there (after
 * Pay on the TEST checkout, or between two /success pages in the history).
 */
export function VerifyingPayment() {
  const { t } = useTranslation("booking");
  return (
    <div role="status" className="grid gap-2 text-center">
      <h1 className="text-3xl font-bold">{t("success.verifying")}</h1>
      <p className="text-ink-soft">{t("success.verifyingMoment")}</p>
    </div>
  );
}

import type { InputHTMLAttributes } from "react";
import { useTranslation } from "~/i18n/use-translation";

/**
 * What a traveller is told just before paying (Directive 2011/83/EU art. 6 and 11a, as the
 * withdrawal decision lists them): who sells, the total, the cancellation policy in one line,
 * the 14-day withdrawal period and how to withdraw; then the box by which they ask the service
 * to start within that period and acknowledge losing the right once it is fully performed
 * (art. 16(a)). Used by the booking form and by the trip page's payment of a confirmed request.
 */
export function PreContract({
  seller,
  supportEmail,
  total,
  checkbox,
  error,
  errorId,
  className,
}: {
  seller: string;
  supportEmail: string;
  /** The total worded ("€57"), or null where the fee box above states it. */
  total: string | null;
  /** The checkbox's own attributes (id, name, aria-invalid, aria-describedby, autoFocus). */
  checkbox: InputHTMLAttributes<HTMLInputElement> & { id: string };
  error?: string | null;
  errorId: string;
  className?: string;
}) {
  const { t } = useTranslation("common");
  return (
    <section aria-labelledby="pre-contract-title" className={className} data-testid="pre-contract">
      <div className="grid gap-2 rounded-xl border border-line bg-surface p-4 text-sm">
        <h2 id="pre-contract-title" className="font-sans text-base font-semibold">
          {t("preContract.title")}
        </h2>
        <ul className="grid list-disc gap-1 pl-5">
          <li>{t("preContract.seller", { seller })}</li>
          <li>{total ? t("preContract.total", { total }) : t("preContract.totalAbove")}</li>
          <li>{t("policy.cancellationShort")}</li>
          <li>{t("preContract.withdrawal", { email: supportEmail })}</li>
        </ul>
        <div className="grid gap-1.5 rounded-lg bg-muted p-3">
          <div className="flex items-start gap-3">
            <input type="checkbox" aria-required className="mt-1 h-5 w-5 shrink-0 accent-brand" {...checkbox} />
            <label htmlFor={checkbox.id} className="text-base">
              {t("preContract.consent")}
            </label>
          </div>
          <p id={errorId} className="text-sm font-medium text-danger empty:hidden">
            {error}
          </p>
        </div>
      </div>
    </section>
  );
}

import type { TFunction } from "i18next";
import { MAX_RESERVATIONS, MIN_RESERVATIONS, priceFor } from "~/domain/pricing";
import { formatMoney, type Language, languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import { useHydrated } from "~/utils/use-hydrated";

const COUNTS = Array.from({ length: MAX_RESERVATIONS - MIN_RESERVATIONS + 1 }, (_, i) => i + MIN_RESERVATIONS);

/**
 * Without JavaScript the box still follows the count: every total is rendered and CSS shows
 * the one whose option is selected (an empty choice prices as 1 reservation, as the price function does).
 */
function staticFeeRules(selectId: string): string {
  const selected = (n: number) => `main:has(#${selectId} option[value="${n}"]:checked)`;
  return [
    `main:has(#${selectId} option[value=""]:checked) [data-fee-for]:not([data-fee-for="${MIN_RESERVATIONS}"]){display:none}`,
    ...COUNTS.map((n) => `${selected(n)} [data-fee-for]:not([data-fee-for="${n}"]){display:none}`),
  ].join("\n");
}

/**
 * One count's total and its 'base for up to N + X extras' line. A plain function given the box's
 * words, not a component of its own: the server renders it once per count (twenty times a page).
 */
function feeLines(reservations: number, t: TFunction<"booking">, language: Language) {
  const money = (cents: number) => formatMoney(cents, language);
  const price = priceFor(reservations);
  const extras = price.extraCount > 0 ? t("fee.extras", { count: price.extraCount }) : "";
  return (
    <>
      <span className="block text-2xl font-bold" data-testid="service-fee-total">
        {money(price.totalPrice)}
      </span>
      <span className="block text-sm text-ink-soft">
        {/* "€39 for up to 4 reservations" with no extras: never "+ 0 extras". */}
        {price.extraCount > 0
          ? t("fee.line", { base: money(price.basePrice), included: price.included, extras })
          : t("fee.lineIncluded", { base: money(price.basePrice), count: price.included })}
        {price.extraCount > 0 && ` ${t("fee.each", { price: money(price.extraPrice) })}`}
      </span>
    </>
  );
}

/** The Service Fee box for payable cities: total and 'base for up to N + X extras'. */
export function ServiceFee({
  reservations,
  selectId,
  className,
}: {
  reservations: number;
  /** The reservations select, for the no-JavaScript rendering. */
  selectId: string;
  className?: string;
}) {
  const hydrated = useHydrated();
  const { t, i18n } = useTranslation("booking");
  const { t: common } = useTranslation("common");
  const language = languageOf(i18n);
  return (
    <section aria-labelledby="service-fee-title" className={className}>
      <div className="rounded-xl border border-brand/30 bg-brand-soft p-4">
        <h2 id="service-fee-title" className="font-sans text-base font-semibold">
          {t("fee.title")}
        </h2>
        {!hydrated && <style>{staticFeeRules(selectId)}</style>}
        <p aria-live="polite">
          {hydrated
            ? feeLines(reservations, t, language)
            : COUNTS.map((n) => (
                <span key={n} data-fee-for={n} className="block">
                  {feeLines(n, t, language)}
                </span>
              ))}
        </p>
        <p className="mt-2 text-sm text-ink-soft">{t("fee.flat")}</p>
        <p className="mt-2 text-sm text-ink-soft" data-testid="cancellation-policy">
          {common("policy.cancellation")}
        </p>
      </div>
    </section>
  );
}

/**
 * The blue notice for destinations outside the main cities, which pay nothing now, with what
 * the trip will cost once the concierge confirms it ("€48 if we can take it; nothing is charged
 * now"). Without JavaScript the total follows the count through ServiceFee's CSS,
 * which hides every [data-fee-for] but the selected count's in the whole form.
 */
export function NoPaymentNotice({ reservations, className }: { reservations: number; className?: string }) {
  const hydrated = useHydrated();
  const { t, i18n } = useTranslation("booking");
  const language = languageOf(i18n);
  const line = (n: number) => t("fee.ifConfirmed", { total: formatMoney(priceFor(n).totalPrice, language) });
  return (
    <div className={className}>
      <div className="rounded-xl border border-info/30 bg-info-soft p-4 text-sm text-info">
        <p className="text-base font-semibold" aria-live="polite" data-testid="request-price">
          {hydrated
            ? line(reservations)
            : COUNTS.map((n) => (
                <span key={n} data-fee-for={n} className="block">
                  {line(n)}
                </span>
              ))}
        </p>
        <p className="mt-2">{t("noPayment")}</p>
      </div>
    </div>
  );
}

import { cellClasses, DataTable } from "~/components/admin/table";
import { moneyIn } from "~/features/earnings/earnings-text";
import { languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

/** A payout Stripe took back, all or part, as the owners' page gets it. */
type ReversalView = {
  id: number;
  creator: string;
  period: string;
  amountCents: number;
  reversedCents: number;
  transferId: string | null;
  at: string;
  /** The numbers of the corrective self-billed invoices issued for it. */
  corrections: string[];
};

/**
 * The owners' list of reversed payouts on /admin/earnings (decision 0076): a reversal is made on
 * Stripe, so this is where the owners see that the ledger has followed it.
 */
export function PayoutReversals({ reversals }: { reversals: ReversalView[] }) {
  const { t, i18n } = useTranslation("money");
  const money = moneyIn(languageOf(i18n));
  return (
    <section aria-labelledby="reversals-title" className="grid gap-3">
      <h2 id="reversals-title" className="font-display text-xl font-bold text-ink">
        {t("reversals.title")}
      </h2>
      <p className="text-ink-soft">{t("reversals.intro")}</p>
      <DataTable
        caption={t("reversals.caption")}
        keyboardScroll
        headers={(["creator", "period", "paid", "reversed", "transfer", "corrections", "recorded"] as const).map(
          (key) => t(`reversals.headers.${key}`),
        )}
        empty={t("reversals.none")}
      >
        {reversals.map((row) => (
          <tr key={row.id}>
            <th scope="row" className={`${cellClasses} font-semibold`}>
              {row.creator}
            </th>
            <td className={`${cellClasses} whitespace-nowrap`}>{row.period}</td>
            <td className={cellClasses}>{money(row.amountCents)}</td>
            <td className={cellClasses}>
              {row.reversedCents >= row.amountCents ? t("reversals.full") : t("reversals.partly")}:{" "}
              {money(row.reversedCents)}
            </td>
            <td className={`${cellClasses} break-all`}>{row.transferId}</td>
            <td className={cellClasses}>
              {row.corrections.map((number) => (
                <a key={number} href={`/admin/self-billed/${number}.pdf`} className="block underline">
                  {number}
                </a>
              ))}
            </td>
            <td className={`${cellClasses} whitespace-nowrap`}>{row.at.slice(0, 16).replace("T", " ")}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

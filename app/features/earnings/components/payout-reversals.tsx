import { cellClasses, DataTable } from "~/components/admin/table";
import { formatEuros } from "~/domain/pricing";

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
  return (
    <section aria-labelledby="reversals-title" className="grid gap-3">
      <h2 id="reversals-title" className="font-display text-xl font-bold text-ink">
        Reversed payouts
      </h2>
      <p className="text-ink-soft">
        Transfers taken back on Stripe, in full or in part. The meals a reversal covers are owed nothing more and are
        not paid again. Each reversal after an invoice was issued gets a corrective self-billed invoice for the part
        taken back.
      </p>
      <DataTable
        caption="Payouts whose transfer Stripe reversed, latest first"
        keyboardScroll
        headers={["Creator", "Period", "Paid", "Reversed", "Transfer", "Corrective invoices", "Recorded"]}
        empty="No payout has been reversed."
      >
        {reversals.map((row) => (
          <tr key={row.id}>
            <th scope="row" className={`${cellClasses} font-semibold`}>
              {row.creator}
            </th>
            <td className={`${cellClasses} whitespace-nowrap`}>{row.period}</td>
            <td className={cellClasses}>{formatEuros(row.amountCents)}</td>
            <td className={cellClasses}>
              {row.reversedCents >= row.amountCents ? "Reversed" : "Partly reversed"}: {formatEuros(row.reversedCents)}
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

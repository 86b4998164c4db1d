import { Form } from "react-router";
import { cellClasses, DataTable } from "~/components/admin/table";
import { Button } from "~/components/ui/button";
import { formatEuros } from "~/domain/pricing";
import { EARNINGS_INTENTS } from "~/features/earnings/earnings-intents";

/** One run as the owners' page gets it: who started it, when, and what it did for each creator. */
type RunView = {
  id: number;
  period: string;
  startedBy: string;
  startedAt: string;
  finishedAt: string | null;
  state: string;
  lines: {
    id: number;
    creator: string;
    outcome: string;
    amountCents: number;
    reason: string | null;
    transferId: string | null;
  }[];
};

const REASONS: Record<string, string> = {
  no_account: "No payout account connected",
  payouts_disabled: "Payout account cannot receive payouts yet",
  tax_details_missing: "No tax details yet: no invoice can be issued",
  agreement_missing: "Self-billing agreement not accepted yet",
};

const OUTCOMES: Record<string, string> = { paid: "Paid", failed: "Failed", carried_over: "Carried over" };

const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace("T", " ") : "Under way");

/** The owners' payout part of /admin/earnings: run now, the monthly day, and each run with its transfers and failures. */
export function PayoutRuns({ runs, payoutDay, error }: { runs: RunView[]; payoutDay: number; error: string | null }) {
  return (
    <section aria-labelledby="payouts-title" className="grid gap-4 rounded-2xl border border-line bg-surface p-5">
      <h2 id="payouts-title" className="font-display text-2xl font-bold text-ink">
        Payouts
      </h2>
      <p className="text-ink-soft">
        A run pays each creator's payable balance in one Stripe transfer for the month; a creator already paid this
        month waits for the next. Creators without an account able to receive payouts are carried over; a failed
        transfer is tried again by the next run. Runs happen on day {payoutDay} of each month, and whenever you run one
        here.
      </p>
      {error && (
        <p role="alert" className="rounded-xl bg-danger-soft p-3 font-semibold text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-6">
        <Form method="post">
          <Button type="submit" name="intent" value={EARNINGS_INTENTS.run}>
            Run payouts now
          </Button>
        </Form>
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1 text-sm font-medium text-ink">
            Monthly payout day (1–28)
            <input
              name="day"
              type="number"
              min={1}
              max={28}
              required
              defaultValue={payoutDay}
              className="w-24 rounded-lg border border-line bg-surface px-3 py-2 text-base"
            />
          </label>
          <Button type="submit" variant="outline" name="intent" value={EARNINGS_INTENTS.day}>
            Save day
          </Button>
        </Form>
      </div>
      {runs.length === 0 ? (
        <p className="text-ink-soft">No payout run yet.</p>
      ) : (
        runs.map((run) => (
          <div key={run.id} className="grid gap-2">
            <h3 className="text-lg font-semibold text-ink">
              Run {run.id} · {run.period} · {run.startedBy} · started {when(run.startedAt)} · finished{" "}
              {run.state === "abandoned" ? "never (abandoned)" : when(run.finishedAt)}
            </h3>
            <DataTable
              caption={`What run ${run.id} did for each creator`}
              keyboardScroll
              headers={["Creator", "Outcome", "Amount", "Transfer or reason"]}
              empty="No creator had anything to be paid."
            >
              {run.lines.map((line) => (
                <tr key={line.id}>
                  <th scope="row" className={`${cellClasses} font-semibold`}>
                    {line.creator}
                  </th>
                  <td className={cellClasses}>{OUTCOMES[line.outcome] ?? line.outcome}</td>
                  <td className={cellClasses}>{formatEuros(line.amountCents)}</td>
                  <td className={`${cellClasses} break-all`}>
                    {line.outcome === "paid" ? line.transferId : (REASONS[line.reason ?? ""] ?? line.reason)}
                  </td>
                </tr>
              ))}
            </DataTable>
          </div>
        ))
      )}
    </section>
  );
}

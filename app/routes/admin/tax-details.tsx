import { Link } from "react-router";
import { cellClasses, DataTable } from "~/components/admin/table";
import { taxListLoader } from "~/features/creator-tax/routes/admin-tax.server";
import type { Route } from "./+types/tax-details";

/** The owners' list of creators and whether each has given their tax details, with a link to each. */

export const handle = {
  admin: {
    title: "Creators' tax details",
    lockedTitle: "Creators' tax details",
    description: "Whether each creator has given the tax details their payouts need.",
    gate: "Enter the admin token to open creators' tax details.",
  },
};

export const loader = (args: Route.LoaderArgs) => taxListLoader(args);

const STATUS_WORDS = {
  es_professional: "Professional in Spain",
  eu_business: "Business elsewhere in the EU",
  non_eu: "Outside the EU",
} as const;

export default function TaxDetailsList({ loaderData }: Route.ComponentProps) {
  if (!loaderData.unlocked) return null;
  return (
    <main className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-1 content-start gap-6 px-4 py-10 sm:px-6">
      <div className="grid gap-2">
        <p>
          <Link to="/admin/earnings" className="font-medium text-brand-strong underline underline-offset-4">
            ← Creator earnings
          </Link>
        </p>
        <h1 className="font-display text-3xl font-bold text-ink">Creators' tax details</h1>
        <p className="text-ink-soft">
          A creator gives these before their first payout; a payout waits while they are missing. Open a creator to see
          their details or correct them with a reason (the audit log keeps who, when, why and which fields).
        </p>
      </div>
      <DataTable
        caption="Approved creators"
        keyboardScroll
        headers={["Creator", "City", "Tax details", "Tax status", "Last saved"]}
        empty="No approved creator yet."
      >
        {loaderData.creators.map((creator) => (
          <tr key={creator.id}>
            <th scope="row" className={`${cellClasses} font-semibold`}>
              <Link to={`/admin/tax-details/${creator.id}`} className="text-brand-strong underline underline-offset-4">
                {creator.name}
              </Link>
            </th>
            <td className={cellClasses}>{creator.city}</td>
            <td className={cellClasses}>{creator.updatedAt ? "Complete" : "Missing"}</td>
            <td className={cellClasses}>{creator.taxStatus ? STATUS_WORDS[creator.taxStatus] : "—"}</td>
            <td className={`${cellClasses} whitespace-nowrap`}>
              {creator.updatedAt ? `${creator.updatedAt.slice(0, 16).replace("T", " ")} by ${creator.updatedBy}` : "—"}
            </td>
          </tr>
        ))}
      </DataTable>
    </main>
  );
}

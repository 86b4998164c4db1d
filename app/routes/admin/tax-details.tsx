import { Link } from "react-router";
import { cellClasses, DataTable } from "~/components/admin/table";
import { taxListLoader } from "~/features/creator-tax/routes/admin-tax.server";
import { useTranslation } from "~/i18n/use-translation";
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

export default function TaxDetailsList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("money");
  if (!loaderData.unlocked) return null;
  return (
    <main className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-1 content-start gap-6 px-4 py-10 sm:px-6">
      <div className="grid gap-2">
        <p>
          <Link to="/admin/earnings" className="font-medium text-brand-strong underline underline-offset-4">
            {t("taxDetails.back")}
          </Link>
        </p>
        <h1 className="font-display text-3xl font-bold text-ink">{t("taxDetails.title")}</h1>
        <p className="text-ink-soft">{t("taxDetails.intro")}</p>
      </div>
      <DataTable
        caption={t("taxDetails.caption")}
        keyboardScroll
        headers={(["creator", "city", "details", "status", "saved"] as const).map((key) =>
          t(`taxDetails.headers.${key}`),
        )}
        empty={t("taxDetails.none")}
      >
        {loaderData.creators.map((creator) => (
          <tr key={creator.id}>
            <th scope="row" className={`${cellClasses} font-semibold`}>
              <Link to={`/admin/tax-details/${creator.id}`} className="text-brand-strong underline underline-offset-4">
                {creator.name}
              </Link>
            </th>
            <td className={cellClasses}>{creator.city}</td>
            <td className={cellClasses}>{creator.updatedAt ? t("taxDetails.complete") : t("taxDetails.missing")}</td>
            <td className={cellClasses}>{creator.taxStatus ? t(`taxDetails.statuses.${creator.taxStatus}`) : "—"}</td>
            <td className={`${cellClasses} whitespace-nowrap`}>
              {creator.updatedAt
                ? t("taxDetails.savedBy", {
                    at: creator.updatedAt.slice(0, 16).replace("T", " "),
                    name: creator.updatedBy ?? "",
                  })
                : "—"}
            </td>
          </tr>
        ))}
      </DataTable>
    </main>
  );
}

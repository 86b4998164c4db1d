import { Link } from "react-router";
import { isMapLink } from "~/features/creators/recommendation-schema";
import type { WorkspacePick } from "~/features/workspace/booking-workspace";
import { useTranslation } from "~/i18n/use-translation";

/**
 * A creator's picks. 'Use this pick' reloads the page with the pick named in the address, so
 * the meal's reservation form comes prefilled, with or without JavaScript.
 */
export function PickList({ picks, reference, meal }: { picks: WorkspacePick[]; reference: string; meal?: number }) {
  const { t } = useTranslation("workspace");
  return (
    <ul className="grid gap-2">
      {picks.map((pick) => (
        <li key={pick.id} className="grid gap-0.5 rounded-lg border border-line p-3">
          <p className="font-semibold break-words text-ink">
            {isMapLink(pick.googleMapsLink) ? (
              <a className="underline" href={pick.googleMapsLink} rel="noreferrer">
                {pick.restaurantName}
              </a>
            ) : (
              pick.restaurantName
            )}
          </p>
          <p className="text-sm break-words text-ink-soft">
            {t("picks.tip", { dish: pick.dishSuggestion, creator: pick.creatorName })}
          </p>
          {meal !== undefined && (
            <Link
              className="justify-self-start text-sm font-semibold underline"
              to={`/admin/bookings/${encodeURIComponent(reference)}?pick=${pick.id}#meal-${meal}`}
              preventScrollReset
            >
              {t("picks.use", { meal })}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

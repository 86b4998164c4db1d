import { Form } from "react-router";
import { controlClasses } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { hasCatalogueCity } from "~/features/creators/creator-cities";
import type { Workspace } from "~/features/workspace/booking-workspace";
import { WORKSPACE_INTENTS } from "~/features/workspace/workspace-intents";
import { useTranslation } from "~/i18n/use-translation";
import { PickList } from "./pick-list";
import { WorkspaceSection } from "./section";

/**
 * Who curates this booking (an approved creator of its city, or nobody yet) and their picks not
 * tied to a meal. An "Other" destination names no city: any creator may be chosen, by their city.
 */
export function WorkspaceCreator({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation("workspace");
  const { assignedCreator, cityCreators, booking } = workspace;
  const inCatalogue = hasCatalogueCity(booking.cityName);
  const loose = workspace.picks.filter((pick) => pick.mealPosition === null);
  return (
    <WorkspaceSection id="creator" title={t("creator.title")}>
      <p>{assignedCreator ? t("creator.assigned", { name: assignedCreator.name }) : t("creator.nobody")}</p>
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value={WORKSPACE_INTENTS.assignCreator} />
        <div className="grid gap-1.5">
          <label htmlFor="assign-creator" className="text-sm font-semibold text-ink">
            {inCatalogue ? t("creator.inCity", { city: booking.cityName }) : t("creator.knowsDestination")}
          </label>
          <select
            id="assign-creator"
            name="creatorId"
            defaultValue={assignedCreator ? String(assignedCreator.id) : ""}
            className={`${controlClasses} sm:w-72`}
          >
            <option value="">{t("creator.nobodyOption")}</option>
            {cityCreators.map((creator) => (
              <option key={creator.id} value={creator.id}>
                {inCatalogue ? creator.name : t("creator.withCity", { name: creator.name, city: creator.city })}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="outline">
          {t("creator.save")}
        </Button>
      </Form>
      {cityCreators.length === 0 && (
        <p className="text-sm text-ink-soft">{inCatalogue ? t("creator.noneInCity") : t("creator.none")}</p>
      )}
      {loose.length > 0 && (
        <>
          <h3 className="font-semibold text-ink">{t("creator.loose")}</h3>
          <PickList picks={loose} reference={booking.reference} />
        </>
      )}
    </WorkspaceSection>
  );
}

import { Form } from "react-router";
import { controlClasses } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { hasCatalogueCity } from "~/features/creators/creator-cities";
import type { Workspace } from "~/features/workspace/booking-workspace";
import { WORKSPACE_INTENTS } from "~/features/workspace/workspace-intents";
import { PickList } from "./pick-list";
import { WorkspaceSection } from "./section";

/**
 * Who curates this booking (an approved creator of its city, or nobody yet) and their picks not
 * tied to a meal. An "Other" destination names no city: any creator may be chosen, by their city.
 */
export function WorkspaceCreator({ workspace }: { workspace: Workspace }) {
  const { assignedCreator, cityCreators, booking } = workspace;
  const inCatalogue = hasCatalogueCity(booking.cityName);
  const loose = workspace.picks.filter((pick) => pick.mealPosition === null);
  return (
    <WorkspaceSection id="creator" title="Creator">
      <p>{assignedCreator ? `Assigned to ${assignedCreator.name}.` : "Nobody has this booking yet."}</p>
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value={WORKSPACE_INTENTS.assignCreator} />
        <div className="grid gap-1.5">
          <label htmlFor="assign-creator" className="text-sm font-semibold text-ink">
            {inCatalogue ? `Creator in ${booking.cityName}` : "Creator who knows the destination"}
          </label>
          <select
            id="assign-creator"
            name="creatorId"
            defaultValue={assignedCreator ? String(assignedCreator.id) : ""}
            className={`${controlClasses} sm:w-72`}
          >
            <option value="">Nobody</option>
            {cityCreators.map((creator) => (
              <option key={creator.id} value={creator.id}>
                {inCatalogue ? creator.name : `${creator.name} (${creator.city})`}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="outline">
          Save creator
        </Button>
      </Form>
      {cityCreators.length === 0 && (
        <p className="text-sm text-ink-soft">
          {inCatalogue ? "No approved creator in this city yet." : "No approved creator yet."}
        </p>
      )}
      {loose.length > 0 && (
        <>
          <h3 className="font-semibold text-ink">Picks not tied to a meal</h3>
          <PickList picks={loose} reference={booking.reference} />
        </>
      )}
    </WorkspaceSection>
  );
}

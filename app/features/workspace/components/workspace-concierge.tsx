import { Form } from "react-router";
import { controlClasses } from "~/components/forms";
import { Button } from "~/components/ui/button";
import type { WorkspaceConcierge as Concierge } from "~/features/queue/queue-words";
import { WORKSPACE_INTENTS } from "~/features/workspace/workspace-intents";
import { WorkspaceSection } from "./section";

/**
 * Whose booking this is on the team: "Take it" while nobody has it, and for an owner
 * a choice of the active team. Each move is written in the history below by name.
 */
export function WorkspaceConcierge({ concierge }: { concierge: Concierge }) {
  const { assignee, team, inService } = concierge;
  return (
    <WorkspaceSection id="concierge" title="Concierge">
      <p>{assignee ? `${assignee.name} has this booking.` : "Nobody on the team has this booking yet."}</p>
      {!inService && <p className="text-sm text-ink-soft">The booking is no longer in service.</p>}
      {team && (
        // The key restarts the choice after a save, so it shows who has the booking now.
        <Form key={assignee?.id ?? "nobody"} method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value={WORKSPACE_INTENTS.assignStaff} />
          <div className="grid min-w-0 gap-1.5">
            <label htmlFor="assign-staff" className="text-sm font-semibold text-ink">
              Concierge on the team
            </label>
            <select
              id="assign-staff"
              name="staffId"
              defaultValue={assignee ? String(assignee.id) : ""}
              className={`${controlClasses} sm:w-72`}
            >
              <option value="">Nobody</option>
              {team.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.role === "owner" ? `${person.name} (owner)` : person.name}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="outline">
            Save concierge
          </Button>
        </Form>
      )}
    </WorkspaceSection>
  );
}

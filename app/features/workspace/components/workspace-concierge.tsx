import { Form } from "react-router";
import { controlClasses } from "~/components/forms";
import { Button } from "~/components/ui/button";
import type { WorkspaceConcierge as Concierge } from "~/features/queue/queue-words";
import { WORKSPACE_INTENTS } from "~/features/workspace/workspace-intents";
import { useTranslation } from "~/i18n/use-translation";
import { WorkspaceSection } from "./section";

/**
 * Whose booking this is on the team: "Take it" while nobody has it, and for an owner
 * a choice of the active team. Each move is written in the history below by name.
 */
export function WorkspaceConcierge({ concierge }: { concierge: Concierge }) {
  const { t } = useTranslation("workspace");
  const { assignee, team, inService } = concierge;
  return (
    <WorkspaceSection id="concierge" title={t("concierge.title")}>
      <p>{assignee ? t("concierge.hasIt", { name: assignee.name }) : t("concierge.nobody")}</p>
      {!inService && <p className="text-sm text-ink-soft">{t("concierge.notInService")}</p>}
      {team && (
        // The key restarts the choice after a save, so it shows who has the booking now.
        <Form key={assignee?.id ?? "nobody"} method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value={WORKSPACE_INTENTS.assignStaff} />
          <div className="grid min-w-0 gap-1.5">
            <label htmlFor="assign-staff" className="text-sm font-semibold text-ink">
              {t("concierge.field")}
            </label>
            <select
              id="assign-staff"
              name="staffId"
              defaultValue={assignee ? String(assignee.id) : ""}
              className={`${controlClasses} sm:w-72`}
            >
              <option value="">{t("concierge.nobodyOption")}</option>
              {team.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.role === "owner" ? t("concierge.owner", { name: person.name }) : person.name}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="outline">
            {t("concierge.save")}
          </Button>
        </Form>
      )}
    </WorkspaceSection>
  );
}

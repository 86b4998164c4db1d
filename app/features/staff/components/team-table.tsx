import { Form } from "react-router";
import { cellClasses, DataTable } from "~/components/admin/table";
import { controlClasses } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { formatDeskTime } from "~/domain/desk-time";
import { STAFF_ROLES } from "~/domain/staff-roles";
import { ROLE_LABELS, TEAM_INTENTS, type TeamMemberView } from "~/features/staff/team-forms";

const STATUS_LABELS: Record<TeamMemberView["status"], string> = {
  invited: "Invited",
  active: "Active",
  deactivated: "Deactivated",
};

/** A refused change of one row: shown in that row, tied to its controls, focused on arrival. */
export type RowError = { staffId: number; message: string };

/**
 * The team, one row a person, with their own forms: a new role, deactivate or reactivate. The
 * buttons name the person, so a list of "Deactivate" buttons still says whose each is.
 */
export function TeamTable({
  team,
  viewerId,
  zone,
  error,
}: {
  team: TeamMemberView[];
  viewerId: number | null;
  /** The desk's time zone, for each person's last sign-in. */
  zone: string;
  error?: RowError;
}) {
  return (
    <DataTable
      caption="The team"
      headers={["Name", "Email", "Role", "Status", "Second factor", "Last sign-in", "Change"]}
      empty="Nobody on the team yet."
    >
      {team.map((person) => {
        const rowError = error?.staffId === person.id ? error.message : undefined;
        const errorId = `team-error-${person.id}`;
        const described = rowError ? { "aria-describedby": errorId } : {};
        return (
          <tr key={person.id}>
            <th scope="row" className={`${cellClasses} font-semibold text-ink`}>
              {person.name}
              {person.id === viewerId && <span className="font-normal text-ink-soft"> (you)</span>}
            </th>
            <td className={`${cellClasses} break-all`}>{person.email}</td>
            <td className={cellClasses}>{ROLE_LABELS[person.role]}</td>
            <td className={cellClasses}>{STATUS_LABELS[person.status]}</td>
            <td className={cellClasses}>{person.twoFactorEnabled ? "Set up" : "Not set up"}</td>
            <td className={`${cellClasses} whitespace-nowrap`}>
              {person.lastSignInAt ? formatDeskTime(person.lastSignInAt, zone) : "Never"}
            </td>
            <td className={cellClasses}>
              <div className="grid gap-2">
                {person.status !== "deactivated" && (
                  <Form method="post" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="intent" value={TEAM_INTENTS.role} />
                    <input type="hidden" name="staffId" value={person.id} />
                    <label htmlFor={`role-${person.id}`} className="sr-only">
                      Role of {person.name}
                    </label>
                    <select
                      id={`role-${person.id}`}
                      name="role"
                      defaultValue={person.role}
                      aria-invalid={rowError ? true : undefined}
                      {...described}
                      className={`${controlClasses} h-9 w-auto text-sm`}
                    >
                      {STAFF_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {ROLE_LABELS[role]}
                        </option>
                      ))}
                    </select>
                    <Button type="submit" variant="outline" size="sm" aria-label={`Change role of ${person.name}`}>
                      Change role
                    </Button>
                  </Form>
                )}
                <Form method="post">
                  <input type="hidden" name="staffId" value={person.id} />
                  {person.status === "deactivated" ? (
                    <Button
                      type="submit"
                      name="intent"
                      value={TEAM_INTENTS.reactivate}
                      variant="outline"
                      size="sm"
                      {...described}
                    >
                      Reactivate {person.name}
                    </Button>
                  ) : (
                    <Button
                      type="submit"
                      name="intent"
                      value={TEAM_INTENTS.deactivate}
                      variant="destructive"
                      size="sm"
                      {...described}
                    >
                      Deactivate {person.name}
                    </Button>
                  )}
                </Form>
                {rowError && (
                  // biome-ignore lint/a11y/noAutofocus: the refusal is focused so a page loaded without JavaScript lands on it
                  <p id={errorId} role="alert" tabIndex={-1} autoFocus className="text-sm font-medium text-danger">
                    {rowError}
                  </p>
                )}
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

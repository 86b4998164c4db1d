import { Form } from "react-router";
import { cellClasses, DataTable } from "~/components/admin/table";
import { controlClasses } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { formatDeskTime } from "~/domain/desk-time";
import { STAFF_ROLES } from "~/domain/staff-roles";
import { TEAM_INTENTS, type TeamMemberView } from "~/features/staff/team-forms";
import { languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

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
  const { t, i18n } = useTranslation("admin");
  const language = languageOf(i18n);
  const headers = ["name", "email", "role", "status", "secondFactor", "lastSignIn", "change"] as const;
  return (
    <DataTable
      caption={t("team.caption")}
      headers={headers.map((header) => t(`team.headers.${header}`))}
      empty={t("team.empty")}
    >
      {team.map((person) => {
        const rowError = error?.staffId === person.id ? error.message : undefined;
        const errorId = `team-error-${person.id}`;
        const described = rowError ? { "aria-describedby": errorId } : {};
        return (
          <tr key={person.id}>
            <th scope="row" className={`${cellClasses} font-semibold text-ink`}>
              {person.name}
              {person.id === viewerId && <span className="font-normal text-ink-soft">{t("team.you")}</span>}
            </th>
            <td className={`${cellClasses} break-all`}>{person.email}</td>
            <td className={cellClasses}>{t(`shell.roles.${person.role}`)}</td>
            <td className={cellClasses}>{t(`team.statuses.${person.status}`)}</td>
            <td className={cellClasses}>{person.twoFactorEnabled ? t("team.setUp") : t("team.notSetUp")}</td>
            <td className={`${cellClasses} whitespace-nowrap`}>
              {person.lastSignInAt ? formatDeskTime(person.lastSignInAt, zone, language) : t("team.never")}
            </td>
            <td className={cellClasses}>
              <div className="grid gap-2">
                {person.status !== "deactivated" && (
                  <Form method="post" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="intent" value={TEAM_INTENTS.role} />
                    <input type="hidden" name="staffId" value={person.id} />
                    <label htmlFor={`role-${person.id}`} className="sr-only">
                      {t("team.roleOf", { name: person.name })}
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
                          {t(`shell.roles.${role}`)}
                        </option>
                      ))}
                    </select>
                    <Button
                      type="submit"
                      variant="outline"
                      size="sm"
                      aria-label={t("team.changeRoleOf", { name: person.name })}
                    >
                      {t("team.changeRole")}
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
                      {t("team.reactivate", { name: person.name })}
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
                      {t("team.deactivate", { name: person.name })}
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

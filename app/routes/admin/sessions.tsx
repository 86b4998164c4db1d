import { Form } from "react-router";
import { cellClasses, DataTable } from "~/components/admin/table";
import { useDeskTimeZone } from "~/components/admin/use-desk-time-zone";
import { Button } from "~/components/ui/button";
import { formatDeskTime } from "~/domain/desk-time";
import { OwnLanguageForm } from "~/features/staff/components/own-language-form";
import { SessionTable } from "~/features/staff/components/session-table";
import { sessionsAction, sessionsLoader } from "~/features/staff/routes/sessions.server";
import type { Language } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/sessions";

/**
 * Who is signed in to the admin pages: a person's own sessions (an owner's view adds everyone's,
 * by person), each with a way to end it; before the first owner exists, the token's sessions.
 */

export const handle = {
  // A signed-in person has the staff bar (admin layout); the token's viewer has these.
  nav: (loaderData: unknown) =>
    (loaderData as { kind?: string } | undefined)?.kind === "staff"
      ? []
      : [
          { to: "/admin", label: "Internal Database" },
          { to: "/payment-admin", label: "Payment Dashboard" },
          { to: "/admin/mail", label: "Mail" },
        ],
  admin: {
    title: "Admin Sessions",
    description: "The sessions signed in to Sobremesa's administration pages.",
    gate: "Enter the admin token to see who is signed in.",
  },
};

export const loader = (args: Route.LoaderArgs) => sessionsLoader(args);

export const action = (args: Route.ActionArgs) => sessionsAction(args);

export default function AdminSessions({ loaderData, actionData }: Route.ComponentProps) {
  const zone = useDeskTimeZone();
  if (loaderData.kind === "staff") {
    return (
      <StaffSessions
        groups={loaderData.groups}
        everyone={loaderData.everyone}
        refusal={actionData?.message}
        zone={zone}
        language={loaderData.ownLanguage}
        languageError={actionData?.languageError}
      />
    );
  }
  return (
    <main className="mx-auto grid w-full max-w-7xl flex-1 content-start gap-6 px-4 py-10 sm:px-6">
      <div className="grid gap-2">
        <h1 className="font-display text-3xl font-bold text-ink">Admin Sessions</h1>
        <p className="text-ink-soft">
          Every browser signed in to the admin pages with the current admin token. End any you do not recognise;
          changing the admin token ends them all.
        </p>
      </div>
      <DataTable
        caption="Active admin sessions"
        headers={["Signed in", "Last seen", "Ends", "From", "Browser", "Action"]}
        empty="No active sessions."
      >
        {loaderData.sessions.map((session) => (
          <tr key={session.id}>
            <td className={cellClasses}>{formatDeskTime(session.createdAt, zone)}</td>
            <td className={cellClasses}>{formatDeskTime(session.lastSeenAt, zone)}</td>
            <td className={cellClasses}>{formatDeskTime(session.expiresAt, zone)}</td>
            <td className={`${cellClasses} font-mono`}>{session.clientAddress ?? "—"}</td>
            <td className={`${cellClasses} max-w-xs break-words`}>{session.userAgent ?? "—"}</td>
            <td className={cellClasses}>
              <Form method="post" className="flex items-center gap-2">
                <input type="hidden" name="intent" value="end" />
                <input type="hidden" name="sessionId" value={session.id} />
                {session.current && <span className="text-sm font-semibold text-ink">This session</span>}
                <Button
                  type="submit"
                  variant="outline"
                  size="sm"
                  aria-label={`End the session signed in ${formatDeskTime(session.createdAt, zone)}`}
                >
                  End
                </Button>
              </Form>
            </td>
          </tr>
        ))}
      </DataTable>
    </main>
  );
}

type Group = Route.ComponentProps["loaderData"]["groups"][number];

function StaffSessions({
  groups,
  everyone,
  refusal,
  zone,
  language,
  languageError,
}: {
  groups: Group[];
  everyone: boolean;
  refusal?: string;
  zone: string;
  language: Language;
  languageError?: string;
}) {
  const { t } = useTranslation("admin");
  // A role the catalogue does not name shows as stored.
  const roleName = (role: string) => (role === "owner" || role === "concierge" ? t(`sessions.roles.${role}`) : role);
  return (
    <main className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-1 content-start gap-8 px-4 py-10 sm:px-6">
      <div className="grid gap-2">
        <h1 className="font-display text-3xl font-bold text-ink">{t("titles.sessions")}</h1>
        <p className="text-ink-soft">{everyone ? t("sessions.everyone") : t("sessions.own")}</p>
      </div>
      {refusal && (
        <div
          role="alert"
          tabIndex={-1}
          // biome-ignore lint/a11y/noAutofocus: focused so a page loaded without JavaScript lands on the refusal
          autoFocus
          className="grid gap-1 rounded-2xl border border-danger bg-danger-soft p-4 text-danger"
        >
          <p className="font-semibold">{t("sessions.notFound")}</p>
          <p>{refusal}</p>
        </div>
      )}
      <OwnLanguageForm language={language} error={languageError} />
      {groups.map(({ person, own, sessions }) => (
        <section key={person.id} aria-labelledby={`sessions-of-${person.id}`} className="grid gap-3">
          <h2 id={`sessions-of-${person.id}`} className="font-display text-2xl font-bold text-ink">
            {t(own ? "sessions.yours" : "sessions.theirs", { name: person.name, role: roleName(person.role) })}
          </h2>
          <SessionTable caption={t("sessions.caption", { name: person.name })} sessions={sessions} zone={zone} />
        </section>
      ))}
    </main>
  );
}

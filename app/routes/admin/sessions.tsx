import { Form } from "react-router";
import { cellClasses, DataTable } from "~/components/admin/table";
import { Button } from "~/components/ui/button";
import { shortDateTime } from "~/domain/admin-rows";
import type { Route } from "./+types/sessions";
import { sessionsAction, sessionsLoader } from "./sessions.server";

/** Who is signed in to the admin pages, and a way to end any of those sessions. */

export const handle = {
  nav: () => [
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

export default function AdminSessions({ loaderData }: Route.ComponentProps) {
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
            <td className={cellClasses}>{shortDateTime(session.createdAt)} UTC</td>
            <td className={cellClasses}>{shortDateTime(session.lastSeenAt)} UTC</td>
            <td className={cellClasses}>{shortDateTime(session.expiresAt)} UTC</td>
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
                  aria-label={`End the session signed in ${shortDateTime(session.createdAt)} UTC`}
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

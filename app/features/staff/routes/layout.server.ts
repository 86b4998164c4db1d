import { adminViewer, viewerCan } from "~/auth/staff-auth.server";
import { db } from "~/db/client.server";
import { ALL_PERMISSIONS } from "~/domain/staff-roles";
import { openingView } from "~/features/inbox/inbox";
import { inboxCounts } from "~/features/inbox/inbox.server";
import { deskTimeZone } from "~/features/queue/owner-settings.server";
import { ownerExists } from "~/features/staff/staff-accounts.server";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";

/**
 * Whether a page may show (its own loader decides, through requireStaff), who is signed in, and
 * what their role allows, so the menus offer only what the server would allow anyway.
 */
export async function adminLayoutLoader(request: Request) {
  const viewer = await adminViewer(request);
  return {
    unlocked: viewer !== null,
    /** No owner yet: the token's session may create the first one. */
    bootstrap: !ownerExists(),
    person: viewer?.kind === "staff" ? { name: viewer.person.name, role: viewer.person.role } : null,
    allowed: viewer ? ALL_PERMISSIONS.filter((permission) => viewerCan(viewer, permission)) : [],
    /** The staff bar's "Inbox (N)": the conversations waiting in the view the inbox opens on for this person (one query). */
    inbox: viewer?.kind === "staff" && viewerCan(viewer, "booking.message") ? inboxWaiting(viewer.person.id) : null,
    /**
     * The language every admin page speaks for this person (their own choice, decision 0077):
     * the root reads it as the page's language, as it reads a trip's. Nobody signed in: English.
     */
    language: viewer?.kind === "staff" ? viewer.person.language : DEFAULT_LANGUAGE,
    /** The zone every page gives the team's own times in, read once here for the whole request (useDeskTimeZone). */
    deskTimeZone: deskTimeZone(),
  };
}

function inboxWaiting(staffId: number): number {
  const counts = inboxCounts(db(), { id: staffId });
  return counts[openingView(counts)];
}

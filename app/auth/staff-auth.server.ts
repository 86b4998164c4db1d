import { redirect } from "react-router";
import { adminCookie, adminSubject } from "~/auth/admin-auth.server";
import { activeSessions, findSession, revokeSubject, revokeToken } from "~/auth/sessions.server";
import * as clock from "~/clock";
import { db } from "~/db/client.server";
import { can, type Permission, refusalSentence } from "~/domain/staff-roles";
import { ADMIN_TOKEN, type AuditActor, type StaffActor } from "~/features/staff/audit.server";
import {
  activeStaff,
  actorOf,
  ownerExists,
  type StaffAccount,
  staffSessionSubject,
} from "~/features/staff/staff-accounts.server";
import { signedCookie } from "~/http/cookies.server";

/**
 * Who is on the other side of an admin page, and what they may do: the one place every admin
 * loader and action asks (decision 0049). A staff member signs in with a password and a second
 * factor (sign-in.server.ts) and holds a session bound to them. The admin token opens a session only while the
 * database has no owner yet (the bootstrap: that session may create the first owner); once an
 * owner exists, the token opens no page for a person and keeps serving only the Bearer API.
 */

/** Eight hours without a request end a staff session, within its seven days. */
export const STAFF_IDLE_SECONDS = 8 * 60 * 60;
/** Between a right password and a right code: long enough to open an authenticator app. */
export const PENDING_SIGN_IN_SECONDS = 10 * 60;

export type AdminViewer =
  | { kind: "staff"; sessionId: number; person: StaffAccount; actor: StaffActor }
  | { kind: "token"; sessionId: number; actor: AuditActor };

const staffIdOf = (subject: string) => {
  const match = /^staff:(\d+)$/.exec(subject);
  return match ? Number(match[1]) : null;
};

/**
 * The request's viewer, or null. A staff session holds while the person is active (a
 * deactivated person is out on their next request); a token session only while no owner exists.
 */
export async function adminViewer(request: Request, now = clock.now()): Promise<AdminViewer | null> {
  const token = await adminCookie().parse(request.headers.get("Cookie"));
  const session = findSession("admin", token, now);
  if (!session) return null;
  const staffId = staffIdOf(session.subject);
  if (staffId !== null) {
    if (now.getTime() - Date.parse(session.lastSeenAt) > STAFF_IDLE_SECONDS * 1000) return null;
    const person = activeStaff(staffId);
    return person ? { kind: "staff", sessionId: session.id, person, actor: actorOf(person) } : null;
  }
  if (session.subject === adminSubject() && !ownerExists()) {
    return { kind: "token", sessionId: session.id, actor: ADMIN_TOKEN };
  }
  return null;
}

/** Whether a viewer holds a permission: the token (before any owner) holds all, as it always did. */
export const viewerCan = (viewer: AdminViewer, permission: Permission) =>
  viewer.kind === "token" || can(viewer.person.role, permission);

const OWN = "http://own.invalid";

/**
 * Where a finished sign-in goes: the admin page it was asked from (its query kept), never
 * another site, the sign-in pages themselves or a path the form made up (no open redirect).
 */
export function staffReturnPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.length > 500) return "/admin";
  let url: URL;
  try {
    url = new URL(value, OWN);
  } catch {
    return "/admin";
  }
  const admin = url.pathname === "/admin" || url.pathname.startsWith("/admin/") || url.pathname === "/payment-admin";
  if (url.origin !== OWN || !admin || url.pathname.startsWith("/admin/login")) return "/admin";
  return url.pathname + url.search;
}

/** The sign-in page, coming back to `path` afterwards. */
export const signInPath = (path: string) =>
  path === "/admin" ? "/admin/login" : `/admin/login?redirectTo=${encodeURIComponent(path)}`;

export const FORBIDDEN_MESSAGE = "Your role does not allow this. Ask an owner of the team.";

/**
 * A permission inside a page already allowed (one form of several): 403 and nothing done without
 * it. Every refusal for a missing permission comes from here, as one plain sentence naming who
 * may ("Only an owner can open this."): a download answers it as it stands, and the admin
 * layout's error boundary shows it as a page of its own, with the staff navigation, rather
 * than the screen for an unexpected error. `act` is "open" for a page or a download.
 */
export function demand(viewer: AdminViewer, permission: Permission, act: "open" | "do" = "do"): void {
  if (viewerCan(viewer, permission)) return;
  throw new Response(refusalSentence(permission, act), {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}

/**
 * The server's one check, per page and per action: the viewer when they hold `permission`.
 * Otherwise nothing runs: without a session, a redirect to sign in (or, before any owner
 * exists, back to the page's token form); with a session but not the permission, a 403.
 */
export async function requireStaff(request: Request, permission: Permission): Promise<AdminViewer> {
  const viewer = await adminViewer(request);
  if (!viewer) {
    const url = new URL(request.url);
    throw redirect(ownerExists() ? signInPath(url.pathname + url.search) : url.pathname);
  }
  demand(viewer, permission, request.method === "GET" || request.method === "HEAD" ? "open" : "do");
  return viewer;
}

/** Live staff sessions (of one person when given), newest first, without those idle too long. */
export function liveStaffSessions(personId?: number, now = clock.now()) {
  const subject = personId === undefined ? undefined : staffSessionSubject(personId);
  return activeSessions("admin", subject, now).flatMap((session) => {
    const staffId = staffIdOf(session.subject);
    if (staffId === null) return [];
    if (now.getTime() - Date.parse(session.lastSeenAt) > STAFF_IDLE_SECONDS * 1000) return [];
    return [{ ...session, staffId }];
  });
}

/** When the first owner exists, the token's sessions end: from then on it opens no page. */
export const endTokenSessions = () => revokeSubject(db(), "admin", adminSubject());

// The half-way state of a sign-in: a password that checked out, for a few minutes, in a cookie
// of its own. sign-in.server.ts opens it, as every session a sign-in opens.
export const PENDING_SIGN_IN_COOKIE = "sm_staff_pending";
let pendingCookie: ReturnType<typeof signedCookie> | undefined;
export const pendingSignInCookie = () => {
  pendingCookie ??= signedCookie(PENDING_SIGN_IN_COOKIE, PENDING_SIGN_IN_SECONDS);
  return pendingCookie;
};

/** The active person whose password just checked out in this browser, or null. */
export async function pendingSignIn(request: Request, now = clock.now()): Promise<StaffAccount | null> {
  const session = findSession("staff_pending", await pendingSignInCookie().parse(request.headers.get("Cookie")), now);
  const staffId = session ? staffIdOf(session.subject) : null;
  return staffId === null ? null : activeStaff(staffId);
}

/** Ends the half-way state (the sign-in finished or was abandoned); returns the clearing Set-Cookie. */
export async function endPendingSignIn(request: Request): Promise<string> {
  revokeToken(await pendingSignInCookie().parse(request.headers.get("Cookie")));
  return pendingSignInCookie().serialize("", { maxAge: 0 });
}

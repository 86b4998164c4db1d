import { data, redirect } from "react-router";
import { liveAdminSessions } from "~/auth/admin-auth.server";
import {
  type AdminViewer,
  adminViewer,
  demand,
  liveStaffSessions,
  requireStaff,
  signInPath,
  viewerCan,
} from "~/auth/staff-auth.server";
import { ownLanguageSchema } from "~/features/staff/own-language-form";
import { deviceOf } from "~/features/staff/session-device";
import { SESSIONS_INTENTS } from "~/features/staff/sessions-intents";
import { ownerExists } from "~/features/staff/staff-accounts.server";
import { setOwnLanguage } from "~/features/staff/staff-language.server";
import { endSessionAsToken, endStaffSession } from "~/features/staff/staff-sessions.server";
import { teamNames } from "~/features/staff/team-view.server";
import { readForm } from "~/http/form-body.server";
import { defineIntents } from "~/http/intents.server";
import { redirectWithToast } from "~/http/toast.server";
import { translator } from "~/i18n/i18n.server";
import { DEFAULT_LANGUAGE, type Language, languageInSentence } from "~/i18n/languages";
import type { Route } from "../../../routes/admin/+types/sessions";

/**
 * Who is signed in to the admin pages. Each person sees their own sessions and may end them
 * ("sessions.own"); an owner sees everyone's, by person, and may end any ("sessions.all").
 * Before the first owner exists, the token's viewer sees and ends the token's sessions, as
 * before the team existed.
 */

export async function sessionsLoader({ request }: Route.LoaderArgs) {
  const viewer = await adminViewer(request);
  // Signing in happens on /admin (its token form) or /admin/login; the menu comes back here.
  if (!viewer) throw redirect(ownerExists() ? signInPath("/admin/sessions") : "/admin");
  demand(viewer, "sessions.own");
  if (viewer.kind === "token") {
    const sessions = liveAdminSessions().map((session) => ({ ...session, current: session.id === viewer.sessionId }));
    return { kind: "token" as const, sessions, groups: [], everyone: false, ownLanguage: null };
  }
  return {
    kind: "staff" as const,
    sessions: [],
    groups: staffGroups(viewer),
    everyone: viewerCan(viewer, "sessions.all"),
    /** The person's own language, which the "Your language" form shows chosen. */
    ownLanguage: viewer.person.language,
  };
}

/** The live sessions the viewer may see, by person: their own first, then the others by name. */
function staffGroups(viewer: Extract<AdminViewer, { kind: "staff" }>) {
  const everyone = viewerCan(viewer, "sessions.all");
  const live = liveStaffSessions(everyone ? undefined : viewer.person.id);
  const people = teamNames().filter(
    (person) => person.id === viewer.person.id || live.some((s) => s.staffId === person.id),
  );
  people.sort((a, b) => Number(b.id === viewer.person.id) - Number(a.id === viewer.person.id));
  return people.map((person) => ({
    person,
    own: person.id === viewer.person.id,
    sessions: live
      .filter((session) => session.staffId === person.id)
      .map((session) => ({
        id: session.id,
        device: deviceOf(session.userAgent),
        clientAddress: session.clientAddress,
        createdAt: session.createdAt,
        lastSeenAt: session.lastSeenAt,
        current: session.id === viewer.sessionId,
      })),
  }));
}

const NOT_FOUND = "It had already ended, or it is not a session you may end.";

type SessionsContext = { viewer: AdminViewer; clientAddress: string };

/**
 * The page's two forms (SESSIONS_INTENTS): ending a session, and the person's own language. An
 * intent the page does not have is a 400 and changes nothing.
 */
const sessionsIntents = defineIntents<SessionsContext>()(
  SESSIONS_INTENTS,
  {
    end: { handle: ({ form, viewer, clientAddress }) => endSession(form, viewer, clientAddress) },
    language: {
      schema: ownLanguageSchema,
      invalid: async ({ viewer }) => {
        const t = await translator(viewerLanguage(viewer), "admin");
        return data({ message: undefined, languageError: t("account.invalid") }, { status: 400 });
      },
      handle: ({ value, viewer, clientAddress }) => saveLanguage(value.language, viewer, clientAddress),
    },
  },
  {
    unknown: () => {
      throw data("That request was not understood.", { status: 400 });
    },
  },
);

const viewerLanguage = (viewer: AdminViewer): Language =>
  viewer.kind === "staff" ? viewer.person.language : DEFAULT_LANGUAGE;

export async function sessionsAction({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const viewer = await requireStaff(request, "sessions.own");
  return sessionsIntents(form, { viewer, clientAddress: context.clientAddress });
}

function endSession(form: URLSearchParams, viewer: AdminViewer, clientAddress: string) {
  const id = Number(form.get("sessionId"));
  if (!Number.isSafeInteger(id) || id <= 0) throw data("That request was not understood.", { status: 400 });
  const own = id === viewer.sessionId;
  if (viewer.kind === "token") {
    if (!endSessionAsToken(viewer.actor, id, clientAddress)) {
      return redirectWithToast("/admin/sessions", {
        title: "Session not found",
        description: "It had already ended.",
        variant: "destructive",
      });
    }
    return redirectWithToast(own ? "/admin" : "/admin/sessions", {
      title: "Session ended",
      description: own ? "You are signed out." : "That browser must enter the admin token again.",
    });
  }
  const ended = endStaffSession(viewer.actor, id, clientAddress);
  // Another person's session answers as unknown to whoever may not end it: nothing tells it exists.
  if (!ended.ok) return data({ message: NOT_FOUND, languageError: undefined }, { status: 404 });
  return redirectWithToast(own ? "/admin" : "/admin/sessions", {
    title: "Session ended",
    description: own ? "You are signed out." : "That browser must sign in again.",
  });
}

/**
 * The person's own language, always their own row (the form names nobody). The token's viewer
 * is nobody of the team: it has no language to keep, so the form is not one it may send.
 */
async function saveLanguage(language: Language, viewer: AdminViewer, clientAddress: string) {
  if (viewer.kind !== "staff") throw data("That request was not understood.", { status: 400 });
  setOwnLanguage(viewer.actor, language, clientAddress);
  // Said in the language just chosen: the next page speaks it too.
  const t = await translator(language, "admin");
  return redirectWithToast("/admin/sessions", {
    title: t("toasts.languageSaved"),
    description: t("toasts.languageSavedText", { language: languageInSentence(language, language) }),
  });
}

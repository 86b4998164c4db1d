import { data, redirect } from "react-router";
import { adminViewer, demand, signInPath } from "~/auth/staff-auth.server";
import { db } from "~/db/client.server";
import { ADMIN_TOASTS } from "~/domain/admin-toasts";
import { adminAction } from "~/features/staff/routes/gate.server";
import { ownerExists } from "~/features/staff/staff-accounts.server";
import { byCity, dayAsked } from "~/features/todays-tables/todays-tables";
import { tablesOn } from "~/features/todays-tables/todays-tables.server";

/**
 * /admin/today: the day's tables for anyone who works the queue. Without a session: to sign in
 * (or, before any owner exists, the layout's token form). A date that is not one answers 400
 * with the page itself, its field saying why and today's tables not shown, so the form is there
 * to put it right.
 */
export async function todaysTablesLoader({ request }: { request: Request }) {
  const viewer = await adminViewer(request);
  if (!viewer) {
    if (!ownerExists()) return { unlocked: false as const };
    const url = new URL(request.url);
    throw redirect(signInPath(url.pathname + url.search));
  }
  demand(viewer, "queue.read", "open");
  const day = dayAsked(new URL(request.url).searchParams);
  const cities = day.error ? [] : byCity(tablesOn(db(), day.date));
  return data({ unlocked: true as const, ...day, cities }, { status: day.error ? 400 : 200 });
}

/** Only the token form (before the first owner exists) posts here. */
export const todaysTablesAction = adminAction(
  { refused: (check) => ADMIN_TOASTS.authFailed(check.status, check.message) },
  "queue.read",
  () => data({ toast: null }, { status: 400 }),
);

import { data, redirect } from "react-router";
import { adminSessionId } from "~/auth/admin-auth.server";
import { listQuery } from "~/domain/admin-list";
import { listMail } from "~/services/mail/mail-store.server";
import { sendsMail } from "~/services/mail/transport.server";
import type { Route } from "./+types/mail";

/** The mail page's data: one page of every email the app produced, and whether a mail server sends them. */

/** Mail holds private messages: its pages are never kept by a browser or a proxy. */
export const privateHeaders = { "Cache-Control": "private, no-store" };

export async function mailLoader({ request }: Route.LoaderArgs) {
  // The gate lives on /admin: signing in there brings the admin back here by the menu.
  if ((await adminSessionId(request)) === null) throw redirect("/admin", { headers: privateHeaders });
  const { page } = listQuery(new URL(request.url).searchParams);
  const { rows, total } = listMail(page);
  return data({ rows, total, page, sends: sendsMail() }, { headers: privateHeaders });
}

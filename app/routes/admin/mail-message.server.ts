import { data, redirect } from "react-router";
import { adminSessionId } from "~/auth/admin-auth.server";
import { mailId } from "~/domain/mail-view";
import { findMail } from "~/services/mail/mail-store.server";
import type { Route } from "./+types/mail-message";
import { privateHeaders } from "./mail.server";

/** One email's page: the message by its id, or 404. */

export async function mailMessageLoader({ request, params }: Route.LoaderArgs) {
  if ((await adminSessionId(request)) === null) throw redirect("/admin", { headers: privateHeaders });
  const id = mailId(params.id);
  const message = id === null ? undefined : findMail(id);
  if (!message) throw data(null, { status: 404, headers: privateHeaders });
  return data({ message }, { headers: privateHeaders });
}

import { CREATOR_TOASTS } from "~/domain/creator-toasts";
import { loginSchema } from "~/domain/login-schema";
import { logIn, refusal } from "~/services/creator-auth.server";
import { jsonError, postOnly, withJsonBody } from "~/services/http.server";
import { CROSS_SITE_REFUSED, isSameOrigin } from "~/services/same-origin.server";
import type { Route } from "./+types/authenticate-creator";

export const loader = postOnly;

/**
 * §7 POST /api/authenticate-creator `{email, password}`: 200 with the session cookie, or
 * 401 `{error: 'Authentication failed'}`. The same login as the dashboard's form (remix-auth
 * FormStrategy), fed the JSON fields as a form.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return withJsonBody(
    request,
    async (body) => {
      if (!isSameOrigin(request)) return jsonError(403, CROSS_SITE_REFUSED);
      const parsed = loginSchema.safeParse(body);
      if (!parsed.success) {
        const { title, description } = CREATOR_TOASTS.loginMissing;
        return jsonError(400, title, { message: description });
      }
      const asForm = new Request(request.url, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(parsed.data),
      });
      const outcome = await logIn(asForm, parsed.data.email, context.clientAddress);
      if (outcome.ok) {
        const { welcome } = CREATOR_TOASTS;
        return Response.json(
          { message: welcome.title, creator: { name: outcome.creator.name, city: outcome.creator.city } },
          { headers: { "Set-Cookie": outcome.cookie, "Cache-Control": "no-store" } },
        );
      }
      const { status, toast, headers } = refusal(outcome);
      return jsonError(status, toast.title, { message: toast.description }, { headers });
    },
    4096,
  );
}

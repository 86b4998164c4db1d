import { logIn, refusal } from "~/auth/creator-auth.server";
import { CREATOR_TOASTS } from "~/domain/creator-toasts";
import { loginSchema } from "~/domain/login-schema";
import { jsonError, postOnly, withJsonBody } from "~/http/json.server";
import type { Route } from "./+types/authenticate-creator";

export const loader = postOnly;

/**
 * POST /api/authenticate-creator `{email, password}`: 200 with the session cookie, or
 * 401 `{error: 'Authentication failed'}`. The same login as the dashboard's form.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return withJsonBody(
    request,
    async (body) => {
      const parsed = loginSchema.safeParse(body);
      if (!parsed.success) {
        const { title, description } = CREATOR_TOASTS.loginMissing;
        return jsonError(400, title, { message: description });
      }
      const outcome = await logIn(parsed.data, { address: context.clientAddress });
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

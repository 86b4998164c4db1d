import { refusal, signInCreator } from "~/auth/sign-in.server";
import { loginSchemaFor } from "~/domain/login-schema";
import { accountMessages, dashboardToasts } from "~/features/creators/dashboard-text";
import { jsonError, postOnly, withJsonBody } from "~/http/json.server";
import { translator } from "~/i18n/i18n.server";
import type { Route } from "./+types/authenticate-creator";

export const loader = postOnly;

/** The JSON API answers in English, the catalogue's reference; its schema is built on first use, once. */
async function englishWords() {
  const t = await translator("en", "dashboard");
  return { schema: loginSchemaFor(accountMessages(t)), toasts: dashboardToasts(t) };
}
let english: ReturnType<typeof englishWords> | undefined;

/**
 * POST /api/authenticate-creator `{email, password}`: 200 with the session cookie, or
 * 401 `{error: 'Authentication failed'}`. The same login as the dashboard's form.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return withJsonBody(
    request,
    async (body) => {
      english ??= englishWords();
      const { schema, toasts } = await english;
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        const { title, description } = toasts.loginMissing;
        return jsonError(400, title, { message: description });
      }
      const outcome = await signInCreator(parsed.data, { address: context.clientAddress });
      if (outcome.ok) {
        const { welcome } = toasts;
        return Response.json(
          { message: welcome.title, creator: { name: outcome.creator.name, city: outcome.creator.city } },
          { headers: { "Set-Cookie": outcome.cookie, "Cache-Control": "no-store" } },
        );
      }
      const { status, toast, headers } = refusal(outcome, toasts);
      return jsonError(status, toast.title, { message: toast.description }, { headers });
    },
    4096,
  );
}

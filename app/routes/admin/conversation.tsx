import { Link } from "react-router";
import { ServerToast } from "~/components/ui/toast";
import { ADMIN_TOASTS } from "~/domain/admin-toasts";
import { conversationAction } from "~/features/conversation/routes/admin-conversation.server";
import { adminAction } from "~/features/staff/routes/gate.server";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/conversation";

/**
 * /admin/bookings/<reference>/messages: where the workspace's conversation forms post (reply,
 * resolve a change request, mark as read). Done, it goes back to the workspace's thread; refused,
 * it answers 4xx with this page saying why (with JavaScript, the form shows the reason in place).
 */

export const handle = {
  admin: {
    title: "Conversation",
    description: "A booking's conversation with the traveller.",
    gate: "Enter the admin token to answer this traveller.",
  },
};

/**
 * Nothing to load: the thread lives in the workspace, which this page links. (Not a redirect:
 * a refused form renders this page after its action, and a redirect there would hide the 4xx.)
 */
export const loader = () => null;

export const action = adminAction(
  { refused: (check) => ADMIN_TOASTS.authFailed(check.status, check.message) },
  "booking.message",
  (form, { params }: Route.ActionArgs, viewer) => conversationAction(form, params.reference, viewer),
);

export default function ConversationRefused({ actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("workspace");
  const answer = actionData as { error?: string; toast?: unknown } | undefined;
  return (
    <main className="mx-auto grid w-full max-w-3xl content-start gap-4 px-4 py-10 sm:px-6">
      <ServerToast message={answer?.toast as never} />
      <h1 className="font-display text-3xl font-bold text-ink">
        {answer?.error ? t("conversation.notSent") : t("conversation.page")}
      </h1>
      {answer?.error && (
        <p role="alert" className="rounded-lg border border-danger bg-danger-soft p-3 text-danger">
          {answer.error}
        </p>
      )}
      <Link
        className="font-semibold text-brand-strong underline"
        to={`/admin/bookings/${params.reference}#conversation`}
      >
        {t("conversation.back")}
      </Link>
    </main>
  );
}

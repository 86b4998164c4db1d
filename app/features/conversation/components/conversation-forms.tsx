import { Form } from "react-router";
import { controlClasses } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { CONVERSATION_INTENTS } from "~/features/conversation/conversation-intents";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The team's conversation forms, one definition for every page that shows them (the booking's
 * workspace and the inbox): each posts to /admin/bookings/<reference>/messages, whose action
 * (routes/admin-conversation.server.ts) has one handler per intent. `idPrefix` keeps the fields'
 * ids unique when a page holds several bookings; `returnTo` (one of CONVERSATION_RETURNS) sends
 * the person back to that page once done instead of to the booking.
 */

type FormPlace = { reference: string; idPrefix: string; returnTo?: string };

const actionOf = (reference: string) => `/admin/bookings/${reference}/messages`;

function ReturnTo({ path }: { path?: string }) {
  return path ? <input type="hidden" name="returnTo" value={path} /> : null;
}

/** A reply to the traveller. */
export function ReplyForm({ reference, idPrefix, returnTo }: FormPlace) {
  const { t } = useTranslation("admin");
  const id = `${idPrefix}-reply`;
  return (
    <Form method="post" action={actionOf(reference)} className="grid gap-2">
      <input type="hidden" name="intent" value={CONVERSATION_INTENTS.reply} />
      <ReturnTo path={returnTo} />
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t("conversation.replyLabel")}
      </label>
      <textarea
        id={id}
        name="body"
        rows={3}
        maxLength={2000}
        aria-describedby={`${id}-hint`}
        className={`${controlClasses} h-auto py-2`}
      />
      <p id={`${id}-hint`} className="text-sm text-ink-soft">
        {t("conversation.replyHint")}
      </p>
      <Button type="submit" className="justify-self-start">
        {t("conversation.send")}
      </Button>
    </Form>
  );
}

/** Resolve one open change request, done or declined, with a reply that tells the traveller. */
export function ResolveForm({ reference, idPrefix, returnTo, requestId }: FormPlace & { requestId: number }) {
  const { t } = useTranslation("admin");
  const id = `${idPrefix}-resolve-${requestId}-body`;
  return (
    <Form method="post" action={actionOf(reference)} className="grid gap-2">
      <input type="hidden" name="intent" value={CONVERSATION_INTENTS.resolve} />
      <input type="hidden" name="requestId" value={requestId} />
      <ReturnTo path={returnTo} />
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t("conversation.replyLabel")}
      </label>
      <textarea id={id} name="body" rows={2} maxLength={2000} className={`${controlClasses} h-auto py-2`} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="outcome" value="done">
          {t("conversation.done")}
        </Button>
        <Button type="submit" name="outcome" value="declined" variant="outline">
          {t("conversation.decline")}
        </Button>
      </div>
    </Form>
  );
}

/** "Mark as read" without replying (a thank-you needs no answer). */
export function MarkReadForm({ reference, returnTo, unread }: Omit<FormPlace, "idPrefix"> & { unread: number }) {
  const { t } = useTranslation("admin");
  return (
    <Form method="post" action={actionOf(reference)}>
      <input type="hidden" name="intent" value={CONVERSATION_INTENTS.read} />
      <ReturnTo path={returnTo} />
      {/* A long label wraps on a narrow phone rather than pushing the page sideways. */}
      <Button
        type="submit"
        variant="outline"
        className="h-auto! min-h-11 max-w-full py-2 text-center whitespace-normal!"
      >
        {t("conversation.markRead", { count: unread })}
      </Button>
    </Form>
  );
}

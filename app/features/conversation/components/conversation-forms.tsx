import { Form } from "react-router";
import { controlClasses } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { CONVERSATION_INTENTS } from "~/features/conversation/conversation-intents";

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
  const id = `${idPrefix}-reply`;
  return (
    <Form method="post" action={actionOf(reference)} className="grid gap-2">
      <input type="hidden" name="intent" value={CONVERSATION_INTENTS.reply} />
      <ReturnTo path={returnTo} />
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Reply to the traveller
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
        Plain text, up to 2,000 characters. The traveller gets it by email in their language, with their trip link.
      </p>
      <Button type="submit" className="justify-self-start">
        Send reply
      </Button>
    </Form>
  );
}

/** Resolve one open change request, done or declined, with a reply that tells the traveller. */
export function ResolveForm({ reference, idPrefix, returnTo, requestId }: FormPlace & { requestId: number }) {
  const id = `${idPrefix}-resolve-${requestId}-body`;
  return (
    <Form method="post" action={actionOf(reference)} className="grid gap-2">
      <input type="hidden" name="intent" value={CONVERSATION_INTENTS.resolve} />
      <input type="hidden" name="requestId" value={requestId} />
      <ReturnTo path={returnTo} />
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Reply to the traveller
      </label>
      <textarea id={id} name="body" rows={2} maxLength={2000} className={`${controlClasses} h-auto py-2`} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="outcome" value="done">
          Done, reply
        </Button>
        <Button type="submit" name="outcome" value="declined" variant="outline">
          Decline, reply
        </Button>
      </div>
    </Form>
  );
}

/** "Mark as read" without replying (a thank-you needs no answer). */
export function MarkReadForm({ reference, returnTo, unread }: Omit<FormPlace, "idPrefix"> & { unread: number }) {
  return (
    <Form method="post" action={actionOf(reference)}>
      <input type="hidden" name="intent" value={CONVERSATION_INTENTS.read} />
      <ReturnTo path={returnTo} />
      <Button type="submit" variant="outline">
        Mark {unread} as read without replying
      </Button>
    </Form>
  );
}

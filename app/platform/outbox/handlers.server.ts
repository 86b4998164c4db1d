import { deliveredPayload, outgoingPayload } from "~/features/creators/set-password-links.server";
import { deliverInApp, shapeWebhook } from "./outbox.server";

/**
 * What each outbox record type needs beyond a plain webhook post, registered once at start-up
 * (server/boot.ts; tests/support/setup-outbox.ts for tests that drain the outbox in-process). This
 * module sits above the features it names and nothing in app/ imports it, so the outbox, which
 * every feature imports to queue a record, imports none of them.
 *
 * The two deliveries are imported when their first record is worked, not here: they bring in
 * the mail renderer and the PDF renderer, the heaviest modules of the app, which a process that
 * sends no mail (most test files) never needs, and a server loads only when it first sends.
 */
export function registerOutboxHandlers(): void {
  // Mail goes to the mail module (SMTP, or stored on the embedded default), never to a webhook.
  deliverInApp("mail", async (record) => {
    const { deliverMail } = await import("~/platform/mail/deliver-mail.server");
    const outcome = await deliverMail(record);
    if (!outcome.delivered) return { skipped: outcome.reason };
    return { payload: outcome.payload, keep: (tx) => outcome.keep(tx, record.id) };
  });
  // A team member's invitation or password reset: the same mail path, its link opened only here.
  deliverInApp("staff_mail", async (record) => {
    const { deliverStaffMail } = await import("~/features/staff/staff-mail.server");
    const outcome = await deliverStaffMail(record);
    if (!outcome.delivered) return { skipped: outcome.reason };
    return { payload: outcome.payload, keep: (tx) => outcome.keep(tx, record.id) };
  });
  // A conversation's messages announced to the other side, batched per 10 minutes.
  deliverInApp("conversation_mail", async (record) => {
    const { deliverConversationMail } = await import("~/features/conversation/conversation-mail.server");
    return deliverConversationMail(record);
  });
  deliverInApp("itinerary", async (record) => {
    const { renderItineraryRecord } = await import("~/features/itinerary/render-itinerary.server");
    return renderItineraryRecord(record);
  });
  // An approval is posted with its set-password link opened, and kept without it, not even sealed.
  shapeWebhook("creator_approved", {
    outgoing: (payload) => outgoingPayload("creator_approved", payload),
    delivered: (payload) => deliveredPayload("creator_approved", payload),
  });
}

import { Form } from "react-router";
import { StatusBadge } from "~/components/admin/status-badge";
import { controlClasses } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { shortDateTime } from "~/domain/admin-rows";
import { askedWith, INITIAL_STATUS } from "~/domain/booking-lifecycle";
import type { Workspace, WorkspaceActionData } from "~/domain/booking-workspace";
import { refundableCents } from "~/domain/cancellation-policy";
import { DECLINE_DEFAULT, DECLINE_MAX_LENGTH } from "~/domain/confirmed-requests";
import { formatEuros } from "~/domain/pricing";
import { STATUS_LABELS } from "~/domain/status-labels";
import { WorkspaceSection } from "./section";

const DEADLINE_LABELS = { contact: "Contact the traveller", itinerary: "Send the itinerary" } as const;

/** The lifecycle: where the booking is, the moves allowed from here, the due times and the history. */
export function WorkspaceStatus({ workspace, answer }: { workspace: Workspace; answer?: WorkspaceActionData }) {
  const { booking, moves, deadlines, history } = workspace;
  // Each move gets the form the lifecycle says asking for it takes (the itinerary's is in its own section).
  const plain = moves.filter((to) => askedWith(to) === "nothing");
  const markBooked = moves.some((to) => askedWith(to) === "every-table");
  const cancellable = moves.some((to) => askedWith(to) === "a-refund");
  return (
    <WorkspaceSection id="status" title="Status">
      <p className="flex flex-wrap items-center gap-2">
        Now: <StatusBadge status={booking.status} />
      </p>
      {(plain.length > 0 || markBooked) && (
        <div className="flex flex-wrap gap-2">
          {plain.map((to) => (
            <Form method="post" key={to}>
              <input type="hidden" name="intent" value="move" />
              <input type="hidden" name="to" value={to} />
              <Button type="submit" variant="outline" size="sm">
                Move to {STATUS_LABELS[to]}
              </Button>
            </Form>
          ))}
          {markBooked && (
            <Form method="post">
              <input type="hidden" name="intent" value="mark-booked" />
              <Button
                type="submit"
                size="sm"
                disabled={!workspace.everyMealReserved}
                aria-describedby="mark-booked-hint"
              >
                Mark as booked
              </Button>
              <p id="mark-booked-hint" className="mt-1 text-sm text-ink-soft">
                {workspace.everyMealReserved
                  ? "Every meal has its table."
                  : "Available once every meal has a reservation below."}
              </p>
            </Form>
          )}
        </div>
      )}
      {deadlines.length > 0 && (
        <ul className="grid gap-1">
          {deadlines.map((deadline) => (
            <li key={deadline.kind} className={deadline.overdue ? "font-semibold text-danger" : "text-ink"}>
              {DEADLINE_LABELS[deadline.kind]} by {shortDateTime(deadline.dueAt)} UTC:{" "}
              {deadline.metAt ? `done ${shortDateTime(deadline.metAt)} UTC` : deadline.overdue ? "Overdue" : "due"}
            </li>
          ))}
        </ul>
      )}
      {booking.status === INITIAL_STATUS && booking.paymentStatus === "not_required" && (
        <ConfirmRequest answer={answer} />
      )}
      {booking.paymentRequestedAt && booking.status === INITIAL_STATUS && (
        <p>Payment requested on {shortDateTime(booking.paymentRequestedAt)} UTC: waiting for the traveller to pay.</p>
      )}
      {cancellable && <CancelForm workspace={workspace} answer={answer} />}
      <h3 className="font-semibold text-ink">History</h3>
      <ol className="grid gap-1 text-sm">
        {history.map((event) => (
          <li key={event.id}>
            {shortDateTime(event.createdAt)} UTC · {event.fromStatus ? `${STATUS_LABELS[event.fromStatus]} → ` : ""}
            {STATUS_LABELS[event.toStatus]} · {event.by}
            {event.note ? ` · ${event.note}` : ""}
          </li>
        ))}
      </ol>
    </WorkspaceSection>
  );
}

/** A request from a destination without upfront payment: confirm it (the traveller is asked to pay) or decline it. */
function ConfirmRequest({ answer }: { answer?: WorkspaceActionData }) {
  const error = answer?.intent === "decline" ? answer.result?.error?.message?.[0] : undefined;
  const typed = answer?.intent === "decline" ? answer.result?.initialValue?.message : undefined;
  return (
    <div className="grid gap-3 rounded-xl border border-line p-4">
      <h3 className="font-semibold text-ink">This request is waiting for confirmation</h3>
      <Form method="post">
        <input type="hidden" name="intent" value="request-payment" />
        <Button type="submit" size="sm">
          Confirm availability and request payment
        </Button>
      </Form>
      <Form method="post" className="grid gap-2">
        <input type="hidden" name="intent" value="decline" />
        <label htmlFor="decline-message" className="text-sm font-semibold text-ink">
          Message to the traveller if you decline
        </label>
        <textarea
          id="decline-message"
          name="message"
          rows={3}
          maxLength={DECLINE_MAX_LENGTH}
          defaultValue={typeof typed === "string" ? typed : DECLINE_DEFAULT}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "decline-message-error" : undefined}
          className={`${controlClasses} h-auto py-2`}
        />
        <p id="decline-message-error" className="text-sm font-medium text-danger empty:hidden">
          {error}
        </p>
        <Button type="submit" variant="outline" size="sm" className="justify-self-start">
          Decline
        </Button>
      </Form>
    </div>
  );
}

/** Cancel with a full, partial or no refund; the first press asks for a confirmation. */
function CancelForm({ workspace, answer }: { workspace: Workspace; answer?: WorkspaceActionData }) {
  const { booking } = workspace;
  const paid = booking.paymentStatus === "succeeded" ? (booking.amountPaidCents ?? 0) : 0;
  const left = refundableCents(paid, workspace.refundedCents);
  const confirm = answer?.intent === "cancel" ? answer.confirmCancel : undefined;
  const amountError = answer?.intent === "cancel" ? answer.result?.error?.amount?.[0] : undefined;
  const noteError = answer?.intent === "cancel" ? answer.result?.error?.note?.[0] : undefined;
  const typedNote = answer?.intent === "cancel" ? answer.result?.initialValue?.note : undefined;
  return (
    <Form method="post" className="grid gap-3 rounded-xl border border-line p-4">
      <input type="hidden" name="intent" value="cancel" />
      <fieldset className="grid gap-2">
        <legend className="font-semibold text-ink">Cancel the booking</legend>
        {(["full", "partial", "none"] as const).map((choice) => (
          <label key={choice} className="flex items-center gap-2">
            <input
              type="radio"
              name="refund"
              value={choice}
              defaultChecked={(confirm?.refund ?? (left > 0 ? "full" : "none")) === choice}
            />
            {choice === "full"
              ? `Full refund (${formatEuros(left)})`
              : choice === "partial"
                ? "Partial refund"
                : "No refund"}
          </label>
        ))}
      </fieldset>
      <label htmlFor="cancel-amount" className="text-sm font-semibold text-ink">
        Partial refund, in euros (up to {formatEuros(left)})
      </label>
      <input
        id="cancel-amount"
        name="amount"
        inputMode="decimal"
        defaultValue={confirm?.amount ?? ""}
        aria-invalid={amountError ? true : undefined}
        aria-describedby={amountError ? "cancel-amount-error" : undefined}
        className={controlClasses}
      />
      <p id="cancel-amount-error" className="text-sm font-medium text-danger empty:hidden">
        {amountError}
      </p>
      <label htmlFor="cancel-note" className="text-sm font-semibold text-ink">
        Reason, for the history (optional)
      </label>
      <input
        id="cancel-note"
        name="note"
        defaultValue={confirm?.note ?? (typeof typedNote === "string" ? typedNote : "")}
        aria-invalid={noteError ? true : undefined}
        aria-describedby={noteError ? "cancel-note-error" : undefined}
        className={controlClasses}
      />
      <p id="cancel-note-error" className="text-sm font-medium text-danger empty:hidden">
        {noteError}
      </p>
      {confirm ? (
        <div className="grid gap-2" role="alert">
          <p className="font-semibold text-danger">
            Cancel this booking and email the traveller? This cannot be undone.
          </p>
          <input type="hidden" name="confirm" value="yes" />
          <Button type="submit" variant="destructive" size="sm" className="justify-self-start">
            Yes, cancel the booking
          </Button>
        </div>
      ) : (
        <Button type="submit" variant="outline" size="sm" className="justify-self-start">
          Cancel booking…
        </Button>
      )}
    </Form>
  );
}

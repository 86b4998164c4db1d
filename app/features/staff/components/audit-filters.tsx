import { Form } from "react-router";
import { controlClasses, Field } from "~/components/forms";
import { Button, buttonClasses } from "~/components/ui/button";
import { AUDIT_ACTION_CHOICES, type AuditQuery } from "~/features/staff/audit-view";

/**
 * The audit log's filters: a plain GET form (the filters are in the address, so a filtered
 * view can be bookmarked and works without JavaScript). A booking field that names no booking
 * gets its error under it, and is focused when the page loads.
 */
export function AuditFilters({
  query,
  people,
}: {
  query: AuditQuery;
  people: { id: number; name: string; role: string }[];
}) {
  const booking = {
    id: "audit-booking",
    errorId: "audit-booking-error",
    errors: query.bookingError ? [query.bookingError] : undefined,
  };
  return (
    <Form method="get" className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Filter the audit log">
      <Field meta={{ id: "audit-person", errorId: "audit-person-error" }} label="Person" optional>
        <select id="audit-person" name="person" defaultValue={query.raw.person} className={controlClasses}>
          <option value="">Anyone</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name} ({person.role})
            </option>
          ))}
        </select>
      </Field>
      <Field meta={{ id: "audit-action", errorId: "audit-action-error" }} label="Action" optional>
        <select id="audit-action" name="action" defaultValue={query.raw.action} className={controlClasses}>
          <option value="">Any action</option>
          {AUDIT_ACTION_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </Field>
      <Field meta={booking} label="Booking number" optional>
        <input
          id={booking.id}
          name="booking"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={query.raw.booking}
          aria-invalid={booking.errors ? true : undefined}
          aria-describedby={booking.errors ? booking.errorId : undefined}
          // biome-ignore lint/a11y/noAutofocus: set only when the typed booking number was refused
          autoFocus={booking.errors !== undefined}
          className={controlClasses}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Filter</Button>
        <a href="/admin/audit" className={buttonClasses({ variant: "outline" })}>
          Clear
        </a>
      </div>
    </Form>
  );
}

import { Form } from "react-router";
import { controlClasses, Field } from "~/components/forms";
import { Button, buttonClasses } from "~/components/ui/button";
import { type AuditQuery, auditActionChoices } from "~/features/staff/audit-view";
import { useTranslation } from "~/i18n/use-translation";

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
  const { t } = useTranslation("admin");
  const booking = {
    id: "audit-booking",
    errorId: "audit-booking-error",
    errors: query.bookingError ? [t("audit.bookingError")] : undefined,
  };
  return (
    <Form
      method="get"
      className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-4"
      aria-label={t("audit.filtersLabel")}
    >
      <Field meta={{ id: "audit-person", errorId: "audit-person-error" }} label={t("audit.person")} optional>
        <select id="audit-person" name="person" defaultValue={query.raw.person} className={controlClasses}>
          <option value="">{t("audit.anyone")}</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name} ({t(`shell.roles.${person.role as "owner" | "concierge"}`).toLocaleLowerCase()})
            </option>
          ))}
        </select>
      </Field>
      <Field meta={{ id: "audit-action", errorId: "audit-action-error" }} label={t("audit.action")} optional>
        <select id="audit-action" name="action" defaultValue={query.raw.action} className={controlClasses}>
          <option value="">{t("audit.anyAction")}</option>
          {auditActionChoices(t).map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </Field>
      <Field meta={booking} label={t("audit.booking")} optional>
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
        <Button type="submit">{t("audit.filter")}</Button>
        <a href="/admin/audit" className={buttonClasses({ variant: "outline" })}>
          {t("audit.clear")}
        </a>
      </div>
    </Form>
  );
}

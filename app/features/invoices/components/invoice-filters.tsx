import { Form } from "react-router";
import { controlClasses, Field, hintIdOf } from "~/components/forms";
import { Button, buttonClasses } from "~/components/ui/button";
import {
  INVOICE_TYPE_LABELS,
  type LedgerQuery,
  RECORD_STATUS_LABELS,
  RECORD_STATUSES,
} from "~/features/invoices/invoice-ledger";
import { INVOICE_TYPES } from "~/features/invoices/invoices";

/**
 * The invoice ledger's filters: a plain GET form (the filters are in the address, so a view can
 * be bookmarked and works without JavaScript). A refused value gets its error under its field.
 */
export function InvoiceFilters({ query }: { query: LedgerQuery }) {
  const meta = (name: "quarter" | "type" | "status") => ({
    id: `invoices-${name}`,
    errorId: `invoices-${name}-error`,
    errors: query.errors[name] ? [query.errors[name]] : undefined,
  });
  const invalid = (name: "quarter" | "type" | "status") =>
    query.errors[name] ? { "aria-invalid": true, "aria-describedby": `invoices-${name}-error` } : {};
  return (
    <Form method="get" className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Filter the invoices">
      <Field meta={meta("quarter")} label="Quarter" hint="For example 2027-Q1 (dates of issue in Madrid)" optional>
        <input
          id="invoices-quarter"
          name="quarter"
          autoComplete="off"
          defaultValue={query.raw.quarter}
          className={controlClasses}
          {...invalid("quarter")}
          aria-describedby={[hintIdOf({ id: "invoices-quarter" }), query.errors.quarter && "invoices-quarter-error"]
            .filter(Boolean)
            .join(" ")}
        />
      </Field>
      <Field meta={meta("type")} label="Type" optional>
        <select
          id="invoices-type"
          name="type"
          defaultValue={query.raw.type}
          className={controlClasses}
          {...invalid("type")}
        >
          <option value="">Any type</option>
          {INVOICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {INVOICE_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </Field>
      <Field meta={meta("status")} label="Record status" optional>
        <select
          id="invoices-status"
          name="status"
          defaultValue={query.raw.status}
          className={controlClasses}
          {...invalid("status")}
        >
          <option value="">Any status</option>
          {RECORD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {RECORD_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Filter</Button>
        <a href="/admin/invoices" className={buttonClasses({ variant: "outline" })}>
          Clear
        </a>
      </div>
    </Form>
  );
}

import { Form } from "react-router";
import { controlClasses, Field, hintIdOf } from "~/components/forms";
import { Button, buttonClasses } from "~/components/ui/button";
import { type LedgerQuery, RECORD_STATUSES } from "~/features/invoices/invoice-ledger";
import { INVOICE_TYPES } from "~/features/invoices/invoices";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The invoice ledger's filters: a plain GET form (the filters are in the address, so a view can
 * be bookmarked and works without JavaScript), in the viewer's language. A refused value gets its
 * error under its field.
 */
export function InvoiceFilters({ query }: { query: LedgerQuery }) {
  const { t } = useTranslation("money");
  const meta = (name: "quarter" | "type" | "status") => ({
    id: `invoices-${name}`,
    errorId: `invoices-${name}-error`,
    errors: query.errors[name] ? [query.errors[name]] : undefined,
  });
  const invalid = (name: "quarter" | "type" | "status") =>
    query.errors[name] ? { "aria-invalid": true, "aria-describedby": `invoices-${name}-error` } : {};
  return (
    <Form
      method="get"
      className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-4"
      aria-label={t("invoices.filters.label")}
    >
      <Field
        meta={meta("quarter")}
        label={t("invoices.filters.quarter")}
        hint={t("invoices.filters.quarterHint")}
        optional
      >
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
      <Field meta={meta("type")} label={t("invoices.filters.type")} optional>
        <select
          id="invoices-type"
          name="type"
          defaultValue={query.raw.type}
          className={controlClasses}
          {...invalid("type")}
        >
          <option value="">{t("invoices.filters.anyType")}</option>
          {INVOICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`invoices.types.${type}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field meta={meta("status")} label={t("invoices.filters.status")} optional>
        <select
          id="invoices-status"
          name="status"
          defaultValue={query.raw.status}
          className={controlClasses}
          {...invalid("status")}
        >
          <option value="">{t("invoices.filters.anyStatus")}</option>
          {RECORD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`invoices.statuses.${status}`)}
            </option>
          ))}
        </select>
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{t("invoices.filters.filter")}</Button>
        <a href="/admin/invoices" className={buttonClasses({ variant: "outline" })}>
          {t("invoices.filters.clear")}
        </a>
      </div>
    </Form>
  );
}

import { Form } from "react-router";
import { controlClasses, Field } from "~/components/forms";
import { Button } from "~/components/ui/button";
import type { PeriodField, TaxReportQuery } from "~/features/tax-reports/tax-reports";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The tax page's two period choices, plain GET forms (the period is in the address, so a view
 * can be bookmarked and works without JavaScript). Each carries the other's period along, so
 * choosing one keeps the other. A refused value gets its error under its field. The words are
 * the viewer's ("money"), the values the address's.
 */

function fieldProps(query: TaxReportQuery, name: PeriodField) {
  const id = `tax-${name}`;
  const error = query.errors[name];
  return {
    meta: { id, errorId: `${id}-error`, errors: error ? [error] : undefined },
    control: {
      id,
      name,
      defaultValue: query.raw[name] || defaultOf(query, name),
      className: controlClasses,
      ...(error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {}),
    },
  };
}

function defaultOf(query: TaxReportQuery, name: PeriodField): string {
  if (name === "year") return String(query.quarter.year);
  if (name === "quarter") return String(query.quarter.quarter);
  return String(query.dac7Year);
}

export function QuarterForm({ query }: { query: TaxReportQuery }) {
  const { t } = useTranslation("money");
  const year = fieldProps(query, "year");
  const quarter = fieldProps(query, "quarter");
  return (
    <Form method="get" className="flex flex-wrap items-end gap-4" aria-label={t("taxReports.quarter.form")}>
      <input type="hidden" name="dac7" value={query.raw.dac7 || String(query.dac7Year)} />
      <Field meta={year.meta} label={t("taxReports.quarter.year")}>
        <input {...year.control} inputMode="numeric" autoComplete="off" className={`${controlClasses} w-28`} />
      </Field>
      <Field meta={quarter.meta} label={t("taxReports.quarter.quarter")}>
        <select {...quarter.control}>
          {[1, 2, 3, 4].map((q) => (
            <option key={q} value={q}>
              {t("taxReports.quarter.option", { quarter: q })}
            </option>
          ))}
          {/* A refused value stays visible as it was asked, beside its error. */}
          {query.errors.quarter && <option value={query.raw.quarter}>{query.raw.quarter}</option>}
        </select>
      </Field>
      <Button type="submit">{t("taxReports.quarter.show")}</Button>
    </Form>
  );
}

export function Dac7Form({ query }: { query: TaxReportQuery }) {
  const { t } = useTranslation("money");
  const year = fieldProps(query, "dac7");
  return (
    <Form method="get" className="flex flex-wrap items-end gap-4" aria-label={t("taxReports.dac7.form")}>
      <input type="hidden" name="year" value={query.raw.year || String(query.quarter.year)} />
      <input type="hidden" name="quarter" value={query.raw.quarter || String(query.quarter.quarter)} />
      <Field meta={year.meta} label={t("taxReports.dac7.year")}>
        <input {...year.control} inputMode="numeric" autoComplete="off" className={`${controlClasses} w-28`} />
      </Field>
      <Button type="submit">{t("taxReports.dac7.show")}</Button>
    </Form>
  );
}

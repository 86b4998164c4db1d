import { Form, Link, useNavigation } from "react-router";
import { controlClasses } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { RESTAURANT_CSV_COLUMNS } from "~/features/restaurants/restaurant-csv";
import { RESTAURANT_INTENTS } from "~/features/restaurants/restaurants-intents";
import { useTranslation } from "~/i18n/use-translation";

type Answer = { csv: string; errors: string[]; duplicates: string[]; added?: number } | undefined;

/**
 * The import: the spreadsheet saved as CSV and pasted in (a plain form, no upload or script
 * needed). Refused lines are listed by number under the field, tied to it; nothing is stored
 * then. Places already listed are reported after an import that stored the rest.
 */
export function ImportForm({ answer }: { answer: Answer }) {
  const { t } = useTranslation("workspace");
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const errors = answer?.errors ?? [];
  return (
    <main className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-1 content-start gap-6 px-4 py-10 sm:px-6">
      <div className="grid gap-2">
        <p>
          <Link to="/admin/restaurants" className="font-medium text-brand-strong underline underline-offset-4">
            {t("import.back")}
          </Link>
        </p>
        <h1 className="font-display text-3xl font-bold text-ink">{t("import.title")}</h1>
        <p className="text-ink-soft">
          {t("import.intro", { columns: RESTAURANT_CSV_COLUMNS.map((column) => column.header).join(", ") })}
        </p>
      </div>
      {answer && answer.duplicates.length > 0 && (
        <section
          aria-labelledby="duplicates-title"
          className="grid gap-2 rounded-lg border border-warning bg-warning-soft p-4"
          role="status"
        >
          <h2 id="duplicates-title" className="font-semibold text-ink">
            {t("import.added", { count: answer.added ?? 0 })}
          </h2>
          <ul className="grid list-disc gap-1 pl-5">
            {answer.duplicates.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      <Form method="post" className="grid gap-4" aria-labelledby="import-title">
        <input type="hidden" name="intent" value={RESTAURANT_INTENTS.import} />
        <h2 id="import-title" className="sr-only">
          {t("import.sheet")}
        </h2>
        <div className="grid gap-1.5">
          <label htmlFor="import-csv" className="text-sm font-semibold text-ink">
            {t("import.csv")}
          </label>
          <textarea
            id="import-csv"
            name="csv"
            rows={12}
            defaultValue={answer?.csv ?? ""}
            aria-required
            aria-invalid={errors.length > 0 ? true : undefined}
            aria-describedby={errors.length > 0 ? "import-csv-error" : undefined}
            // biome-ignore lint/a11y/noAutofocus: set only when the import was refused, to read its errors
            autoFocus={errors.length > 0}
            className={`${controlClasses} h-auto py-2 font-mono text-sm`}
          />
          {errors.length > 0 && (
            <div id="import-csv-error" className="grid gap-1 text-sm font-medium text-danger">
              <p>{t("import.nothing")}</p>
              <ul className="grid list-disc gap-1 pl-5">
                {errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <div>
          <Button type="submit" disabled={sending}>
            {sending ? t("import.importing") : t("import.import")}
          </Button>
        </div>
      </Form>
    </main>
  );
}

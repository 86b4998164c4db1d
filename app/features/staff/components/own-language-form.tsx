import { Form } from "react-router";
import { controlClasses, Field } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { SESSIONS_INTENTS } from "~/features/staff/sessions-intents";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

/**
 * "Your language": the signed-in person's own choice of the language their admin screens and
 * their emails speak, each language named in itself. A plain POST, so it works without
 * JavaScript; a refusal is shown under the field it is about.
 */
export function OwnLanguageForm({ language, error }: { language: Language; error?: string }) {
  const { t } = useTranslation("admin");
  const field = { id: "own-language", errorId: "own-language-error", errors: error ? [error] : undefined };
  return (
    <section aria-labelledby="own-language-title" className="grid gap-3">
      <h2 id="own-language-title" className="font-display text-2xl font-bold text-ink">
        {t("account.title")}
      </h2>
      <p className="text-ink-soft">{t("account.intro")}</p>
      {/* The key restarts the form after a save, so the list shows what is stored. */}
      {/* A whole page load: the next page comes with the new language's words and catalogues. */}
      <Form key={language} method="post" reloadDocument className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value={SESSIONS_INTENTS.language} />
        <div className="w-full max-w-xs">
          <Field meta={field} label={t("account.field")}>
            <select
              id={field.id}
              name="language"
              defaultValue={language}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? field.errorId : undefined}
              className={controlClasses}
            >
              {LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Button type="submit">{t("account.save")}</Button>
      </Form>
    </section>
  );
}

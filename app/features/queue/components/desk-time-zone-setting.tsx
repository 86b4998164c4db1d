import { getFormProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { controlClasses, Field, hintIdOf, useValidatedForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { DESK_TIME_ZONES } from "~/domain/desk-time";
import { ADMIN_INTENTS } from "~/features/admin-dashboard/admin-intents";
import { deskTimeZoneSchemaFor, deskZoneMessages } from "~/features/queue/desk-time-zone-form";
import { perLanguage } from "~/i18n/per-language";
import { useTranslation } from "~/i18n/use-translation";

/** The form's schema, its messages in the reader's language; made once per language (perLanguage). */
const schemaIn = (t: Parameters<typeof deskZoneMessages>[0]) => deskTimeZoneSchemaFor(deskZoneMessages(t));

/**
 * The owners' "Desk time zone": the zone every admin page gives the team's own times in (a
 * trip's meals keep their city's). A plain select and a save button, so it works without
 * JavaScript; a refused zone comes back with its error under the field.
 */
export function DeskTimeZoneSetting({
  zone,
  lastResult,
}: {
  zone: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("admin");
  const schema = perLanguage(schemaIn, t);
  const { form, fields, focus } = useValidatedForm({
    id: "desk-time-zone",
    schema,
    lastResult,
    defaultValue: { timeZone: zone },
  });
  const meta = fields.timeZone;
  return (
    // The key restarts the form after a save, so the select shows what is stored.
    <Form
      key={zone}
      method="post"
      {...getFormProps(form)}
      noValidate
      className="flex flex-wrap items-end gap-3 rounded-xl border border-line p-3"
    >
      <input type="hidden" name="intent" value={ADMIN_INTENTS.deskTimeZone} />
      <div className="min-w-0 flex-1 basis-60">
        <Field meta={meta} label={t("deskZone.label")} hint={t("deskZone.hint")}>
          <select
            {...getSelectProps(meta, { ariaDescribedBy: hintIdOf(meta) })}
            aria-required
            // biome-ignore lint/a11y/noAutofocus: set only when a refused zone comes back without JavaScript
            autoFocus={focus === "timeZone"}
            className={controlClasses}
          >
            {DESK_TIME_ZONES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Button type="submit" variant="outline" size="sm">
        {t("deskZone.save")}
      </Button>
    </Form>
  );
}

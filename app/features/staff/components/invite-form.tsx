import { getFormProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { controlClasses, Field, TextField, useValidatedForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { STAFF_ROLES } from "~/domain/staff-roles";
import { EmailLanguageField } from "~/features/staff/components/email-language-field";
import { inviteMessages, inviteSchemaFor, TEAM_INTENTS } from "~/features/staff/team-forms";
import { perLanguage } from "~/i18n/per-language";
import { useTranslation } from "~/i18n/use-translation";

/** The form's schema, its messages in the reader's language; made once per language (perLanguage). */
const schemaIn = (t: Parameters<typeof inviteMessages>[0]) => inviteSchemaFor(inviteMessages(t));

/**
 * An owner invites someone: their name, email, role and the language of their emails. The
 * server answers a refused form with the errors under each field and, without JavaScript,
 * the first invalid field focused (conform focuses it with JavaScript).
 */
export function InviteForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const schema = perLanguage(schemaIn, t);
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === TEAM_INTENTS.invite;
  const { form, fields, focus } = useValidatedForm({
    id: "invite",
    schema,
    lastResult,
    defaultValue: { role: "concierge", language: "en" },
  });
  const auto = (name: string) => (focus === name ? { autoFocus: true } : {});
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="grid gap-4" aria-labelledby="invite-title">
      <input type="hidden" name="intent" value={TEAM_INTENTS.invite} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.name} label={t("team.name")} autoComplete="off" {...auto("name")} />
        <TextField meta={fields.email} label={t("team.email")} type="email" autoComplete="off" {...auto("email")} />
        <Field meta={fields.role} label={t("team.role")}>
          <select {...getSelectProps(fields.role)} aria-required className={controlClasses} {...auto("role")}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`shell.roles.${role}`)}
              </option>
            ))}
          </select>
        </Field>
        <EmailLanguageField meta={fields.language} label={t("team.language")} autoFocus={focus === "language"} />
      </div>
      <div>
        <Button type="submit" disabled={sending}>
          {sending ? t("team.sending") : t("team.send")}
        </Button>
      </div>
    </Form>
  );
}

import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { TextField, useValidatedForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { lostLinkSchemaFor } from "~/features/trip/lost-link-schema";
import { languageOf, pathInLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

/** "Lost your link?": the booking's email and a reference; it posts to /trip in the page's language. */
export function LostLinkForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const { t, i18n } = useTranslation("trip");
  const action = pathInLanguage("/trip", languageOf(i18n));
  const schema = useMemo(
    () => lostLinkSchemaFor({ email: t("lostLink.messages.email"), reference: t("lostLink.messages.reference") }),
    [t],
  );
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === action;
  const { form, fields, focus } = useValidatedForm({ id: "lost-link", schema, lastResult });
  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      noValidate
      className="grid grid-cols-1 gap-5 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <TextField
        meta={fields.email}
        label={t("lostLink.email")}
        type="email"
        autoComplete="email"
        autoFocus={focus === "email"}
      />
      <TextField
        meta={fields.reference}
        label={t("lostLink.reference")}
        hint={t("lostLink.referenceHint")}
        autoComplete="off"
        autoFocus={focus === "reference"}
      />
      <Button type="submit" disabled={sending}>
        {sending ? t("lostLink.sending") : t("lostLink.submit")}
      </Button>
    </Form>
  );
}

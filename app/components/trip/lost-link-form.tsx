import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { TextField, useValidatedForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { lostLinkSchema } from "~/domain/lost-link-schema";

/** "Lost your link?": the booking's email and a reference; it always posts to /trip. */
export function LostLinkForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/trip";
  const { form, fields, focus } = useValidatedForm({ id: "lost-link", schema: lostLinkSchema, lastResult });
  return (
    <Form
      method="post"
      action="/trip"
      {...getFormProps(form)}
      noValidate
      className="grid grid-cols-1 gap-5 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <TextField meta={fields.email} label="Email" type="email" autoComplete="email" autoFocus={focus === "email"} />
      <TextField
        meta={fields.reference}
        label="Booking reference"
        hint="Ours (16 letters and digits, from your trip page or emails) or the 8-character reference shown after payment."
        autoComplete="off"
        autoFocus={focus === "reference"}
      />
      <Button type="submit" disabled={sending}>
        {sending ? "Sending..." : "Email me my trip link"}
      </Button>
    </Form>
  );
}

import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { TextField, toastWhenInvalid, useValidatedForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { ServerToast } from "~/components/ui/toast";
import { adminTokenSchema } from "~/domain/admin-forms";
import { ADMIN_TOASTS } from "~/domain/admin-toasts";
import type { ToastMessage } from "~/domain/toast";

/** What the gate's action answered: the refusal's toast and the field error. */
export type GateAnswer = { toast?: ToastMessage | null; result?: SubmissionResult<string[]> };

/**
 * 'Admin Access': the token form every admin page shows until an admin session exists. It
 * posts to `action`, the page's own URL, whose action answers it.
 */
export function TokenGate({ answer, purpose, action }: { answer?: GateAnswer; purpose: string; action: string }) {
  const navigation = useNavigation();
  const { form, fields } = useValidatedForm({ id: "admin-gate", schema: adminTokenSchema, lastResult: answer?.result });
  return (
    <>
      <ServerToast message={answer?.toast} />
      <main className="mx-auto grid w-full max-w-md flex-1 content-start gap-6 px-4 py-16">
        <div className="grid gap-2">
          <h1 className="font-display text-3xl font-bold text-ink">Admin Access</h1>
          <p className="text-ink-soft">{purpose}</p>
        </div>
        <Form
          method="post"
          action={action}
          {...getFormProps(form)}
          noValidate
          onSubmit={toastWhenInvalid(form.onSubmit, () => ADMIN_TOASTS.emptyToken)}
          className="grid gap-4 rounded-2xl border border-line bg-surface p-6 shadow-sm"
        >
          <input type="hidden" name="intent" value="unlock" />
          {/* A new key with every refused attempt clears the typed token (with JavaScript too). */}
          <TextField
            key={answer?.toast?.id}
            meta={fields.token}
            label="Admin token"
            type="password"
            autoComplete="off"
            autoFocus
          />
          <Button type="submit" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? "Checking..." : "Unlock"}
          </Button>
        </Form>
      </main>
    </>
  );
}

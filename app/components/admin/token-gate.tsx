import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { TextField, toastWhenInvalid, useValidatedForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { ServerToast } from "~/components/ui/toast";
import { ADMIN_TOASTS, adminTokenSchema } from "~/domain/admin";
import type { ToastMessage } from "~/domain/toast";

/** What the gate's action answered: the refusal's toast and the field error. */
export type GateAnswer = { toast?: ToastMessage | null; result?: SubmissionResult<string[]> };

/** 'Admin Access': the token form both admin pages show until an admin session exists. */
export function TokenGate({ answer, purpose }: { answer?: GateAnswer; purpose: string }) {
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

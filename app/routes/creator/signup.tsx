import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import { TextField, toastWhenInvalid, useValidatedForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { ServerToast } from "~/components/ui/toast";
import { CITIES } from "~/domain/cities";
import {
  creatorApplicationSchema,
  HONEYPOT_FIELD,
  isHoneypotFilled,
  lacksRequiredFields,
  referrerField,
} from "~/domain/creator-schema";
import { CREATOR_TOASTS } from "~/domain/creator-toasts";
import { toastMessage } from "~/domain/toast";
import { readForm } from "~/http/form-body.server";
import { applicationKey, publicWrites, tooManyRequestsForm, writeAllowance } from "~/http/request-limits.server";
import { requestMeta } from "~/http/request-meta.server";
import { redirectWithToast } from "~/http/toast.server";
import { applyAsCreator } from "~/services/creators/apply-as-creator.server";
import { passAnswerHeaders } from "~/utils/answer-headers";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = () => [
  { title: "Join as a Creator · Sobremesa" },
  { name: "description", content: "Apply to curate restaurant picks for travellers in your city." },
];

export const handle = {
  nav: () => [{ to: "/creators", label: "For Creators" }],
};

export const headers = passAnswerHeaders;

/** Where the applicant came from, carried through the form to the application's automation record. */
export function loader({ request }: Route.LoaderArgs) {
  return data({ referrer: request.headers.get("referer") ?? "" }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: creatorApplicationSchema });
  const allowance = writeAllowance(publicWrites, applicationKey(context.clientAddress));
  const outcome = applyAsCreator({
    honeypotFilled: isHoneypotFilled(form.get(HONEYPOT_FIELD)),
    application: submission.status === "success" ? submission.value : undefined,
    meta: requestMeta(request, "sobremesa-web", referrerField(form.get("referrer"))),
    allowance,
  });
  switch (outcome.kind) {
    case "submitted":
      return redirectWithToast("/creator-signup", CREATOR_TOASTS.applicationSubmitted);
    case "invalid": {
      const toast = lacksRequiredFields(submission.payload) ? toastMessage(CREATOR_TOASTS.applicationMissing) : null;
      return data({ result: submission.reply(), toast }, { status: 400 });
    }
    case "limited":
      return tooManyRequestsForm(allowance.retryAfterSeconds, { result: submission.reply() });
    case "unavailable":
      return data(
        { result: submission.reply(), toast: toastMessage(CREATOR_TOASTS.applicationFailed) },
        { status: 503 },
      );
  }
}

const LOOK_FOR = [
  "An active social presence where you share food",
  "Genuine passion for your city's restaurants and bars",
  "Local knowledge: the places locals actually go",
  "An engaged audience of any size",
];

export default function CreatorSignup({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const { form, fields, focus } = useValidatedForm({
    id: "creator-application",
    schema: creatorApplicationSchema,
    lastResult: actionData?.result,
  });

  return (
    <main className="mx-auto grid w-full max-w-5xl flex-1 grid-cols-1 gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[3fr_2fr] lg:py-16">
      <ServerToast message={actionData?.toast} />
      <section aria-labelledby="signup-title" className="grid min-w-0 grid-cols-1 content-start gap-6">
        <div className="grid gap-2">
          <h1 id="signup-title" className="font-display text-4xl font-bold text-ink">
            Join as a Creator
          </h1>
          <p className="text-ink-soft">
            Share the places you love with travellers visiting your city. Tell us who you are and where we can see your
            food content.
          </p>
        </div>
        <Form
          method="post"
          {...getFormProps(form)}
          noValidate
          onSubmit={toastWhenInvalid(form.onSubmit, (values) =>
            lacksRequiredFields(values) ? CREATOR_TOASTS.applicationMissing : null,
          )}
          className="relative grid grid-cols-1 gap-5 rounded-2xl border border-line bg-surface p-6 shadow-sm"
        >
          <TextField meta={fields.name} label="Full name" autoComplete="name" autoFocus={focus === "name"} />
          <TextField
            meta={fields.email}
            label="Email"
            type="email"
            autoComplete="email"
            autoFocus={focus === "email"}
          />
          <TextField
            meta={fields.city}
            label="City"
            list="creator-city-suggestions"
            autoComplete="address-level2"
            autoFocus={focus === "city"}
            hint="The city you know best: pick one of ours or type any other."
          />
          <datalist id="creator-city-suggestions">
            {CITIES.map((city) => (
              <option key={city.value} value={city.name} />
            ))}
          </datalist>
          <TextField
            meta={fields.instagram}
            label="Instagram profile"
            placeholder="@yourhandle or instagram.com/yourhandle"
            autoComplete="off"
            autoFocus={focus === "instagram"}
          />
          <TextField
            meta={fields.tiktok}
            label="TikTok profile"
            optional
            placeholder="@yourhandle or tiktok.com/@yourhandle"
            autoComplete="off"
            autoFocus={focus === "tiktok"}
          />
          <input type="hidden" name="referrer" value={loaderData.referrer} />
          {/* Hidden from people and assistive technology; only bots fill it in. */}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor={HONEYPOT_FIELD}>Website</label>
            <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
          </div>
          <Button type="submit" size="lg" disabled={submitting}>
            {submitting ? "Submitting..." : "Submit Application"}
          </Button>
        </Form>
      </section>
      <aside aria-labelledby="look-for-title" className="grid content-start gap-6">
        <section className="grid gap-3 rounded-2xl bg-brand-soft p-6">
          <h2 id="look-for-title" className="font-display text-2xl font-bold text-ink">
            What we look for
          </h2>
          <ul className="grid list-disc gap-2 pl-5 text-ink">
            {LOOK_FOR.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="next-title" className="grid gap-2 rounded-2xl border border-line bg-surface p-6">
          <h2 id="next-title" className="text-lg font-semibold text-ink">
            What happens next
          </h2>
          <p className="text-ink-soft">
            We review every application within 2–3 business days and send the next steps by email.
          </p>
        </section>
      </aside>
    </main>
  );
}

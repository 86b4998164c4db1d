import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { TextField, toastWhenInvalid, useValidatedForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { ServerToast } from "~/components/ui/toast";
import { CITIES } from "~/domain/cities";
import { creatorApplicationSchemaFor, HONEYPOT_FIELD, lacksRequiredFields } from "~/features/creators/creator-schema";
import { creatorMessages, creatorToasts } from "~/features/creators/creator-text";
import { signupAction, signupLoader } from "~/features/creators/routes/signup.server";
import { perLanguage } from "~/i18n/per-language";
import { useTranslation } from "~/i18n/use-translation";
import { passAnswerHeaders } from "~/utils/answer-headers";
import type { RouteHandle } from "~/utils/route-handle";
import type { Route } from "./+types/signup";

/** The form's schema, its messages in the reader's language; made once per language (perLanguage). */
const schemaIn = (t: Parameters<typeof creatorMessages>[0]) => creatorApplicationSchemaFor(creatorMessages(t));

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.meta.title },
  { name: "description", content: data?.meta.description },
];

export const handle = {
  localized: true,
  nav: () => [{ to: "/creators", label: "For Creators", labelKey: "nav.forCreators" as const, translated: true }],
} satisfies RouteHandle;

export const headers = passAnswerHeaders;

export const loader = (args: Route.LoaderArgs) => signupLoader(args);

export const action = (args: Route.ActionArgs) => signupAction(args);

export default function CreatorSignup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("creator");
  const sent = useSentCount(actionData);
  return (
    <main className="mx-auto grid w-full max-w-5xl flex-1 grid-cols-1 gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[3fr_2fr] lg:py-16">
      <ServerToast message={actionData?.toast} />
      <section aria-labelledby="signup-title" className="grid min-w-0 grid-cols-1 content-start gap-6">
        <div className="grid gap-2">
          <h1 id="signup-title" className="font-display text-4xl font-bold text-ink">
            {t("title")}
          </h1>
          <p className="text-ink-soft">{t("intro")}</p>
        </div>
        {/* A sent application starts the form again empty: its values invite a duplicate. */}
        <ApplicationForm key={sent} referrer={loaderData.referrer} lastResult={actionData?.result} />
      </section>
      <aside aria-labelledby="look-for-title" className="grid content-start gap-6">
        <section className="grid gap-3 rounded-2xl bg-brand-soft p-6">
          <h2 id="look-for-title" className="font-display text-2xl font-bold text-ink">
            {t("lookFor.title")}
          </h2>
          <ul className="grid list-disc gap-2 pl-5 text-ink">
            {(t("lookFor.items", { returnObjects: true }) as readonly string[]).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="next-title" className="grid gap-2 rounded-2xl border border-line bg-surface p-6">
          <h2 id="next-title" className="text-lg font-semibold text-ink">
            {t("next.title")}
          </h2>
          <p className="text-ink-soft">{t("next.text")}</p>
        </section>
      </aside>
    </main>
  );
}

/**
 * How many applications this page has sent: a post that ends without an answer of its own was
 * redirected back, i.e. accepted (a refused one answers with its errors).
 */
function useSentCount(answer: unknown): number {
  const navigation = useNavigation();
  const [sent, setSent] = useState(0);
  const posting = useRef(false);
  useEffect(() => {
    if (navigation.state === "submitting") posting.current = true;
    else if (navigation.state === "idle" && posting.current) {
      posting.current = false;
      if (!answer) setSent((count) => count + 1);
    }
  }, [navigation.state, answer]);
  return sent;
}

function ApplicationForm({
  referrer,
  lastResult,
}: {
  referrer: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("creator");
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const schema = perLanguage(schemaIn, t);
  const toasts = creatorToasts(t);
  const { form, fields, focus } = useValidatedForm({ id: "creator-application", schema, lastResult });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      noValidate
      onSubmit={toastWhenInvalid(form.onSubmit, (values) => (lacksRequiredFields(values) ? toasts.missing : null))}
      className="relative grid grid-cols-1 gap-5 rounded-2xl border border-line bg-surface p-6 shadow-sm"
    >
      <TextField meta={fields.name} label={t("fields.name")} autoComplete="name" autoFocus={focus === "name"} />
      <TextField
        meta={fields.email}
        label={t("fields.email")}
        type="email"
        autoComplete="email"
        autoFocus={focus === "email"}
      />
      <TextField
        meta={fields.city}
        label={t("fields.city")}
        list="creator-city-suggestions"
        autoComplete="address-level2"
        autoFocus={focus === "city"}
        hint={t("fields.cityHint")}
      />
      <datalist id="creator-city-suggestions">
        {CITIES.map((city) => (
          <option key={city.value} value={city.name} />
        ))}
      </datalist>
      <TextField
        meta={fields.instagram}
        label={t("fields.instagram")}
        placeholder={t("fields.instagramPlaceholder")}
        autoComplete="off"
        autoFocus={focus === "instagram"}
      />
      <TextField
        meta={fields.tiktok}
        label={t("fields.tiktok")}
        optional
        placeholder={t("fields.tiktokPlaceholder")}
        autoComplete="off"
        autoFocus={focus === "tiktok"}
      />
      <input type="hidden" name="referrer" value={referrer} />
      {/* Hidden from people and assistive technology; only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={HONEYPOT_FIELD}>Website</label>
        <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? t("submitting") : t("submit")}
      </Button>
    </Form>
  );
}

import type { SubmissionResult } from "@conform-to/react";
import { Link } from "react-router";
import { NewPasswordForm } from "~/components/forms";
import { buttonClasses } from "~/components/ui/button";
import { type AccountMessages, PASSWORD_MIN } from "~/domain/login-schema";
import { useTranslation } from "~/i18n/use-translation";
import { useSpokenLanguage } from "./sign-in-language";

type Props = {
  id: string;
  /** Which page this is: an invitation's welcome or a reset (the `signIn.<words>` words). */
  words: "welcome" | "reset";
  /** Where a dead link's reader goes next. */
  next: string;
  holder: { name: string; email: string } | null;
  messages: AccountMessages;
  actionData: { result: SubmissionResult<string[]>; linkInvalid: boolean } | undefined;
};

/**
 * The team's one-time link pages (an invitation, a password reset): greets the person the
 * link is for and takes the password with the creators' form, or says plainly that the link
 * no longer works and what to do instead. In the language of the person the link is for
 * (the browser's, for a link that names nobody any more).
 */
export function StaffLinkPage({ id, words, next, holder, messages, actionData }: Props) {
  const { t } = useTranslation("admin");
  useSpokenLanguage();
  return (
    <main className="mx-auto grid w-full max-w-lg flex-1 content-start gap-6 px-4 py-12 sm:px-6">
      <title>{`${t(`signIn.titles.${words}`)} · Sobremesa`}</title>
      {holder && !actionData?.linkInvalid ? (
        <section aria-labelledby={`${id}-title`} className="grid gap-6">
          <div className="grid gap-2">
            <h1 id={`${id}-title`} className="font-display text-3xl font-bold text-ink">
              {t(`signIn.titles.${words}`)}
            </h1>
            <p className="break-words text-ink-soft">{t(`signIn.${words}.intro`, { name: holder.name })}</p>
          </div>
          <NewPasswordForm
            id={id}
            email={holder.email}
            messages={messages}
            lastResult={actionData?.result}
            words={{
              password: t("signIn.link.password"),
              hint: t("signIn.passwordHint", { min: PASSWORD_MIN }),
              repeat: t("signIn.repeat"),
              submit: t(`signIn.${words}.submit`),
              submitting: t("signIn.link.saving"),
            }}
          />
        </section>
      ) : (
        <section aria-labelledby="dead-link-title" className="grid gap-4">
          <h1 id="dead-link-title" className="font-display text-3xl font-bold text-ink">
            {t(`signIn.${words}.deadTitle`)}
          </h1>
          <p className="text-ink-soft">{t(`signIn.${words}.deadText`)}</p>
          <Link to={next} className={buttonClasses({ className: "justify-self-start" })}>
            {t(`signIn.${words}.next`)}
          </Link>
        </section>
      )}
    </main>
  );
}

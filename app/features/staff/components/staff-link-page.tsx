import type { SubmissionResult } from "@conform-to/react";
import { Link } from "react-router";
import { NewPasswordForm } from "~/components/forms";
import { buttonClasses } from "~/components/ui/button";
import { type AccountMessages, PASSWORD_MIN } from "~/domain/login-schema";

/** What each of the two pages says: an invitation's welcome, or a reset. */
export type StaffLinkWords = {
  title: string;
  intro: (name: string) => string;
  submit: string;
  deadTitle: string;
  deadText: string;
  /** Where a dead link's reader goes next, and the words of that link. */
  next: { to: string; label: string };
};

type Props = {
  id: string;
  words: StaffLinkWords;
  holder: { name: string; email: string } | null;
  messages: AccountMessages;
  actionData: { result: SubmissionResult<string[]>; linkInvalid: boolean } | undefined;
};

/**
 * The team's one-time link pages (an invitation, a password reset): greets the person the
 * link is for and takes the password with the creators' form, or says plainly that the link
 * no longer works and what to do instead. Admin screens are in English.
 */
export function StaffLinkPage({ id, words, holder, messages, actionData }: Props) {
  return (
    <main className="mx-auto grid w-full max-w-lg flex-1 content-start gap-6 px-4 py-12 sm:px-6">
      {holder && !actionData?.linkInvalid ? (
        <section aria-labelledby={`${id}-title`} className="grid gap-6">
          <div className="grid gap-2">
            <h1 id={`${id}-title`} className="font-display text-3xl font-bold text-ink">
              {words.title}
            </h1>
            <p className="break-words text-ink-soft">{words.intro(holder.name)}</p>
          </div>
          <NewPasswordForm
            id={id}
            email={holder.email}
            messages={messages}
            lastResult={actionData?.result}
            words={{
              password: "New password",
              hint: `At least ${PASSWORD_MIN} characters.`,
              repeat: "Repeat the password",
              submit: words.submit,
              submitting: "Saving…",
            }}
          />
        </section>
      ) : (
        <section aria-labelledby="dead-link-title" className="grid gap-4">
          <h1 id="dead-link-title" className="font-display text-3xl font-bold text-ink">
            {words.deadTitle}
          </h1>
          <p className="text-ink-soft">{words.deadText}</p>
          <Link to={words.next.to} className={buttonClasses({ className: "justify-self-start" })}>
            {words.next.label}
          </Link>
        </section>
      )}
    </main>
  );
}

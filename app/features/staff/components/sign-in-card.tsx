import type { ReactNode } from "react";
import { useSpokenLanguage } from "./sign-in-language";

/**
 * The frame of the team's sign-in pages (password, code, second-factor setup, first owner):
 * the document's title, a heading, a line on what happens, the form, and the form's own error
 * (not a field's) read out by screen readers as it appears. The words are the page's language
 * (the browser's, or the person's once known), so the title is rendered here rather than by a
 * `meta` export, which has no translation at hand; a page inside the admin layout (`head`
 * false) has its title from the layout.
 */
export function SignInCard({
  title,
  description,
  head = true,
  intro,
  formError,
  formErrorId,
  children,
}: {
  title: string;
  description?: string;
  head?: boolean;
  intro: ReactNode;
  formError?: string;
  formErrorId?: string;
  children: ReactNode;
}) {
  useSpokenLanguage();
  return (
    <main className="mx-auto grid w-full max-w-md flex-1 grid-cols-1 content-start gap-6 px-4 py-12 sm:py-16">
      {head && <title>{`${title} · Sobremesa`}</title>}
      {head && description && <meta name="description" content={description} />}
      <div className="grid gap-2">
        <h1 className="font-display text-3xl font-bold text-ink">{title}</h1>
        <div className="text-ink-soft">{intro}</div>
      </div>
      {formError && (
        <p
          id={formErrorId}
          role="alert"
          className="rounded-lg border border-danger bg-danger-soft px-4 py-3 text-sm font-medium text-danger"
        >
          {formError}
        </p>
      )}
      {children}
    </main>
  );
}

/** A form's card; its buttons may wrap (a long label must not widen a 320-px screen). */
export const formCardClasses =
  "grid grid-cols-1 gap-5 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6 [&_button]:whitespace-normal";

/** The sign-in pages are never cached, indexed or sent as a referrer. */
export const signInHeaders = () => ({
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex",
});

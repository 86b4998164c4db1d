import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { StarChoice } from "~/features/reminders-and-ratings/components/star-choice";
import { type RatePage, rateAction, rateLoader } from "~/features/reminders-and-ratings/routes/rate.server";
import type { RouteHandle } from "~/utils/route-handle";
import type { Route } from "./+types/rate";

/**
 * The page a "how was it" link opens: the five ratings as one choice of stars, preselected
 * from the email's link, an optional comment, and one button that stores both (a plain form: no
 * JavaScript needed; opening the page stores nothing). Every word comes from the server in the
 * booking's language.
 */
export const meta: Route.MetaFunction = ({ data }) => [
  { title: (data as RatePage | undefined)?.words.meta ?? "Sobremesa" },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * The token is in the path: no cache keeps the page, and no other site learns the address.
 * `same-origin`, not `no-referrer`: the latter makes browsers send `Origin: null` with the
 * comment form, which React Router refuses as cross-site (as on the set-password page).
 */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex",
});

// No language switcher: its links would carry the token to another path.
export const handle = { hydrate: false } satisfies RouteHandle;

export const loader = (args: Route.LoaderArgs) => rateLoader(args);
export const action = (args: Route.ActionArgs) => rateAction(args);

export default function Rate({ loaderData, actionData }: Route.ComponentProps) {
  const view = (actionData ?? loaderData) as RatePage;
  if (view.kind === "refused") {
    return (
      <main className="mx-auto grid w-full max-w-xl flex-1 content-start gap-4 px-4 py-12 sm:px-6">
        <h1 className="font-display text-3xl font-bold text-ink">{view.words.title}</h1>
        <p role="alert" className="text-ink">
          {view.message}
        </p>
      </main>
    );
  }
  const scoreError = view.error?.field === "score" ? view.error.message : null;
  const commentError = view.error?.field === "comment" ? view.error.message : null;
  return (
    <main className="mx-auto grid w-full max-w-xl flex-1 content-start gap-6 px-4 py-12 sm:px-6">
      <header className="grid gap-2">
        <h1 className="font-display text-3xl font-bold break-words text-ink">{view.heading}</h1>
        <p className="text-ink-soft">{view.when}</p>
      </header>
      {view.notice && (
        <p role="status" className="rounded-lg border border-line bg-surface p-3 text-ink">
          {view.notice}
        </p>
      )}
      <Form method="post" className="grid gap-5">
        <fieldset
          className="grid gap-2"
          aria-describedby={scoreError ? "score-error" : view.chosen !== view.rating ? "score-hint" : undefined}
        >
          <legend className="mb-2 text-ink">{view.words.choose}</legend>
          <StarChoice
            name="score"
            scores={view.scores}
            chosen={view.chosen}
            current={{ score: view.rating, word: view.words.current }}
            invalid={scoreError !== null}
            focusFirst={scoreError !== null}
          />
          {scoreError ? (
            <p id="score-error" role="alert" className="text-sm text-danger">
              {scoreError}
            </p>
          ) : (
            view.chosen !== view.rating && (
              <p id="score-hint" className="text-sm text-ink-soft">
                {view.words.confirmHint}
              </p>
            )
          )}
        </fieldset>
        <div className="grid gap-2">
          <label htmlFor="comment" className="font-medium text-ink">
            {view.words.commentLabel}
          </label>
          <textarea
            id="comment"
            name="comment"
            rows={4}
            maxLength={1000}
            defaultValue={view.comment}
            aria-describedby={commentError ? "comment-hint comment-error" : "comment-hint"}
            aria-invalid={commentError ? true : undefined}
            // biome-ignore lint/a11y/noAutofocus: only after a refused comment, to fix it
            autoFocus={commentError !== null}
            className="w-full rounded-lg border border-line bg-surface p-3 text-base text-ink"
          />
          <p id="comment-hint" className="text-sm text-ink-soft">
            {view.words.commentHint}
          </p>
          {commentError && (
            <p id="comment-error" role="alert" className="text-sm text-danger">
              {commentError}
            </p>
          )}
        </div>
        <Button type="submit" className="justify-self-start">
          {view.words.save}
        </Button>
      </Form>
    </main>
  );
}

import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import type { RouteHandle } from "~/utils/route-handle";
import type { Route } from "./+types/rate";
import { type RatePage, rateAction, rateLoader } from "./rate.server";

/**
 * The page a "how was it" link opens (issue 31): the rating it recorded, the five ratings again
 * (plain links: a click changes it, no JavaScript needed), and an optional comment (a plain
 * form). Every word comes from the server in the booking's language.
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
      <nav aria-labelledby="rating-choose" className="grid gap-2">
        <p id="rating-choose" className="text-ink">
          {view.words.choose}
        </p>
        <ul className="flex flex-wrap gap-2">
          {view.scores.map(({ score, label, href }) => (
            <li key={score}>
              <a
                href={href}
                aria-current={view.rating === score ? "true" : undefined}
                className="inline-flex min-h-11 items-center rounded-lg border border-line px-3 text-ink underline-offset-2 hover:underline aria-[current=true]:border-ink aria-[current=true]:font-bold"
              >
                {label}
                {view.rating === score ? ` ${view.words.current}` : ""}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {view.rating !== null && (
        <Form method="post" className="grid gap-3">
          <label htmlFor="comment" className="font-medium text-ink">
            {view.words.commentLabel}
          </label>
          <textarea
            id="comment"
            name="comment"
            rows={4}
            maxLength={1000}
            defaultValue={view.comment}
            aria-describedby={view.error ? "comment-hint comment-error" : "comment-hint"}
            aria-invalid={view.error ? true : undefined}
            className="w-full rounded-lg border border-line bg-surface p-3 text-base text-ink"
          />
          <p id="comment-hint" className="text-sm text-ink-soft">
            {view.words.commentHint}
          </p>
          {view.error && (
            <p id="comment-error" role="alert" className="text-sm text-danger">
              {view.error}
            </p>
          )}
          <Button type="submit" className="justify-self-start">
            {view.words.save}
          </Button>
        </Form>
      )}
      {view.rating === null && view.error && (
        <p role="alert" className="text-danger">
          {view.error}
        </p>
      )}
    </main>
  );
}

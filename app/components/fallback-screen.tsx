import { Link, useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/** The spec's fallback screen for an uncaught error (the root's and the admin layout's error boundaries). */
export function FallbackScreen() {
  const location = useLocation();
  return (
    <main
      role="alert"
      className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center"
    >
      <title>Something went wrong · Sobremesa</title>
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="text-ink-soft">We're sorry, but something unexpected happened. Please try refreshing the page.</p>
      <div className="flex flex-wrap justify-center gap-3">
        {/* A full reload clears the error state, with or without JavaScript. */}
        <a href={location.pathname + location.search} className={buttonClasses()}>
          Try again
        </a>
        <Link to="/" reloadDocument className={buttonClasses({ variant: "outline" })}>
          Go home
        </Link>
      </div>
    </main>
  );
}

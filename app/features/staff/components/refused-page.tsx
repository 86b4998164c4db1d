import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/**
 * What a team member sees when their role does not allow a page or a form (a 403): the sentence
 * the server refused with, naming who may ("Only an owner can open this."), and the way back to
 * the queue, which every role opens. The admin layout's error boundary shows it under the staff
 * navigation, so the rest of the admin stays one click away.
 */
export function RefusedPage({ sentence }: { sentence: string }) {
  const heading = sentence.replace(/\.$/, "");
  return (
    <main className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <title>{`${heading} · Sobremesa`}</title>
      <p className="text-sm font-semibold tracking-widest text-brand-strong uppercase">403</p>
      <h1 className="font-display text-3xl font-bold text-ink">{heading}</h1>
      <p className="text-ink-soft">Your role does not allow it. If you need it, ask an owner of the team.</p>
      <Link to="/admin" className={buttonClasses()}>
        Back to the queue
      </Link>
    </main>
  );
}

import { Container } from "./section";

/** The last word before the footer: a warm band with one heading, one line and the action. */
export function ClosingCta({
  id,
  title,
  text,
  action,
}: {
  id: string;
  title: string;
  text: string;
  action: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="bg-canvas py-16 sm:py-24">
      <Container>
        <div className="rounded-3xl bg-brand-strong px-6 py-14 text-center text-on-ink shadow-xl sm:px-12 sm:py-20 [--color-focus:var(--color-on-ink)]">
          <h2 id={`${id}-title`} className="font-display text-3xl font-bold sm:text-5xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-on-ink-soft">{text}</p>
          <div className="mt-8 flex justify-center">{action}</div>
        </div>
      </Container>
    </section>
  );
}

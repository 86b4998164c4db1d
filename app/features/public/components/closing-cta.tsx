import { CtaLink } from "./cta-link";
import { Container } from "./section";

/** The last word before the footer: a warm band with one heading, one line and the page's call to action. */
export function ClosingCta({
  id,
  title,
  text,
  to,
  label,
}: {
  id: string;
  title: string;
  text: string;
  to: string;
  label: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="bg-canvas py-16 sm:py-24">
      <Container>
        <div className="rounded-3xl bg-brand-strong px-6 py-14 text-center text-on-ink shadow-xl sm:px-12 sm:py-20 [--color-focus:var(--color-on-ink)]">
          <h2 id={`${id}-title`} className="font-display text-3xl font-bold sm:text-5xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-on-ink-soft">{text}</p>
          <div className="mt-8 flex justify-center">
            <CtaLink to={to} variant="outline">
              {label}
            </CtaLink>
          </div>
        </div>
      </Container>
    </section>
  );
}

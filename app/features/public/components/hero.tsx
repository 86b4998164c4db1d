import { HeroCard } from "./hero-card";
import { CheckIcon } from "./icons";
import { Container } from "./section";

const SAMPLE_TABLES = [
  { time: "13:30", name: "Taberna Cava Alta", area: "La Latina" },
  { time: "21:30", name: "Casa Ponzano", area: "Chamberí" },
  { time: "14:00", name: "Tasca El Olivar", area: "Malasaña" },
] as const;

/**
 * The top of a public page: eyebrow, the page's one `<h1>`, a lead paragraph, the call to
 * action and optional reassurance points; `aside` fills the right-hand column on wide screens.
 */
export function Hero({
  eyebrow,
  title,
  lead,
  action,
  points = [],
  aside,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  action: React.ReactNode;
  points?: readonly string[];
  aside?: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-soft),transparent_60%)] py-14 sm:py-24"
    >
      <Container className="grid items-center gap-12 lg:grid-cols-[1.15fr_0.85fr]">
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h1 id="hero-title" className="heading-1 mt-4">
            {title}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-ink-soft sm:text-xl">{lead}</p>
          <div className="mt-8">{action}</div>
          {points.length > 0 && (
            <ul className="mt-8 grid gap-2 text-sm text-ink-soft sm:flex sm:flex-wrap sm:gap-x-6">
              {points.map((point) => (
                <li key={point} className="flex items-center gap-2">
                  <CheckIcon className="size-4 shrink-0 text-success" />
                  {point}
                </li>
              ))}
            </ul>
          )}
        </div>
        {aside}
      </Container>
    </section>
  );
}

/** A glimpse of the product in the landing hero: a trip's tables, all confirmed. Drawn in HTML, so it costs no image. */
export function ConfirmedTablesCard({ words }: { words: { guests: string; ready: string; days: readonly string[] } }) {
  return (
    <HeroCard tilt="rotate-3" decorative>
      <div className="flex items-baseline justify-between">
        <p className="font-display text-xl font-bold">Madrid</p>
        <p className="text-sm text-ink-soft">{words.guests}</p>
      </div>
      <ul className="mt-4 grid gap-3">
        {SAMPLE_TABLES.map((table, index) => (
          <li key={table.name} className="flex items-center gap-3 rounded-xl bg-canvas p-3">
            <span className="w-20 shrink-0 text-sm font-semibold text-brand-strong">
              {words.days[index]} {table.time}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold">{table.name}</span>
              <span className="block text-sm text-ink-soft">{table.area}</span>
            </span>
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-success-soft text-success">
              <CheckIcon className="size-4" />
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-4 rounded-xl bg-brand-soft px-3 py-2 text-sm font-medium text-brand-strong">{words.ready}</p>
    </HeroCard>
  );
}

import { HeroCard } from "./hero-card";

export type RequestCardWords = {
  title: string;
  status: string;
  facts: readonly (readonly [string, string])[];
  preferences: string;
  wishes: string;
  action: string;
};

/** A glimpse of the creator dashboard for the /creators hero: one traveller's request. Decorative. */
export function RequestCard({ words }: { words: RequestCardWords }) {
  return (
    <HeroCard tilt="-rotate-3" decorative>
      <div className="flex items-center justify-between gap-3">
        <p className="font-display text-xl font-bold">{words.title}</p>
        <span className="rounded-full bg-warning-soft px-2.5 py-0.5 text-sm font-medium text-warning">
          {words.status}
        </span>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        {words.facts.map(([term, value]) => (
          <div key={term} className="rounded-xl bg-canvas p-3">
            <dt className="text-ink-soft">{term}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 rounded-xl bg-canvas p-3 text-sm">
        <span className="text-ink-soft">{words.preferences}</span>
        <span className="block font-semibold">{words.wishes}</span>
      </p>
      <p className="mt-4 flex items-center justify-center rounded-lg bg-brand px-4 py-2.5 text-sm font-semibold text-brand-foreground">
        {words.action}
      </p>
    </HeroCard>
  );
}

import { HeroCard } from "./hero-card";

/** Big numbers with a short caption, for a hero's side column. The list's text reads fine aloud. */
export function FactCard({ facts }: { facts: readonly { value: string; label: string }[] }) {
  return (
    <HeroCard tilt="rotate-2">
      <dl className="grid grid-cols-2 gap-3">
        {facts.map((fact) => (
          <div key={fact.label} className="flex flex-col-reverse justify-end rounded-xl bg-canvas p-4">
            <dt className="mt-1 text-sm text-ink-soft">{fact.label}</dt>
            <dd className="font-display text-3xl font-bold text-brand-strong">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </HeroCard>
  );
}

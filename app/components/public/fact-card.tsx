/** Big numbers with a short caption, for a hero's side column. The list's text reads fine aloud. */
export function FactCard({ facts }: { facts: readonly { value: string; label: string }[] }) {
  return (
    <div className="relative mx-auto w-full max-w-sm lg:mr-0">
      <div aria-hidden="true" className="absolute -inset-4 rotate-2 rounded-3xl bg-brand/10" />
      <dl className="relative grid grid-cols-2 gap-3 rounded-2xl border border-line bg-surface p-5 shadow-xl shadow-ink/10">
        {facts.map((fact) => (
          <div key={fact.label} className="flex flex-col-reverse justify-end rounded-xl bg-canvas p-4">
            <dt className="mt-1 text-sm text-ink-soft">{fact.label}</dt>
            <dd className="font-display text-3xl font-bold text-brand-strong">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

import { CheckIcon } from "./icons";

/** The one price, stated plainly, with what it covers and its call to action. */
export function PricingCard({
  price,
  unit,
  note,
  points,
  action,
}: {
  price: string;
  unit: string;
  note: string;
  points: readonly string[];
  action: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-lg rounded-3xl bg-surface p-7 shadow-xl shadow-ink/5 ring-1 ring-line sm:p-10">
      <p className="flex items-baseline justify-center gap-2">
        <span className="font-display text-6xl font-bold tracking-tight sm:text-7xl">{price}</span>
        <span className="text-lg text-ink-soft">{unit}</span>
      </p>
      <p className="mt-2 text-center text-ink-soft">{note}</p>
      <ul className="mt-8 grid gap-3">
        {points.map((point) => (
          <li key={point} className="flex gap-3">
            <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-success-soft text-success">
              <CheckIcon className="size-4" />
            </span>
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <div className="mt-9 flex justify-center">{action}</div>
    </div>
  );
}

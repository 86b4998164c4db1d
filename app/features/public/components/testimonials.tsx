import { StarIcon } from "./icons";

type Testimonial = { quote: string; name: string; city: string };

export function Testimonials({ items, starsLabel }: { items: readonly Testimonial[]; starsLabel: string }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.name} className="flex">
          <figure className="flex flex-1 flex-col rounded-2xl bg-surface p-6 shadow-sm ring-1 ring-line sm:p-8">
            <p className="flex gap-0.5 text-brand" role="img" aria-label={starsLabel}>
              {[1, 2, 3, 4, 5].map((star) => (
                <StarIcon key={star} className="size-5" />
              ))}
            </p>
            <blockquote className="mt-4 flex-1 font-display text-lg leading-relaxed">
              <p>“{item.quote}”</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-brand-soft font-semibold text-brand-strong"
              >
                {item.name[0]}
              </span>
              <span>
                <span className="block font-semibold">{item.name}</span>
                <span className="block text-sm text-ink-soft">{item.city}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

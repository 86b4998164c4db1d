/**
 * The rating as five stars, the way travellers know it from booking sites, built from five
 * native radio buttons: they keep working with no script, the arrow keys move between them, and
 * a screen reader names each one ("4 stars"). The fill (up to the star checked, or up to the one
 * under the pointer) is CSS only, in app.css under `.star-choice`.
 */

type Props = {
  name: string;
  scores: readonly { score: number; label: string }[];
  /** The star checked when the page opens. */
  chosen: number | null;
  /** The stored rating, named as such to a screen reader. */
  current: { score: number | null; word: string };
  invalid: boolean;
  /** Only after a refused save, so the page lands on the field to fix. */
  focusFirst: boolean;
};

export function StarChoice({ name, scores, chosen, current, invalid, focusFirst }: Props) {
  return (
    <div className="star-row flex gap-1">
      {scores.map(({ score, label }, index) => (
        <label
          key={score}
          className="star-choice relative flex size-11 cursor-pointer items-center justify-center rounded-lg has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus"
        >
          <input
            type="radio"
            name={name}
            value={score}
            defaultChecked={chosen === score}
            aria-invalid={invalid ? true : undefined}
            // biome-ignore lint/a11y/noAutofocus: only after a refused save, so the page (never hydrated) lands on the error's field
            autoFocus={focusFirst && index === 0}
            // Covers the star, so a click or tap lands on the radio button itself; the ring is drawn on the label.
            className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
          />
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-9" strokeWidth="1.5" strokeLinejoin="round">
            <path d="m12 2.5 2.9 6 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.2 1.3-6.6-4.9-4.6 6.6-.8z" />
          </svg>
          <span className="sr-only">
            {label}
            {current.score === score ? ` ${current.word}` : ""}
          </span>
        </label>
      ))}
    </div>
  );
}

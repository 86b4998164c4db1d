import { ChevronDownIcon } from "./icons";

/**
 * The FAQ accordion, built on `<details name="faq">`: the browser itself keeps one item
 * open at a time, closes the open one on a second click, and makes every question a
 * keyboard-operable control, with or without JavaScript.
 */
export function Faq({ items, name }: { items: readonly { question: string; answer: string }[]; name: string }) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-line rounded-2xl bg-surface px-5 shadow-sm ring-1 ring-line sm:px-8">
      {items.map((item) => (
        <details key={item.question} name={name} className="faq-item group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-5 text-left text-lg font-semibold marker:hidden [&::-webkit-details-marker]:hidden">
            {item.question}
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-ink-soft transition-transform group-open:rotate-180 group-open:bg-brand-soft group-open:text-brand-strong">
              <ChevronDownIcon className="size-5" />
            </span>
          </summary>
          <p className="pb-6 text-ink-soft">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

import { useTranslation } from "~/i18n/use-translation";

/** Numbered steps in a row (a column on phones); an ordered list, because the order matters. */
export function StepList({ steps }: { steps: readonly { title: string; text: string }[] }) {
  const { t } = useTranslation("common");
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
          <span
            aria-hidden="true"
            className="flex size-11 items-center justify-center rounded-full bg-brand font-display text-xl font-bold text-brand-foreground"
          >
            {index + 1}
          </span>
          <h3 className="heading-3 mt-5">
            <span className="sr-only">{t("stepLabel", { number: index + 1 })} </span>
            {step.title}
          </h3>
          <p className="mt-2 text-ink-soft">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

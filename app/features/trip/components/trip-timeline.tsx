import type { TimelineStep } from "~/features/trip/trip-page";
import { useTranslation } from "~/i18n/use-translation";

/** The lifecycle as the traveller reads it: each done step ticked, the promised ones with their date. */
export function TripTimeline({ steps }: { steps: TimelineStep[] }) {
  const { t } = useTranslation("trip");
  return (
    <ol className="grid gap-3" aria-label={t("next.title")}>
      {steps.map((step) => (
        <li key={step.label} className="flex items-start gap-3" data-done={step.done || undefined}>
          <span
            aria-hidden="true"
            className={
              step.done
                ? "mt-0.5 grid h-6 w-6 shrink-0 place-items-center rounded-full bg-success text-sm font-bold text-white"
                : "mt-0.5 h-6 w-6 shrink-0 rounded-full border-2 border-line bg-surface"
            }
          >
            {step.done ? "✓" : ""}
          </span>
          <p className="min-w-0">
            <span className="font-semibold">{step.label}</span>
            {step.when && <span className="block text-sm text-ink-soft">{step.when}</span>}
            <span className="sr-only"> {step.done ? t("timeline.done") : t("timeline.toCome")}</span>
          </p>
        </li>
      ))}
    </ol>
  );
}

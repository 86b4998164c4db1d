import type { SubmissionResult } from "@conform-to/react";
import { STATUS_LABELS } from "~/domain/booking-lifecycle";
import type { CreatorRequest, RecommendationView } from "~/domain/creator-requests";
import { formatSubmitted } from "~/domain/creator-stats";
import { paymentBadge } from "~/domain/payment-status";
import { cn } from "~/utils/cn";
import { DietaryNeeds, MealWishes } from "./meal-wishes";
import { RecommendationForm } from "./recommendation-form";

const toneClasses = {
  green: "bg-success-soft text-success",
  red: "bg-danger-soft text-danger",
  yellow: "bg-warning-soft text-warning",
  grey: "bg-muted text-ink-soft",
} as const;

const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });

/** One client request: who, where, when, what they want, and the picks made so far. */
export function RequestCard({
  request,
  lastResult,
}: {
  request: CreatorRequest;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const badge = paymentBadge(request);
  const headingId = `request-${request.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid grid-cols-1 gap-4 rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-ink">
            {request.name}
          </h3>
          <p className="text-ink-soft">
            {request.cityName} · {day(request.checkIn)} – {day(request.checkOut)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <span className="rounded-full border border-line bg-surface px-3 py-1 text-sm font-semibold text-ink">
            {STATUS_LABELS[request.status]}
          </span>
          <span className={cn("rounded-full px-3 py-1 text-sm font-semibold", toneClasses[badge.tone])}>
            {badge.label}
          </span>
        </div>
      </header>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <Detail term="Meals" value={String(request.reservations)} />
        <Detail term="Submitted" value={formatSubmitted(request.createdAt)} />
      </dl>
      {/* Not a labelled region: two travellers may share a name, and landmarks must be unique. */}
      <div className="grid gap-2">
        <h4 className="font-semibold text-ink">Preferences per meal</h4>
        <MealWishes meals={request.meals} travellerName={request.name} />
        {request.dietary && <DietaryNeeds dietary={request.dietary} />}
      </div>
      <div className="grid gap-2">
        <h4 className="font-semibold text-ink">
          Recommendations ({request.recommendations.length} of {request.reservations} meals)
        </h4>
        {request.recommendations.length === 0 ? (
          <p className="text-sm text-ink-soft">No recommendations yet</p>
        ) : (
          <ul className="grid gap-2">
            {request.recommendations.map((pick) => (
              <li key={pick.id} className="rounded-lg bg-muted px-3 py-2 text-sm">
                <MapLink pick={pick} /> — {pick.dishSuggestion}
                <span className="block text-ink-soft">Submitted {formatSubmitted(pick.submittedAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <RecommendationForm bookingId={request.id} travellerName={request.name} lastResult={lastResult} />
    </article>
  );
}

/** A recommendation's restaurant, linked to its map in a new tab. */
export function MapLink({
  pick,
  className,
}: {
  pick: Pick<RecommendationView, "googleMapsLink" | "restaurantName">;
  className?: string;
}) {
  return (
    <a
      href={pick.googleMapsLink}
      target="_blank"
      rel="noopener noreferrer"
      className={cn("font-semibold text-brand-strong underline underline-offset-4", className)}
    >
      {pick.restaurantName}
    </a>
  );
}

function Detail({ term, value, wide }: { term: string; value: string; wide?: boolean }) {
  return (
    <div className={cn(wide && "col-span-full")}>
      <dt className="text-ink-soft">{term}</dt>
      <dd className="font-medium text-ink">{value}</dd>
    </div>
  );
}

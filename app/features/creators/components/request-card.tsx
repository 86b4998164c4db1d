import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { OPEN_TO_CREATORS } from "~/domain/booking-lifecycle";
import { cityLabel } from "~/domain/cities";
import { paymentBadge } from "~/domain/payment-status";
import type { CreatorDirectorySearch, CreatorRequest, RecommendationView } from "~/features/creators/creator-requests";
import { DASHBOARD_INTENTS } from "~/features/creators/dashboard-intents";
import { paymentLabel, statusLabel } from "~/features/creators/dashboard-text";
import { preferenceLabel } from "~/i18n/preference-labels";
import { cn } from "~/utils/cn";
import { DirectorySearch } from "./directory-search";
import { DietaryNeeds, MealWishes } from "./meal-wishes";
import { RecommendationForm } from "./recommendation-form";
import { type DashboardWords, useSharedDashboardWords } from "./use-dashboard-words";

const toneClasses = {
  green: "bg-success-soft text-success",
  red: "bg-danger-soft text-danger",
  yellow: "bg-warning-soft text-warning",
  grey: "bg-muted text-ink-soft",
} as const;

/** One client request: who, where, when, what they want, and the picks made so far. */
export function RequestCard({
  request,
  directory,
  lastResult,
}: {
  request: CreatorRequest;
  /** The directory searched for this request, if it was this one. */
  directory: CreatorDirectorySearch | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const words = useSharedDashboardWords();
  const { t, day, language } = words;
  const badge = paymentBadge(request);
  const headingId = `request-${request.id}`;
  const city = cityLabel(request.cityName, language);
  const meals = mealChoices(request, words);
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
            {city} · {day(request.checkIn)} – {day(request.checkOut)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <span className="rounded-full border border-line bg-surface px-3 py-1 text-sm font-semibold text-ink">
            {statusLabel(t, request.status)}
          </span>
          <span className={cn("rounded-full px-3 py-1 text-sm font-semibold", toneClasses[badge.tone])}>
            {paymentLabel(t, badge.key)}
          </span>
        </div>
      </header>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <Detail term={t("request.meals")} value={String(request.reservations)} />
        <Detail term={t("request.submitted")} value={words.submitted(request.createdAt)} />
      </dl>
      {/* Not a labelled region: two travellers may share a name, and landmarks must be unique. */}
      <div className="grid gap-2">
        <h4 className="font-semibold text-ink">{t("request.preferences")}</h4>
        <MealWishes meals={request.meals} travellerName={request.name} />
        {request.dietary && <DietaryNeeds dietary={request.dietary} />}
      </div>
      {request.mine && request.bookingChanges.length > 0 && (
        <ul className="grid gap-1" data-testid="booking-changes">
          {request.bookingChanges.map((change) => (
            <li
              key={change.mealPosition}
              className="rounded-lg border border-warning bg-warning-soft px-3 py-2 text-sm font-semibold text-ink"
            >
              {t("request.bookingChanged", {
                restaurant: change.restaurantName,
                when: `${words.mealDay(change.localDate)} ${change.localTime}`,
                party: change.partySize,
              })}
            </li>
          ))}
        </ul>
      )}
      {request.mine ? (
        <>
          <PicksPerMeal request={request} meals={meals} t={t} submitted={words.submitted} />
          {request.itinerarySentAt ? (
            // The traveller holds the itinerary booked from these picks: the server refuses new ones, so no form.
            <p className="rounded-lg border border-line bg-muted px-3 py-2 text-sm text-ink" data-testid="picks-frozen">
              {t("conflicts.picksFrozen", { date: words.day(request.itinerarySentAt.slice(0, 10)) })}
            </p>
          ) : (
            <>
              <DirectorySearch requestId={request.id} city={city} search={directory} />
              <RecommendationForm
                // A saved pick adds one to the list: the form starts again empty (no duplicate by a
                // second click); a restaurant chosen from the directory starts it again filled in.
                key={`${request.recommendations.length}-${directory?.chosen?.id ?? 0}`}
                bookingId={request.id}
                travellerName={request.name}
                meals={meals}
                chosen={directory?.chosen ?? null}
                lastResult={lastResult}
              />
            </>
          )}
          {OPEN_TO_CREATORS.includes(request.status) && (
            <Form method="post" className="justify-self-start">
              <input type="hidden" name="intent" value={DASHBOARD_INTENTS.release} />
              <input type="hidden" name="bookingId" value={request.id} />
              {/* A long city and its dates wrap on a narrow phone rather than widen the page. */}
              <Button
                type="submit"
                variant="outline"
                size="sm"
                className="h-auto! min-h-9 max-w-full py-1 text-left whitespace-normal!"
              >
                {/* "Release Madrid, 3–6 May": the request in the creator's words, not its row number. */}
                {t("request.release", { trip: `${city}, ${words.stay(request.checkIn, request.checkOut)}` })}
              </Button>
            </Form>
          )}
        </>
      ) : (
        <Form method="post" className="grid gap-2 justify-self-start">
          <input type="hidden" name="intent" value={DASHBOARD_INTENTS.accept} />
          <input type="hidden" name="bookingId" value={request.id} />
          <p className="text-sm text-ink-soft">{t("request.open", { city })}</p>
          <Button
            type="submit"
            className="justify-self-start"
            aria-label={t("request.acceptLabel", { id: request.id, name: request.name })}
          >
            {t("request.accept")}
          </Button>
        </Form>
      )}
    </article>
  );
}

/** "Meal 2 — 10 Dec 2026, dinner" for each meal of the booking, from the traveller's answers where there are some. */
type MealChoice = { position: number; label: string };

function mealChoices(request: CreatorRequest, { t, common, day }: DashboardWords): MealChoice[] {
  return Array.from({ length: request.reservations }, (_, i) => {
    const wishes = request.meals.find((meal) => meal.position === i + 1);
    const when = wishes
      ? [
          wishes.date ? day(wishes.date) : t("request.anyDay"),
          preferenceLabel(common, "meal", wishes.meal).toLocaleLowerCase(),
        ]
      : [];
    return {
      position: i + 1,
      label: [t("request.meal", { position: i + 1 }), when.join(", ")].filter(Boolean).join(" — "),
    };
  });
}

/** The picks made for each meal, and which meals still have none. */
function PicksPerMeal({
  request,
  meals,
  t,
  submitted,
}: {
  request: CreatorRequest;
  meals: MealChoice[];
  t: DashboardWords["t"];
  submitted: DashboardWords["submitted"];
}) {
  const covered = meals.filter((meal) => request.recommendations.some((pick) => pick.mealPosition === meal.position));
  const loose = request.recommendations.filter((pick) => pick.mealPosition === null);
  return (
    <div className="grid gap-2">
      <h4 className="font-semibold text-ink">
        {t("request.picks", { covered: covered.length, count: request.reservations })}
      </h4>
      <ul className="grid gap-2">
        {meals.map((meal) => {
          const picks = request.recommendations.filter((pick) => pick.mealPosition === meal.position);
          return (
            <li key={meal.position} className="rounded-lg bg-muted px-3 py-2 text-sm">
              <span className="block font-semibold text-ink">{meal.label}</span>
              {picks.length === 0 ? (
                <span className="text-ink-soft">{t("request.noPick")}</span>
              ) : (
                picks.map((pick) => (
                  <span key={pick.id} className="block">
                    <MapLink pick={pick} /> — {pick.dishSuggestion}{" "}
                    <span className="text-ink-soft">
                      {t("request.submittedOn", { date: submitted(pick.submittedAt) })}
                    </span>
                  </span>
                ))
              )}
            </li>
          );
        })}
        {loose.map((pick) => (
          <li key={pick.id} className="rounded-lg bg-muted px-3 py-2 text-sm">
            <MapLink pick={pick} /> — {pick.dishSuggestion} <span className="text-ink-soft">{t("request.noMeal")}</span>
          </li>
        ))}
      </ul>
    </div>
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

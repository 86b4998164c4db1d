import { useSearchParams } from "react-router";
import { formatDeskTime } from "~/domain/desk-time";
import { isMapLink } from "~/features/creators/recommendation-schema";
import { DirectoryChoice, directoryOptions } from "~/features/restaurants/components/directory-choice";
import type { WorkspaceDirectory } from "~/features/restaurants/restaurants";
import type { Workspace, WorkspaceActionData } from "~/features/workspace/booking-workspace";
import { languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import { PickList } from "./pick-list";
import { changeAsked, ReservationForm } from "./reservation-form";
import { Fact, factsClasses, WorkspaceSection } from "./section";

/** Per meal: what the traveller asked for, the creator's picks, and the table booked. */
export function WorkspaceMeals({
  workspace,
  answer,
  directory,
}: {
  workspace: Workspace;
  answer?: WorkspaceActionData;
  /** The city's restaurants for "From the directory", and the one chosen for a meal. */
  directory?: WorkspaceDirectory;
}) {
  const { t, i18n } = useTranslation("workspace");
  const [params] = useSearchParams();
  const { booking, meals, dietary, picks, reservations } = workspace;
  const chosen = picks.find((pick) => pick.id === Number(params.get("pick")));
  // "Done" on a traveller's change request lands here with what they asked for.
  const change = changeAsked(params);
  const positions = Array.from({ length: booking.reservations }, (_, i) => i + 1);
  const options = directory && directoryOptions(t, directory);
  const fromDirectory = (meal: number) => (directory?.chosen?.meal === meal ? directory.chosen : undefined);
  return (
    <WorkspaceSection id="meals" title={t("meals.title")}>
      <p>
        {dietary
          ? t("meals.dietary", {
              needs: [...dietary.needs, dietary.other].filter(Boolean).join(", ") || t("meals.dietaryNone"),
            })
          : t("meals.noDietary")}
      </p>
      {positions.map((n) => {
        const wishes = meals.find((meal) => meal.position === n);
        const saved = reservations.find((reservation) => reservation.mealPosition === n);
        const mealPicks = picks.filter((pick) => pick.mealPosition === n);
        return (
          <article
            key={n}
            id={`meal-${n}`}
            aria-labelledby={`meal-${n}-title`}
            className="grid gap-3 border-t border-line pt-4"
          >
            <h3 id={`meal-${n}-title`} className="text-lg font-semibold text-ink">
              {t(saved ? "meals.mealBooked" : "meals.meal", { position: n })}
            </h3>
            {wishes ? (
              <p className="break-words">
                {wishes.date ?? t("meals.anyDay")} · {wishes.meal} · {wishes.vibe} · {wishes.budget} ·{" "}
                {t("meals.partyOf", { count: wishes.partySize })}
                {wishes.cuisine ? ` · ${wishes.cuisine}` : ""}
                {wishes.occasion ? ` · ${wishes.occasion}` : ""}
                {wishes.note ? ` · “${wishes.note}”` : ""}
              </p>
            ) : (
              <p className="text-ink-soft">{t("meals.notAnswered")}</p>
            )}
            {mealPicks.length > 0 ? (
              <PickList
                picks={mealPicks}
                reference={booking.reference}
                meal={workspace.reservationsOpen ? n : undefined}
              />
            ) : (
              <p className="text-ink-soft">{t("meals.noPick")}</p>
            )}
            {workspace.reservationsOpen && directory && options && (
              <DirectoryChoice
                reference={booking.reference}
                meal={n}
                cityName={booking.cityName}
                directory={directory}
                options={options}
              />
            )}
            {workspace.reservationsOpen ? (
              <ReservationForm
                // conform keeps a form's first values: a new pick, a directory choice or a saved edit starts the form afresh.
                key={`${n}:${chosen?.mealPosition === n ? chosen.id : ""}:${saved?.updatedAt ?? ""}:${change?.meal === n ? change.requestId : ""}:${fromDirectory(n)?.restaurantId ?? ""}`}
                meal={n}
                cityName={booking.cityName}
                timeZone={workspace.timeZone}
                stay={{ checkIn: booking.checkIn, checkOut: booking.checkOut }}
                saved={saved}
                pick={chosen?.mealPosition === n ? chosen : undefined}
                fromDirectory={fromDirectory(n)}
                change={change?.meal === n ? change : undefined}
                suggested={{ partySize: wishes?.partySize, date: wishes?.date, tableName: booking.name }}
                answer={answer}
              />
            ) : saved ? (
              <dl className={factsClasses}>
                <Fact term={t("meals.restaurant")}>
                  {saved.mapsUrl && isMapLink(saved.mapsUrl) ? (
                    <a className="underline" href={saved.mapsUrl} rel="noreferrer">
                      {saved.restaurantName}
                    </a>
                  ) : (
                    saved.restaurantName
                  )}
                </Fact>
                {/* The trip's own time: in its city's zone, named, whatever the desk's zone. */}
                <Fact term={t("meals.when")}>
                  <time dateTime={saved.startsAt}>
                    {formatDeskTime(saved.startsAt, saved.timeZone, languageOf(i18n))}
                  </time>{" "}
                  ({saved.timeZone})
                </Fact>
                <Fact term={t("meals.address")}>{saved.address}</Fact>
                <Fact term={t("meals.tableUnder")}>
                  {t("meals.tableUnderValue", { name: saved.tableName, count: saved.partySize })}
                </Fact>
                <Fact term={t("meals.confirmation")}>{saved.confirmationCode || "—"}</Fact>
              </dl>
            ) : (
              <p className="text-ink-soft">{t("meals.noReservation")}</p>
            )}
          </article>
        );
      })}
    </WorkspaceSection>
  );
}

import type { TFunction } from "i18next";
import { controlClasses } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { historyWords } from "~/features/restaurants/restaurant-words";
import type { WorkspaceDirectory } from "~/features/restaurants/restaurants";
import { useTranslation } from "~/i18n/use-translation";

/**
 * Each of the city's restaurants as its option reads, with how often it was booked and rated:
 * worked out once for the page, since every meal's list offers the same restaurants.
 */
export function directoryOptions(t: TFunction<"workspace">, directory: WorkspaceDirectory) {
  return directory.choices.map((choice) => ({
    id: choice.id,
    label: choice.history.booked > 0 ? `${choice.name} — ${historyWords(t, choice.history)}` : choice.name,
  }));
}

/**
 * "From the directory" for one meal: a plain GET form that reloads the workspace with the chosen
 * restaurant's name, address, map link and cancellation terms filled into this meal's form
 * (nothing is saved until the form is). Works the same without JavaScript.
 */
export function DirectoryChoice({
  reference,
  meal,
  cityName,
  directory,
  options,
}: {
  reference: string;
  meal: number;
  cityName: string;
  directory: WorkspaceDirectory;
  options: ReturnType<typeof directoryOptions>;
}) {
  const { t } = useTranslation("workspace");
  const id = `directory-${meal}`;
  if (options.length === 0) {
    return (
      <p className="text-sm text-ink-soft">
        {t("directoryChoice.none", { city: cityName })}{" "}
        <a href={`/admin/restaurants?city=${encodeURIComponent(cityName)}`} className="underline">
          {t("directoryChoice.addOne")}
        </a>
        .
      </p>
    );
  }
  const chosen = directory.chosen?.meal === meal ? String(directory.chosen.restaurantId) : "";
  return (
    <form
      method="get"
      action={`/admin/bookings/${encodeURIComponent(reference)}#meal-${meal}`}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-line p-3"
      aria-label={t("directoryChoice.label", { meal })}
    >
      <input type="hidden" name="meal" value={meal} />
      <div className="grid w-full max-w-sm min-w-0 gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {t("directoryChoice.field")}
        </label>
        <select
          id={id}
          name="restaurant"
          defaultValue={chosen}
          aria-describedby={`${id}-hint`}
          className={controlClasses}
        >
          <option value="">{t("directoryChoice.choose", { city: cityName })}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {t("directoryChoice.hint")}
        </p>
      </div>
      <Button type="submit" variant="secondary">
        {t("directoryChoice.fill")}
      </Button>
    </form>
  );
}

import { controlClasses } from "~/components/forms";
import { Button } from "~/components/ui/button";
import type { WorkspaceDirectory } from "~/features/restaurants/restaurants";

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
}: {
  reference: string;
  meal: number;
  cityName: string;
  directory: WorkspaceDirectory;
}) {
  const id = `directory-${meal}`;
  if (directory.choices.length === 0) {
    return (
      <p className="text-sm text-ink-soft">
        No restaurant in {cityName} in the directory yet.{" "}
        <a href={`/admin/restaurants?city=${encodeURIComponent(cityName)}`} className="underline">
          Add one
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
      aria-label={`Fill meal ${meal} from the directory`}
    >
      <input type="hidden" name="meal" value={meal} />
      <div className="grid w-full max-w-sm min-w-0 gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          From the directory
        </label>
        <select
          id={id}
          name="restaurant"
          defaultValue={chosen}
          aria-describedby={`${id}-hint`}
          className={controlClasses}
        >
          <option value="">Choose a restaurant in {cityName}</option>
          {directory.choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.history ? `${choice.name} — ${choice.history}` : choice.name}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          Most booked and best rated first. Fills the name, address, map link and cancellation terms below; nothing is
          saved yet.
        </p>
      </div>
      <Button type="submit" variant="secondary">
        Fill in
      </Button>
    </form>
  );
}

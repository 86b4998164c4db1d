import { formatDeskTime } from "~/domain/desk-time";
import { languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

/**
 * "28 Nov 2026" above "23:46 CET", in small type: each part whole on its own line, so a table's
 * column stays narrower than the ISO date it replaced and a wide table still fits 1280 px.
 */
export function DeskTimeCell({ at, zone }: { at: string; zone: string }) {
  const { i18n } = useTranslation("admin");
  const [day, time] = formatDeskTime(at, zone, languageOf(i18n)).split(", ");
  return (
    <span className="text-xs">
      <span className="block whitespace-nowrap">{day}</span>
      {time && <span className="block whitespace-nowrap text-ink-soft">{time}</span>}
    </span>
  );
}

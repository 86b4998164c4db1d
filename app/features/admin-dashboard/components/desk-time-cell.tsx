import { formatDeskTime } from "~/domain/desk-time";

/**
 * "28 Nov 2026" above "23:46 CET", in small type: each part whole on its own line, so a table's
 * column stays narrower than the ISO date it replaced and a wide table still fits 1280 px.
 */
export function DeskTimeCell({ at, zone }: { at: string; zone: string }) {
  const [day, time] = formatDeskTime(at, zone).split(", ");
  return (
    <span className="text-xs">
      <span className="block whitespace-nowrap">{day}</span>
      {time && <span className="block whitespace-nowrap text-ink-soft">{time}</span>}
    </span>
  );
}

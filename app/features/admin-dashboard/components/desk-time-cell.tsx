import { formatDeskTime } from "~/domain/desk-time";

/** "28 Nov 2026," above "23:46 CET": each part whole, so a table's column stays narrow at 1280 px. */
export function DeskTimeCell({ at, zone }: { at: string; zone: string }) {
  const [day, time] = formatDeskTime(at, zone).split(", ");
  return (
    <>
      <span className="whitespace-nowrap">{time ? `${day},` : day}</span>{" "}
      <span className="whitespace-nowrap">{time}</span>
    </>
  );
}

import { neutraliseFormula } from "~/domain/csv";
import type { RestaurantRow } from "~/features/restaurants/restaurant-tables";

/**
 * The directory as a spreadsheet (decision 0071): the columns written by the export and read by
 * the import, in one table so the two cannot drift apart, and a reader for RFC 4180 CSV that
 * keeps the line each record starts on, to name it in an error.
 */

type Field =
  | "cityName"
  | "name"
  | "address"
  | "mapsUrl"
  | "latitude"
  | "longitude"
  | "phone"
  | "website"
  | "cuisine"
  | "priceLevel"
  | "bookingMethod"
  | "bookingDetails"
  | "cancellationTerms"
  | "noShowTerms"
  | "teamNotes"
  | "openingDays";

const text = (value: string | number | null) => (value === null ? "" : String(value));

export const RESTAURANT_CSV_COLUMNS: { header: string; field: Field; value: (row: RestaurantRow) => string }[] = [
  { header: "City", field: "cityName", value: (r) => r.cityName },
  { header: "Name", field: "name", value: (r) => r.name },
  { header: "Address", field: "address", value: (r) => r.address },
  { header: "Map link", field: "mapsUrl", value: (r) => text(r.mapsUrl) },
  { header: "Latitude", field: "latitude", value: (r) => text(r.latitude) },
  { header: "Longitude", field: "longitude", value: (r) => text(r.longitude) },
  { header: "Phone", field: "phone", value: (r) => r.phone },
  { header: "Website", field: "website", value: (r) => r.website },
  { header: "Cuisine", field: "cuisine", value: (r) => r.cuisine },
  { header: "Price level", field: "priceLevel", value: (r) => String(r.priceLevel) },
  { header: "How to book", field: "bookingMethod", value: (r) => r.bookingMethod },
  { header: "Booking details", field: "bookingDetails", value: (r) => r.bookingDetails },
  { header: "Cancellation terms", field: "cancellationTerms", value: (r) => r.cancellationTerms },
  { header: "No-show terms", field: "noShowTerms", value: (r) => r.noShowTerms },
  { header: "Team notes", field: "teamNotes", value: (r) => r.teamNotes },
  { header: "Opening days", field: "openingDays", value: (r) => r.openingDays },
];

const quoted = (cell: string) => `"${cell.replaceAll('"', '""')}"`;

/** The file: a header row, then one record per restaurant, every cell quoted and safe from formulas. */
export function restaurantsCsv(rows: RestaurantRow[]): string {
  const lines = [RESTAURANT_CSV_COLUMNS.map((column) => quoted(column.header))];
  for (const row of rows)
    lines.push(RESTAURANT_CSV_COLUMNS.map((column) => quoted(neutraliseFormula(column.value(row)))));
  return `${lines.map((cells) => cells.join(",")).join("\r\n")}\r\n`;
}

/**
 * The export's formula guard undone: an apostrophe the export put before `=`, `+`, `-`, `@`
 * (a phone's "+34…") is taken off again, so a file read back stores what was exported.
 */
const unguard = (cell: string) => cell.replace(/^'(?=[=+\-@\t\r])/, "").replace(/([,;\t])'(?=[=+\-@\t\r])/g, "$1");

export type CsvRecord = { line: number; cells: string[] };

/** The records of a CSV text (comma-separated, double quotes around any cell), with the line each starts on. */
export function parseCsv(input: string): { records: CsvRecord[]; error: string | null } {
  const source = input.replace(/^\uFEFF/, "");
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let line = 1;
  let start = 1;
  let inQuotes = false;
  let quotedCell = false;
  const endCell = () => {
    cells.push(cell);
    cell = "";
    quotedCell = false;
  };
  const endRecord = () => {
    endCell();
    // A blank line between records is no record.
    if (!(cells.length === 1 && cells[0] === "")) records.push({ line: start, cells });
    cells = [];
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (inQuotes) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') inQuotes = false;
      else {
        if (char === "\n") line++;
        cell += char;
      }
    } else if (char === '"' && cell === "" && !quotedCell) {
      inQuotes = true;
      quotedCell = true;
    } else if (char === ",") endCell();
    else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[i + 1] === "\n") i++;
      endRecord();
      line++;
      start = line;
    } else cell += char;
  }
  if (inQuotes) return { records, error: `Line ${start}: a quoted cell is never closed` };
  if (cell !== "" || cells.length > 0) endRecord();
  return { records, error: null };
}

/**
 * A record as the form's fields, by the header row's names (in any order; case and spacing do
 * not matter). Unknown headers and missing ones are the header's error.
 */
export function headerMap(header: string[]): { columns: (Field | null)[]; error: string | null } {
  const fold = (value: string) => value.trim().toLowerCase().replace(/\s+/g, " ");
  const byHeader = new Map(RESTAURANT_CSV_COLUMNS.map((column) => [fold(column.header), column.field]));
  const columns = header.map((name) => byHeader.get(fold(name)) ?? null);
  const unknown = header.filter((_, i) => columns[i] === null && header[i].trim() !== "");
  if (unknown.length > 0)
    return { columns, error: `Line 1: unknown column ${unknown.map((u) => `"${u}"`).join(", ")}` };
  const missing = RESTAURANT_CSV_COLUMNS.filter(
    (column) =>
      ["cityName", "name", "address", "priceLevel", "bookingMethod"].includes(column.field) &&
      !columns.includes(column.field),
  );
  if (missing.length > 0) {
    return { columns, error: `Line 1: the header row lacks ${missing.map((m) => `"${m.header}"`).join(", ")}` };
  }
  return { columns, error: null };
}

/** One record's cells as form fields (opening days split into the form's list). */
export function recordFields(columns: (Field | null)[], cells: string[]): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  columns.forEach((field, i) => {
    if (!field) return;
    const value = unguard(cells[i] ?? "");
    fields[field] =
      field === "openingDays"
        ? value
            .toLowerCase()
            .split(/[\s,;]+/)
            .filter(Boolean)
        : value;
  });
  return fields;
}

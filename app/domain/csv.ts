import { type AdminBookingRow, type AdminCreatorRow, bookingCity, bookingDates } from "./admin-rows";
import { paymentBadge } from "./payment-status";
import { STATUS_LABELS } from "./status-labels";

/**
 * Spreadsheets run a cell that starts with one of these as a formula; a leading apostrophe
 * makes them show it as text instead (OWASP, "CSV Injection"). The file quotes every field,
 * but a spreadsheet opened with another separator than the file's (Excel in Spain and France
 * splits on `;`, some imports on tabs) cuts a field into cells wherever that separator is, and
 * OWASP warns of exactly this: a formula after a separator inside the text starts its own
 * cell. So the apostrophe also goes after any `,` `;` or tab that such a character follows.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const FORMULA_AFTER_SEPARATOR = /([,;\t])(?=[=+\-@\t\r])/g;

export function neutraliseFormula(value: string): string {
  const inner = value.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

export type CsvCell = string | number;
export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvCell };

/** What the bookings file shows of a booking: the export reads only these columns. */
export const BOOKING_CSV_FIELDS = [
  "id",
  "name",
  "email",
  "phone",
  "regionCode",
  "cityName",
  "checkIn",
  "checkOut",
  "reservations",
  "totalCents",
  "paymentStatus",
  "requiresPayment",
  "createdAt",
  "status",
] as const satisfies readonly (keyof AdminBookingRow)[];

export type BookingCsvRow = Pick<AdminBookingRow, (typeof BOOKING_CSV_FIELDS)[number]>;

/**
 * The admin bookings table's columns, in its order; the lifecycle status comes last so a
 * spreadsheet built on the earlier columns keeps working. Times stay ISO 8601 in UTC, as stored
 * ("2026-11-28T22:46:00.000Z"), for the machines that read the file: the pages give them in the
 * desk's zone, a file is read anywhere.
 */
export const BOOKING_CSV_COLUMNS: CsvColumn<BookingCsvRow>[] = [
  { header: "ID", value: (b) => b.id },
  { header: "Name", value: (b) => b.name },
  { header: "Email", value: (b) => b.email },
  { header: "Phone", value: (b) => b.phone },
  { header: "City", value: bookingCity },
  { header: "Dates", value: bookingDates },
  { header: "Reservations", value: (b) => b.reservations },
  { header: "Price (EUR)", value: (b) => (b.totalCents / 100).toFixed(2) },
  { header: "Payment", value: (b) => paymentBadge(b).label },
  { header: "Created", value: (b) => b.createdAt },
  { header: "Status", value: (b) => STATUS_LABELS[b.status] },
];

/** The admin creators table's columns, in its order. */
export const CREATOR_CSV_COLUMNS: CsvColumn<AdminCreatorRow>[] = [
  { header: "ID", value: (c) => c.id },
  { header: "Name", value: (c) => c.name },
  { header: "Email", value: (c) => c.email },
  { header: "City", value: (c) => c.city },
  { header: "Instagram", value: (c) => c.instagram },
  { header: "TikTok", value: (c) => c.tiktok ?? "" },
  { header: "Applied", value: (c) => c.appliedAt },
  { header: "Status", value: (c) => c.status },
];

/** One CSV record: every text cell neutralised, numbers as they are. */
export function csvRecord<Row>(columns: CsvColumn<Row>[], row: Row): CsvCell[] {
  return columns.map((column) => {
    const cell = column.value(row);
    return typeof cell === "string" ? neutraliseFormula(cell) : cell;
  });
}

export type ExportKind = "bookings" | "creators";

/** `bookings-2025-06-01.csv`: dated by the UTC day of the export. */
export function csvFilename(kind: ExportKind, now: Date): string {
  return `${kind}-${now.toISOString().slice(0, 10)}.csv`;
}

import Database from "better-sqlite3";
import { stringify } from "csv-stringify/sync";
import { getTableColumns } from "drizzle-orm";
import { drizzle } from "drizzle-orm/better-sqlite3";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import * as clock from "~/clock";
import * as schema from "~/db/schema";
import type { AdminBookingRow, AdminCreatorRow } from "~/domain/admin-rows";
import {
  BOOKING_CSV_COLUMNS,
  BOOKING_CSV_FIELDS,
  type BookingCsvRow,
  CREATOR_CSV_COLUMNS,
  type CsvCell,
  type CsvColumn,
  csvFilename,
  csvRecord,
  type ExportKind,
} from "~/domain/csv";
import { env } from "~/env.server";
import { adminBookingFields, bookingJson, newestBookingsFirst } from "~/features/admin-dashboard/admin-bookings.server";
import { adminCreatorFields, newestCreatorsFirst } from "~/features/admin-dashboard/admin-creators.server";
import { logger } from "~/logger.server";

/**
 * Exports read through their own read-only connection: a better-sqlite3 cursor keeps its
 * connection busy until it ends, and the app's one connection must stay free for other
 * requests while a large file streams out. WAL lets this reader see a consistent snapshot.
 */
type Reader = { sqlite: Database.Database; orm: ReturnType<typeof drizzle<typeof schema>> };

function* withReader<T>(use: (reader: Reader) => Iterable<T>): Generator<T> {
  const sqlite = new Database(env().DATABASE_PATH, { readonly: true, fileMustExist: true });
  sqlite.pragma("busy_timeout = 5000");
  try {
    yield* use({ sqlite, orm: drizzle(sqlite, { schema }) });
  } finally {
    // Runs when the download finishes, fails or the client goes away.
    sqlite.close();
  }
}

/** The rows of a drizzle select, one at a time from a cursor, mapped as drizzle would map them. */
function* cursor<Row>(
  reader: Reader,
  query: { toSQL(): { sql: string; params: unknown[] } },
  fields: Record<string, SQLiteColumn>,
): Generator<Row> {
  const columns = Object.entries(fields);
  const { sql, params } = query.toSQL();
  for (const values of reader.sqlite
    .prepare(sql)
    .raw(true)
    .iterate(...params) as Iterable<unknown[]>) {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) {
      const [key, column] = columns[i];
      row[key] = values[i] === null ? null : column.mapFromDriverValue(values[i]);
    }
    yield row as Row;
  }
}

const bookingRows = (reader: Reader) =>
  cursor<AdminBookingRow>(
    reader,
    reader.orm
      .select(adminBookingFields)
      .from(schema.bookings)
      .orderBy(...newestBookingsFirst),
    adminBookingFields,
  );

/**
 * The bookings file reads only the columns it writes: at 100,000 bookings the eight others
 * (the long references and session id among them) cost a fifth of the export's time.
 */
const bookingCsvFields = Object.fromEntries(
  BOOKING_CSV_FIELDS.map((field) => [field, adminBookingFields[field]]),
) as unknown as Pick<typeof adminBookingFields, keyof BookingCsvRow>;

const bookingCsvRows = (reader: Reader) =>
  cursor<BookingCsvRow>(
    reader,
    reader.orm
      .select(bookingCsvFields)
      .from(schema.bookings)
      .orderBy(...newestBookingsFirst),
    bookingCsvFields,
  );

const creatorRows = (reader: Reader) =>
  cursor<AdminCreatorRow>(
    reader,
    reader.orm
      .select(adminCreatorFields)
      .from(schema.creators)
      .orderBy(...newestCreatorsFirst),
    adminCreatorFields,
  );

/** A file for the admin to download, streamed; the HTTP layer turns it into an attachment response. */
export type Download = { body: ReadableStream<Uint8Array>; contentType: string; filename: string };

/**
 * The export's chunks as the response body, one chunk made each time the client is ready for
 * more, and every way the stream can end handled here (a download once waited 90 s in a
 * browser test with nothing logged):
 * - the file ends: the generator has already closed its reader (withReader's `finally`);
 * - a chunk cannot be made: the reader is closed as the error leaves the generator, the
 *   failure is logged (its message and stack, never the rows) and the stream errors, which
 *   ends the response at once (React Router destroys it) rather than leaving it open;
 * - the client goes away: `cancel` ends the generator, which closes the cursor and its
 *   connection; that is the client's choice, not a failure, so nothing is logged as one.
 */
function download(chunks: Generator<string>, what: string, contentType: string, filename: string): Download {
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      let next: IteratorResult<string>;
      try {
        next = chunks.next();
      } catch (error) {
        logger.error({ err: error, export: what }, "export failed");
        controller.error(error);
        return;
      }
      if (next.done) controller.close();
      else controller.enqueue(Buffer.from(next.value, "utf8"));
    },
    cancel() {
      chunks.return(undefined);
    },
  });
  return { body, contentType, filename };
}

/**
 * Rows per chunk: one stream chunk per row made the export spend its time in stream machinery;
 * at 100,000 bookings 200 rows grew a fresh server by about 35 MB, 500 by 48 and 2,000 by 70,
 * in the same time.
 */
const CSV_BATCH = 200;

/**
 * Told how many rows went out once the whole file has been read (not when the client left
 * half-way): the audit row of an export states its row count.
 */
export type ExportDone = (rows: number) => void;

function finished(done: ExportDone | undefined, rows: number, kind: string) {
  try {
    done?.(rows);
  } catch (error) {
    logger.error({ err: error, kind }, "export finished but its audit row was not written");
  }
}

/** CSV text in chunks of CSV_BATCH records, pulled from the cursor only as fast as the client reads. */
function csvChunks<Row>(rows: (reader: Reader) => Iterable<Row>, columns: CsvColumn<Row>[], done?: ExportDone) {
  // Every field quoted, so no separator inside a text, in any locale's reading, ends the field.
  const options = { record_delimiter: "windows", quoted: true, quoted_empty: true } as const;
  return withReader(function* (reader) {
    yield stringify([columns.map((c) => c.header)], { ...options, bom: true });
    let batch: CsvCell[][] = [];
    let count = 0;
    for (const row of rows(reader)) {
      count++;
      batch.push(csvRecord(columns, row));
      if (batch.length === CSV_BATCH) {
        yield stringify(batch, options);
        batch = [];
      }
    }
    if (batch.length > 0) yield stringify(batch, options);
    finished(done, count, "csv");
  });
}

/**
 * A table as CSV (RFC 4180, CRLF, UTF-8 with a BOM so Excel reads the accents, every field
 * quoted and every formula neutralised: domain/csv.ts), streamed
 * from a database cursor so its size does not matter.
 */
export function csvExport(kind: ExportKind, now = clock.now(), done?: ExportDone): Download {
  const chunks =
    kind === "bookings"
      ? csvChunks(bookingCsvRows, BOOKING_CSV_COLUMNS, done)
      : csvChunks(creatorRows, CREATOR_CSV_COLUMNS, done);
  return download(chunks, `${kind} csv`, "text/csv; charset=utf-8", csvFilename(kind, now));
}

type HistoryRow = { from: string | null; to: string; at: string; actor: string; note: string | null };

/**
 * Each booking's lifecycle history, read through a second read-only connection: the first is
 * busy streaming the bookings cursor and cannot run another query until it ends.
 */
type MessageRow = { author: string; body: string; at: string; changeRequest: string | null };

function* withHistory<T>(
  use: (historyOf: (bookingId: number) => HistoryRow[], messagesOf: (bookingId: number) => MessageRow[]) => Iterable<T>,
): Generator<T> {
  const sqlite = new Database(env().DATABASE_PATH, { readonly: true, fileMustExist: true });
  sqlite.pragma("busy_timeout = 5000");
  try {
    const statement = sqlite.prepare<[number], HistoryRow>(
      'select from_status as "from", to_status as "to", created_at as at, actor, note from booking_events where booking_id = ? order by id',
    );
    // The trip's conversation is the traveller's personal data too: exported with the booking.
    const messages = sqlite.prepare<[number], MessageRow>(
      `select m.author, m.body, m.created_at as at,
              case when c.id is null then null else json_object('meal', c.meal_position, 'date', c.new_date,
                'time', c.new_time, 'partySize', c.new_party_size, 'status', c.status) end as changeRequest
         from conversation_messages m left join change_requests c on c.message_id = m.id
        where m.booking_id = ? order by m.id`,
    );
    yield* use(
      (bookingId) => statement.all(bookingId),
      (bookingId) =>
        messages.all(bookingId).map((row) => ({
          ...row,
          changeRequest: row.changeRequest ? JSON.parse(row.changeRequest) : null,
        })),
    );
  } finally {
    sqlite.close();
  }
}

/**
 * Every booking (with its lifecycle history), creator (no password or link hashes) and
 * recommendation in one JSON file.
 */
export function allDataExport(now = clock.now(), done?: ExportDone): Download {
  let count = 0;
  const counted = <T>(rows: Iterable<T>) =>
    (function* () {
      for (const row of rows) {
        count++;
        yield row;
      }
    })();
  const chunks = withReader(function* (reader) {
    yield `{"exportedAt":${JSON.stringify(now.toISOString())},\n"bookings":[`;
    yield* withHistory((historyOf, messagesOf) =>
      jsonItems(counted(bookingRows(reader)), (row) => ({
        ...bookingJson(row),
        history: historyOf(row.id),
        conversation: messagesOf(row.id),
      })),
    );
    yield '],\n"creators":[';
    yield* jsonItems(counted(creatorRows(reader)), (row) => row);
    yield '],\n"recommendations":[';
    const fields = getTableColumns(schema.recommendations);
    const query = reader.orm.select(fields).from(schema.recommendations).orderBy(schema.recommendations.id);
    yield* jsonItems(counted(cursor(reader, query, fields)), (row) => row);
    // The travellers' ratings and comments of their meals: their personal data too.
    yield '],\n"mealFeedback":[';
    const feedbackFields = getTableColumns(schema.mealFeedback);
    const feedback = reader.orm.select(feedbackFields).from(schema.mealFeedback).orderBy(schema.mealFeedback.id);
    yield* jsonItems(counted(cursor(reader, feedback, feedbackFields)), (row) => row);
    yield "]}\n";
    finished(done, count, "all");
  });
  return download(
    chunks,
    "all data json",
    "application/json; charset=utf-8",
    `sobremesa-data-${now.toISOString().slice(0, 10)}.json`,
  );
}

function* jsonItems<Row>(rows: Iterable<Row>, shape: (row: Row) => unknown): Generator<string> {
  let separator = "\n";
  for (const row of rows) {
    yield separator + JSON.stringify(shape(row));
    separator = ",\n";
  }
}

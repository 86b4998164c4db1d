import { pipeline, Readable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import Database from "better-sqlite3";
import { stringify } from "csv-stringify";
import { getTableColumns } from "drizzle-orm";
import { drizzle } from "drizzle-orm/better-sqlite3";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import * as schema from "~/db/schema";
import type { AdminBookingRow, AdminCreatorRow } from "~/domain/admin";
import {
  BOOKING_CSV_COLUMNS,
  CREATOR_CSV_COLUMNS,
  type CsvColumn,
  csvFilename,
  csvRecord,
  type ExportKind,
} from "~/domain/csv";
import { env } from "~/env.server";
import { logger } from "~/logger.server";
import { adminBookingFields, bookingJson, newestBookingsFirst } from "./admin-bookings.server";
import { adminCreatorFields, newestCreatorsFirst } from "./admin-creators.server";

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
  const keys = Object.keys(fields);
  const { sql, params } = query.toSQL();
  for (const values of reader.sqlite
    .prepare(sql)
    .raw(true)
    .iterate(...params) as Iterable<unknown[]>) {
    const row: Record<string, unknown> = {};
    keys.forEach((key, i) => {
      row[key] = values[i] === null ? null : fields[key].mapFromDriverValue(values[i]);
    });
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

const creatorRows = (reader: Reader) =>
  cursor<AdminCreatorRow>(
    reader,
    reader.orm
      .select(adminCreatorFields)
      .from(schema.creators)
      .orderBy(...newestCreatorsFirst),
    adminCreatorFields,
  );

function download(body: Readable, contentType: string, filename: string): Response {
  return new Response(createReadableStreamFromReadable(body), {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}

function csvRecords<Row>(rows: (reader: Reader) => Iterable<Row>, columns: CsvColumn<Row>[]) {
  return withReader(function* (reader) {
    for (const row of rows(reader)) yield csvRecord(columns, row);
  });
}

/**
 * A table as CSV (RFC 4180, CRLF, UTF-8 with a BOM so Excel reads the accents), streamed
 * row by row from the database so its size does not matter.
 */
export function csvExport(kind: ExportKind, now = new Date()): Response {
  const [records, headers] =
    kind === "bookings"
      ? [csvRecords(bookingRows, BOOKING_CSV_COLUMNS), BOOKING_CSV_COLUMNS.map((c) => c.header)]
      : [csvRecords(creatorRows, CREATOR_CSV_COLUMNS), CREATOR_CSV_COLUMNS.map((c) => c.header)];
  const csv = stringify({ bom: true, header: true, columns: headers, record_delimiter: "windows" });
  pipeline(Readable.from(records), csv, (error) => {
    if (error && error.code !== "ERR_STREAM_PREMATURE_CLOSE") logger.error({ err: error, kind }, "CSV export failed");
  });
  return download(csv, "text/csv; charset=utf-8", csvFilename(kind, now));
}

/** Every booking, creator (no password or link hashes) and recommendation in one JSON file. */
export function allDataExport(now = new Date()): Response {
  const chunks = withReader(function* (reader) {
    yield `{"exportedAt":${JSON.stringify(now.toISOString())},\n"bookings":[`;
    yield* jsonItems(bookingRows(reader), bookingJson);
    yield '],\n"creators":[';
    yield* jsonItems(creatorRows(reader), (row) => row);
    yield '],\n"recommendations":[';
    const fields = getTableColumns(schema.recommendations);
    const query = reader.orm.select(fields).from(schema.recommendations).orderBy(schema.recommendations.id);
    yield* jsonItems(cursor(reader, query, fields), (row) => row);
    yield "]}\n";
  });
  return download(
    Readable.from(chunks),
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

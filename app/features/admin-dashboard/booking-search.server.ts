import { desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { bookings } from "~/db/schema";
import { normalizeReadableReference } from "~/domain/readable-reference";

/**
 * The admin search over every booking (decision 0041). What a concierge types — a name, an
 * email, a phone number, a readable reference, any three or more characters of them — is looked
 * up in `bookings_search`, a trigram index that triggers keep in step with the bookings
 * (drizzle/0024), instead of a LIKE read of every booking. Whole references are looked up by
 * their own indexes: the readable one however typed, the internal one, and the payment session's
 * last 8 characters (the payments table's, and /success's before decision 0058). Shorter queries, which a trigram
 * index cannot answer, keep the LIKE read.
 */

/** A trigram index answers a substring of three characters or more. */
const TRIGRAM = 3;

/** Case-insensitive substring match on any of the columns (LIKE with its wildcards escaped). */
export function matching(q: string, ...columns: SQLiteColumn[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql.join(
    columns.map((column) => sql`${column} LIKE ${pattern} ESCAPE '\\'`),
    sql` OR `,
  );
}

/** The characters people type in a phone number, spaces and punctuation removed in SQL (the index's trigger removes the same). */
const phoneDigits = sql`replace(replace(replace(replace(replace(replace(${bookings.phone}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')`;

/** The payment session's last 8 characters in capitals: the expression `bookings_session_suffix_idx` indexes. */
const sessionSuffix = sql`upper(substr(${bookings.stripeSessionId}, -8))`;

/**
 * An FTS5 string, quoted: the index reads it as one phrase, a substring, whatever it holds. FTS5
 * reads its query up to the first NUL, so a NUL would leave the quote unclosed ("unterminated
 * string"): it is dropped. Every other character, controls included, is read inside the quotes.
 */
const phrase = (text: string) => `"${text.replaceAll("\0", "").replace(/"/g, '""')}"`;

/** The digits of a query that looks like a phone number (four or more), else null. */
function typedPhone(q: string): string | null {
  const digits = q.replace(/\D/g, "");
  return digits.length >= 4 && /^[\d\s().+-]+$/.test(q) ? digits : null;
}

/** What the trigram index is asked: the text as typed, or a phone number's digits in the phone column. */
export function searchMatch(q: string): string | null {
  if ([...q].length < TRIGRAM) return null;
  const digits = typedPhone(q);
  return digits && digits.length >= TRIGRAM && digits !== q ? `${phrase(q)} OR phone : ${phrase(digits)}` : phrase(q);
}

/** The conditions on whole references, each answered by a unique or expression index. */
function referenceConditions(q: string): SQL[] {
  const conditions: SQL[] = [eq(bookings.reference, q)];
  // The readable reference however it is typed: any case, with or without "SBM" and the dashes.
  const readable = normalizeReadableReference(q);
  if (readable) conditions.push(eq(bookings.readableReference, readable));
  const successReference = q.replace(/^#/, "");
  if (/^[A-Za-z0-9_]{8}$/.test(successReference))
    conditions.push(sql`${sessionSuffix} = ${successReference.toUpperCase()}`);
  return conditions;
}

const indexed = (match: string) =>
  sql`${bookings.id} in (select rowid from bookings_search where bookings_search match ${match})`;

/**
 * What the admin search finds a booking by, as one condition (the CSV export, the API and the
 * overdue filter combine it with others): name, email, phone digits, readable reference, by the
 * trigram index; whole references by their indexes.
 */
export function bookingSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  const match = searchMatch(q);
  if (match) return or(indexed(match), ...referenceConditions(q));
  // One or two characters: the index cannot answer them, so every booking is read, as before.
  const digits = typedPhone(q);
  return or(
    matching(q, bookings.name, bookings.email, bookings.reference, bookings.readableReference),
    ...referenceConditions(q),
    ...(digits ? [sql`${phoneDigits} LIKE ${`%${digits}%`}`] : []),
  );
}

/**
 * The ids of one page of a search's bookings, newest first (by id: bookings are numbered as they
 * are made), and how many match. The trigram index hands back its ids newest first and stops at
 * the page, so a query that matches most bookings costs a page, plus its count; whole references
 * add the one booking they name. With `countUpTo`, the count stops one past it (`more` says it
 * did): a page that says "1,000+" need not walk the index to its end, which for a common word
 * over a year of bookings was most of the request. Null for a query the index cannot answer.
 */
export function searchIds(
  database: Db,
  q: string,
  page: number,
  pageSize: number,
  countUpTo?: number,
): { ids: number[]; total: number; more: boolean } | null {
  const match = searchMatch(q);
  if (!match) return null;
  const exact = database
    .select({ id: bookings.id })
    .from(bookings)
    .where(or(...referenceConditions(q)))
    .all()
    .map((row) => row.id);
  const reach = page * pageSize;
  const client = database.$client;
  const found = client
    .prepare("select rowid from bookings_search where bookings_search match ? order by rowid desc limit ?")
    .pluck()
    .all(match, reach) as number[];
  const counted = (
    countUpTo === undefined
      ? client.prepare("select count(*) from bookings_search where bookings_search match ?").pluck().get(match)
      : client
          .prepare("select count(*) from (select rowid from bookings_search where bookings_search match ? limit ?)")
          .pluck()
          .get(match, countUpTo + 1)
  ) as number;
  const alsoIndexed = exact.length
    ? new Set(
        client
          .prepare(
            `select rowid from bookings_search where bookings_search match ? and rowid in (${exact.map(() => "?").join(", ")})`,
          )
          .pluck()
          .all(match, ...exact) as number[],
      )
    : new Set<number>();
  const extra = exact.filter((id) => !alsoIndexed.has(id));
  const ids = [...new Set([...found, ...extra])].sort((a, b) => b - a).slice(reach - pageSize, reach);
  const total = counted + extra.length;
  return countUpTo !== undefined && total > countUpTo
    ? { ids, total: countUpTo, more: true }
    : { ids, total, more: false };
}

/** The rows of those ids, in the ids' order. */
export function rowsOf<T extends { id: number }>(
  database: Db,
  ids: number[],
  fields: Record<string, SQLiteColumn>,
): T[] {
  if (!ids.length) return [];
  return database
    .select(fields)
    .from(bookings)
    .where(inArray(bookings.id, ids))
    .orderBy(desc(bookings.id))
    .all() as unknown as T[];
}

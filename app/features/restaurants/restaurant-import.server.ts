import { asc } from "drizzle-orm";
import { db, writeTransaction } from "~/db/client.server";
import { headerMap, parseCsv, recordFields, restaurantsCsv } from "~/features/restaurants/restaurant-csv";
import { restaurantSchema } from "~/features/restaurants/restaurant-schema";
import { restaurants } from "~/features/restaurants/restaurant-tables";
import { duplicateOf, restaurantValues } from "~/features/restaurants/restaurants.server";

/**
 * An owner's spreadsheet into the directory, and the directory out as one (decision 0071). The
 * import is all or nothing: every line is read through the add form's own schema first, and if
 * any line is refused nothing is stored and each refusal is named by its line. A line for a
 * place already in the directory (or earlier in the same file) is reported and skipped, never
 * stored twice.
 */

/** At most this many restaurants in one file: a city's list, not a data dump. */
const IMPORT_MAX_LINES = 2000;

export type ImportOutcome = { ok: false; errors: string[] } | { ok: true; added: number; duplicates: string[] };

export function importRestaurants(csv: string): ImportOutcome {
  const { records, error } = parseCsv(csv);
  if (error) return { ok: false, errors: [error] };
  const [header, ...lines] = records;
  if (!header || lines.length === 0)
    return { ok: false, errors: ["The file needs a header row and at least one restaurant"] };
  if (lines.length > IMPORT_MAX_LINES) {
    return { ok: false, errors: [`At most ${IMPORT_MAX_LINES} restaurants in one file; split it`] };
  }
  const map = headerMap(header.cells);
  if (map.error) return { ok: false, errors: [map.error] };
  const errors: string[] = [];
  const valid: { line: number; values: ReturnType<typeof restaurantValues> }[] = [];
  for (const record of lines) {
    const parsed = restaurantSchema.safeParse(recordFields(map.columns, record.cells));
    if (!parsed.success) {
      const why = parsed.error.issues.map((issue) => {
        const column = issue.path[0] === undefined ? "" : `${String(issue.path[0])}: `;
        return `${column}${issue.message}`;
      });
      errors.push(`Line ${record.line}: ${why.join("; ")}`);
    } else valid.push({ line: record.line, values: restaurantValues(parsed.data) });
  }
  if (errors.length > 0) return { ok: false, errors };
  return writeTransaction((tx) => {
    const duplicates: string[] = [];
    const seen = new Map<string, number>();
    let added = 0;
    for (const { line, values } of valid) {
      const earlier = seen.get(values.dedupeKey);
      const found = duplicateOf(values.dedupeKey, tx);
      if (earlier !== undefined) {
        duplicates.push(`Line ${line}: ${values.name} is the same place as line ${earlier}; not added again`);
      } else if (found) {
        duplicates.push(`Line ${line}: ${values.name} is already in the directory (${found.address}); not added again`);
      } else {
        tx.insert(restaurants).values(values).run();
        added++;
      }
      if (earlier === undefined) seen.set(values.dedupeKey, line);
    }
    return { ok: true as const, added, duplicates };
  });
}

/** The whole directory as a CSV file, city by city. */
export function exportRestaurants(): string {
  return restaurantsCsv(
    db().select().from(restaurants).orderBy(asc(restaurants.cityName), asc(restaurants.name)).all(),
  );
}

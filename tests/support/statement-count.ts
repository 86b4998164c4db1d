import Database from "better-sqlite3";

/**
 * Every SQL statement this process executes while `work` runs, as its source text: a
 * statement is counted each time it runs, however often it was prepared (the app reuses its
 * compiled statements). Counts what better-sqlite3 runs for any connection in the process,
 * the in-process server's included.
 */
export async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const probe = new Database(":memory:");
  const prototype = Object.getPrototypeOf(probe.prepare("select 1")) as Record<string, unknown>;
  probe.close();
  const executed: string[] = [];
  const methods = ["run", "get", "all", "iterate"] as const;
  const originals = methods.map((name) => prototype[name] as (...args: unknown[]) => unknown);
  methods.forEach((name, i) => {
    prototype[name] = function (this: Database.Statement, ...args: unknown[]) {
      executed.push(this.source);
      return originals[i].apply(this, args);
    };
  });
  try {
    await work();
  } finally {
    methods.forEach((name, i) => {
      prototype[name] = originals[i];
    });
  }
  return executed;
}

/** The statements that read a booking's row: a select from the bookings table itself. */
export const bookingRowReads = (statements: string[]) =>
  statements.filter((sql) => /^\s*select\b/i.test(sql) && /\bfrom\s+"bookings"(?!_)/i.test(sql));

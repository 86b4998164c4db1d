/**
 * Intl formatters, made once per locale, time zone and options and then reused. Building an
 * `Intl.DateTimeFormat` (and `toLocaleDateString` with options, which builds one each call)
 * costs far more than formatting with it: the trip page and the creator dashboard format dozens
 * of dates per request, and making their formatters was the largest part of their own code's
 * time in a CPU profile. The keys come from the code's fixed option sets, a handful
 * of locales and the catalogue's time zones, so the cache stays small; a runaway caller is
 * bounded anyway.
 */

const LIMIT = 500;
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The formatter for `locale` and `options`, the same object every time. Throws a RangeError for
 * an unknown time zone, as the constructor does (nothing is cached then).
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    if (dateFormats.size >= LIMIT) dateFormats.clear();
    dateFormats.set(key, format);
  }
  return format;
}

/** Whether `timeZone` is one the runtime knows (an IANA name such as "Europe/Madrid"). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    dateFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}

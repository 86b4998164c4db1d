import { shownText } from "~/domain/plain-text";

/** Searching and paging the admin tables and endpoints. */

/** Admin tables show 50 rows a page. */
export const ADMIN_PAGE_SIZE = 50;
const MAX_SEARCH_LENGTH = 200;
/**
 * The admin pages count a search's matches up to this many and then say "1,000+": nobody reads
 * further, and counting every match of a common word is what made a search slow. The JSON API
 * counts them all (its `count` is part of its contract).
 */
export const SEARCH_COUNT_CAP = 1000;

/** The listing options every admin table and endpoint reads from its query string. */
export type ListQuery = {
  q: string;
  page: number /** Only bookings past a promised time (Internal Database). */;
  overdue?: boolean;
};

/**
 * The listing options of every admin page and API endpoint (the one reader of `q`). The search
 * loses its hidden characters (control characters NUL included, direction marks: plain-text.ts)
 * rather than being refused: they show nothing, no stored name holds one (forms refuse them),
 * and one pasted with a name should not hide the booking; a tab or line break between words is
 * a space. What is left is what the page shows as searched for.
 */
export function listQuery(params: URLSearchParams): ListQuery {
  const typed = (params.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
  const q = shownText(typed.replaceAll("\t", " ")).trim();
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return { q, page: Number.isSafeInteger(page) && page >= 1 ? page : 1, overdue: params.get("overdue") === "1" };
}

export function pageCount(total: number, pageSize = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page's link that keeps the other listing parameters. */
export function listHref(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "" && !(key === "page" && value === 1)) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "?";
}

/**
 * Public pages that are the same for every visitor: the server renders each once per
 * process and answers from memory afterwards (see server/page-cache.ts). A page listed
 * here must not depend on cookies, the query string or anything that changes at run time.
 */
export const CACHED_PAGES: ReadonlySet<string> = new Set([
  "/",
  "/es",
  "/fr",
  "/about",
  "/es/about",
  "/fr/about",
  "/privacy",
  "/es/privacy",
  "/fr/privacy",
  "/creators",
  "/es/creators",
  "/fr/creators",
]);

import { z } from "zod";

/**
 * zod decides whether it may compile faster parsers by trying `new Function("")` as a schema of
 * objects is built. Our pages' CSP forbids eval, and the browser reports even that caught try as
 * a violation (Lighthouse's best practices count it). In the browser it does not try: this module
 * is imported first by the root route, whose imports the browser runs before any other route's,
 * and first by the booking form's standalone script. The server has no CSP and keeps the fast path.
 */
if (typeof document !== "undefined") z.config({ jitless: true });

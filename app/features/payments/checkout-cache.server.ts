import * as clock from "~/clock";
import type { CheckoutView } from "~/features/payments/payments.server";

/**
 * Recent Stripe session look-ups, in this process's memory. A reloaded /success page or a
 * client polling /api/verify-payment asks about the same session again and again; each
 * answer is reused briefly instead of calling Stripe every time. Concurrent look-ups of one
 * session share a single call.
 *
 * A session that can still change (open, or complete but not yet paid) is reused for a few
 * seconds only, so a payment made meanwhile shows up almost at once; a settled one (paid,
 * expired) and an unknown id for a minute.
 */
const CHANGING_TTL_MS = 5_000;
const SETTLED_TTL_MS = 60_000;
/** Bounds memory when many distinct ids are looked up. */
const MAX_ENTRIES = 5_000;

type Entry = { expires: number; value: Promise<CheckoutView | null> };

const entries = new Map<string, Entry>();

const settled = (view: CheckoutView | null) =>
  !view || view.sessionStatus === "expired" || (view.sessionStatus === "complete" && view.paymentStatus === "paid");

const ttlFor = (view: CheckoutView | null) => (settled(view) ? SETTLED_TTL_MS : CHANGING_TTL_MS);

function store(sessionId: string, entry: Entry): void {
  entries.delete(sessionId);
  entries.set(sessionId, entry);
  // Maps iterate in insertion order: the first key is the oldest.
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
}

/** The cached answer for this session, or `load()`'s, which is then kept for its time to live. */
export function cachedCheckout(
  sessionId: string,
  load: () => Promise<CheckoutView | null>,
  now = clock.nowMs(),
): Promise<CheckoutView | null> {
  const hit = entries.get(sessionId);
  if (hit && hit.expires > now) return hit.value;
  const value = load();
  // While the call is in flight it is shared; a failure is not kept, so the next look-up retries.
  const entry: Entry = { expires: now + 30_000, value };
  store(sessionId, entry);
  value.then(
    (view) => {
      entry.expires = clock.nowMs() + ttlFor(view);
    },
    () => {
      if (entries.get(sessionId) === entry) entries.delete(sessionId);
    },
  );
  return value;
}

/** What a signed webhook just told us about a session is fresher than any cached look-up. */
export function rememberCheckout(view: CheckoutView, now = clock.nowMs()): void {
  store(view.id, { expires: now + ttlFor(view), value: Promise.resolve(view) });
}

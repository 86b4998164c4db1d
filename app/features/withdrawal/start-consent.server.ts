import { and, eq } from "drizzle-orm";
import * as clock from "~/clock";
import { db } from "~/db/client.server";
import { bookings } from "~/db/schema";

/**
 * Records, with its time, that the traveller asked for the service to start within the
 * withdrawal period and acknowledged losing the right once it is fully performed (Directive
 * 2011/83/EU art. 16(a)): for a confirmed request, ticked on the trip page just before paying.
 * The box is ticked again on each attempt, so the latest time stands.
 */
export function recordStartConsent(reference: string): void {
  db()
    .update(bookings)
    .set({ serviceStartConsentAt: clock.now().toISOString() })
    .where(and(eq(bookings.reference, reference), eq(bookings.requiresPayment, true)))
    .run();
}

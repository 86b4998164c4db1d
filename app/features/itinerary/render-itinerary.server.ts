import { createHash } from "node:crypto";
import { performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import * as clock from "~/clock";
import { configuredSupport } from "~/content/support-contact.server";
import { db, type Executor, type Tx, writeTransaction } from "~/db/client.server";
import { bookings, type ItineraryRow, itineraries, type OutboxRecord } from "~/db/schema";
import { env } from "~/env.server";
import { issueTripLink, tripUrl } from "~/features/trip/trip-links.server";
import { logger } from "~/logger.server";
import { queueMail } from "~/platform/mail/mail-queue.server";
import { PermanentDeliveryError } from "~/platform/outbox/outbox.server";
import { renderPdf } from "~/platform/pdf/pdf-pool.server";
import { sealToBuffer, UnreadableSealError, unsealBuffer } from "~/platform/sealed-box.server";
import { itineraryOf, type RenderJob } from "./itinerary.server";

/**
 * The outbox's `itinerary` job: renders the PDF of the itinerary's current version once, stores
 * it sealed with its digest and size, and, in the same transaction, queues the email that
 * carries it. A retried job whose PDF is already there renders nothing again.
 */

const PURPOSE = "sobremesa itinerary pdf";
const context = (bookingId: number) => `booking:${bookingId}`;

/** The PDF exactly as the traveller downloads it; throws UnreadableSealError if SESSION_SECRET changed since. */
export function openPdf(row: ItineraryRow): Buffer | null {
  if (!row.pdfSealed) return null;
  return unsealBuffer(row.pdfSealed, PURPOSE, context(row.bookingId));
}

/** Renders the row's current version now and stores it; returns the stored row. */
export async function renderNow(bookingId: number): Promise<ItineraryRow> {
  const row = itineraryOf(bookingId);
  if (!row) throw new PermanentDeliveryError(`Booking ${bookingId} has no itinerary to render`);
  // The cover prints a trip link of its own: minted now, kept only as a hash like every other.
  const token = writeTransaction((tx) => issueTripLink(tx, bookingId));
  const started = performance.now();
  // In the PDF worker thread (services/pdf): seconds of layout for a long trip must not hold up
  // the requests this process serves meanwhile.
  const pdf = await renderPdf({
    kind: "itinerary",
    document: row.document,
    links: {
      tripUrl: tripUrl(token),
      accessibleUrl: `${tripUrl(token)}/itinerary`,
      supportEmail: env().SUPPORT_EMAIL,
      support: configuredSupport(),
    },
  });
  const renderMs = Math.round(performance.now() - started);
  const values = {
    pdfVersion: row.version,
    pdfSealed: sealToBuffer(pdf, PURPOSE, context(bookingId)),
    pdfSha256: createHash("sha256").update(pdf).digest("hex"),
    pdfBytes: pdf.length,
    renderMs,
    renderedAt: clock.now().toISOString(),
  };
  // A version sent while this one rendered leaves pdf_version behind, so its own job renders it.
  db().update(itineraries).set(values).where(eq(itineraries.id, row.id)).run();
  logger.info({ bookingId, version: row.version, renderMs, bytes: pdf.length }, "itinerary rendered");
  return { ...row, ...values };
}

function stored(executor: Executor, bookingId: number): ItineraryRow | undefined {
  const row = itineraryOf(bookingId, executor);
  if (!row?.pdfSealed) return undefined;
  try {
    openPdf(row);
    return row;
  } catch (error) {
    // SESSION_SECRET changed since it was sealed: render it again.
    if (error instanceof UnreadableSealError) return undefined;
    throw error;
  }
}

/** Delivers one `itinerary` outbox record: what the outbox writes when it marks it delivered. */
export async function renderItineraryRecord(record: OutboxRecord) {
  const job = record.payload as Partial<RenderJob>;
  const bookingId = Number(job.bookingId);
  if (!Number.isSafeInteger(bookingId) || (job.mail !== "itinerary_ready" && job.mail !== "itinerary_updated")) {
    throw new PermanentDeliveryError("Not an itinerary record");
  }
  const current = stored(db(), bookingId);
  if (!current || (current.pdfVersion ?? 0) < current.version) await renderNow(bookingId);
  return {
    payload: record.payload,
    keep: (tx: Tx) => {
      const booking = tx.select({ email: bookings.email }).from(bookings).where(eq(bookings.id, bookingId)).get();
      if (!booking) return;
      queueMail(tx, {
        type: job.mail as RenderJob["mail"],
        to: booking.email,
        bookingId,
        data: job.changes ? { changes: job.changes, version: job.version } : { version: job.version },
        // Every sent update is its own message; the first itinerary goes out once.
        occurrence: job.mail === "itinerary_updated" ? `v${job.version}` : undefined,
      });
    },
  };
}

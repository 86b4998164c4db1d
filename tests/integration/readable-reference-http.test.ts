import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BookingServer, postForm, serverDb } from "../support/booking";
import { eventually } from "../support/eventually";
import { seedBookedTrip } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import { paidTrip, visibleText } from "../support/trip-http";

/**
 * One reference a traveller can read out. The booking's readable reference is the
 * one on /success (under the spec's label "Booking Reference", decision 0058: the payment
 * session's 8 characters are not shown there), the trip page, the emails and the PDF;
 * the lost-link form, the admin search and the workspace's address take it however it is typed;
 * the internal reference never reaches the traveller's pages or mail.
 */
const TOKEN = "test-admin-token-0123456789";
const running = {} as BookingServer;
let admin = "";

const get = async (path: string, cookie = admin) => {
  const response = await fetch(`${running.server.url}${path}`, { redirect: "manual", headers: { Cookie: cookie } });
  return { status: response.status, location: response.headers.get("location"), body: await response.text() };
};
const readableOf = (id: number) =>
  running.store.database.prepare("select readable_reference from bookings where id = ?").pluck().get(id) as string;

function mailText(bookingId: number, type: string): Promise<string> {
  return eventually(
    () => {
      const row = running.store.database
        .prepare("select subject, html, text from mail_messages where booking_id = ? and type = ?")
        .get(bookingId, type) as { subject: string; html: string; text: string } | undefined;
      return row && `${row.subject}\n${row.html}\n${row.text}`;
    },
    () => {
      const queued = running.store.database
        .prepare(
          "select id, type, substr(payload, 1, 60) p, attempts, next_attempt_at, delivered_at, failed_at, last_error from outbox where booking_id = ? and type != 'booking' and type != 'payment'",
        )
        .all(bookingId);
      return `${type} mail for booking ${bookingId} (outbox: ${JSON.stringify(queued)})`;
    },
  );
}

beforeAll(async () => {
  running.server = await startInProcess({ PUBLIC_URL: "http://localhost:3000", LOG_LEVEL: "warn" }, { jobs: true });
  running.store = serverDb(running.server.databasePath);
  const unlocked = await postForm(`${running.server.url}/admin`, { intent: "unlock", token: TOKEN });
  admin = unlocked.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
});
afterAll(async () => {
  running.store?.database.close();
  await running.server?.stop();
});

describe("one readable reference on every traveller surface", () => {
  it("is /success's one Booking Reference in en, es and fr, and the trip page's; the payment's code and the internal one nowhere", async () => {
    const trip = await paidTrip(running);
    const readable = readableOf(trip.id);
    expect(readable).toMatch(/^SBM-[A-HJKMNP-TV-Z2-9]{4}-[A-HJKMNP-TV-Z2-9]{3}$/);
    const sessionId = running.store.booking(trip.reference)!.stripe_session_id as string;
    const paymentCode = sessionId.slice(-8).toUpperCase();

    const success = visibleText(trip.success);
    expect(success).toContain(`Booking Reference ${readable} Quote it when you call or write to us.`);
    expect(success).not.toContain(paymentCode);
    expect(success).not.toMatch(/payment's code|bank asks/);
    expect(trip.success).not.toContain(trip.reference);
    // The same page in Spanish and French, as a stranger with the session id sees it.
    for (const [prefix, label] of [
      ["/es", "Referencia de la reserva"],
      ["/fr", "Référence de réservation"],
    ]) {
      const page = visibleText((await get(`${prefix}/success?session_id=${sessionId}`, "")).body);
      expect(page).toContain(`${label} ${readable}`);
      expect(page).not.toContain(paymentCode);
      expect(page).not.toMatch(/código de tu pago|code de votre paiement/);
    }

    const page = await get(trip.path, "");
    expect(visibleText(page.body)).toContain(`Booking reference ${readable}`);
    expect(page.body).not.toContain(trip.reference);
  });

  it("is in the itinerary PDF's text", async () => {
    const { booking, trip } = seedBookedTrip(running.store.database as never);
    const sent = await fetch(`${running.server.url}/admin/bookings/${booking.readableReference}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: running.server.url, Cookie: admin },
      body: new URLSearchParams({ intent: "send-itinerary", confirm: "yes" }),
    });
    expect(sent.status).toBe(302);
    // The worker renders in the background: 503 until then (longer on a loaded machine).
    const pdf = await eventually(async () => {
      const answer = await fetch(`${running.server.url}${trip}/itinerary.pdf`);
      return answer.status === 503 ? undefined : answer;
    }, "the rendered itinerary PDF");
    expect(pdf.status).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), "sobremesa-pdf-")), "itinerary.pdf");
    writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
    const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
    expect(text).toContain(booking.readableReference);
    expect(text).not.toContain(booking.reference);
  }, 60_000);

  it("is accepted by 'lost your link?' in lower case without dashes, and its email names it", async () => {
    const trip = await paidTrip(running);
    const typed = readableOf(trip.id).toLowerCase().replaceAll("-", " ");
    const before = running.store.outbox("mail", trip.id).filter((r) => r.payload.mail === "trip_link").length;
    const answer = await postForm(`${running.server.url}/trip`, { email: trip.form.email, reference: typed });
    expect(answer.status).toBe(303);
    const after = running.store.outbox("mail", trip.id).filter((r) => r.payload.mail === "trip_link").length;
    expect(after).toBe(before + 1);
    // The email it sends names the booking by its readable reference, never the internal one.
    const mail = await mailText(trip.id, "trip_link");
    expect(mail).toContain(readableOf(trip.id));
    expect(mail).not.toContain(trip.reference);
  });

  it("is found by the admin search however typed and names the workspace's address; the old address still opens it", async () => {
    const trip = await paidTrip(running);
    const readable = readableOf(trip.id);
    for (const typed of [readable, readable.toLowerCase(), readable.replaceAll("-", "").slice(3)]) {
      const list = await get(`/admin?q=${encodeURIComponent(typed)}`);
      expect(list.status).toBe(200);
      expect(list.body, typed).toContain(`/admin/bookings/${readable}`);
      expect(visibleText(list.body)).toContain(trip.form.name);
    }
    // The readable address, typed any way, and the old internal one open the same workspace.
    for (const address of [readable, readable.toLowerCase().replaceAll("-", ""), trip.reference]) {
      const workspace = await get(`/admin/bookings/${address}`);
      expect(workspace.status, address).toBe(200);
      expect(visibleText(workspace.body)).toContain(readable);
      expect(visibleText(workspace.body)).toContain(trip.form.name);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BookingServer, postForm, serverDb } from "../support/booking";
import { startInProcess } from "../support/in-process-server";
import { paidTrip, visibleText } from "../support/trip-http";

/**
 * The trip's "what happens next", on the rendered trip page: each step with its date; "contacted" ticked only once a
 * person marks it in the workspace; the full-refund sentence goes once a creator took the trip,
 * the page says when the terms changed, and the traveller gets one email saying so.
 */
const TOKEN = "test-admin-token-0123456789";
const running = {} as BookingServer;
let admin = "";

beforeAll(async () => {
  running.server = await startInProcess({ PUBLIC_URL: "http://localhost:3000", LOG_LEVEL: "warn" });
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

const DATE = String.raw`\w{3}, \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \S+`;
const page = async (path: string) => visibleText(await (await fetch(`${running.server.url}${path}`)).text());
const workspace = (id: number) =>
  `/admin/bookings/${running.store.database.prepare("select readable_reference from bookings where id = ?").pluck().get(id)}`;
const post = (path: string, fields: Record<string, string>) =>
  postForm(`${running.server.url}${path}`, fields, { Cookie: admin, Origin: running.server.url });

/** A step the traveller's preferences would have made, written as the lifecycle writes it. */
function moveTo(id: number, from: string, to: string) {
  const at = new Date().toISOString();
  running.store.database.prepare("update bookings set status = ? where id = ?").run(to, id);
  running.store.database
    .prepare(
      "insert into booking_events (booking_id, from_status, to_status, actor, created_at) values (?, ?, ?, 'traveller', ?)",
    )
    .run(id, from, to, at);
}

describe("the trip page's timeline", () => {
  it("walks each state with a date on every step, and 'contacted' only once a person marked it", async () => {
    const trip = await paidTrip(running);

    // Paid: paid, and the contact promised by a date; the itinerary in words, not a dateless step.
    let text = await page(trip.path);
    expect(text).toMatch(new RegExp(`✓ Paid ${DATE} \\(done\\)`));
    expect(text).toMatch(new RegExp(`Your concierge will contact you by ${DATE} \\(to come\\)`));
    expect(text).toContain("Your itinerary is ready about 48 hours after your preferences arrive.");
    expect(text).not.toContain("Itinerary expected by");
    expect(text).toContain("Cancel before your concierge starts curating");

    // Preferences arrived: received with its time, the itinerary by a date; still nobody contacted them.
    moveTo(trip.id, "paid", "preferences_received");
    text = await page(trip.path);
    expect(text).toMatch(new RegExp(`Your concierge will contact you by ${DATE} \\(to come\\)`));
    expect(text).toMatch(new RegExp(`✓ Preferences received ${DATE} \\(done\\)`));
    expect(text).toMatch(new RegExp(`Itinerary expected by ${DATE} \\(to come\\)`));

    // A person marks the contact in the workspace: the step is done, with its time.
    expect((await post(workspace(trip.id), { intent: "mark-contacted" })).status).toBe(302);
    text = await page(trip.path);
    expect(text).toMatch(new RegExp(`✓ Your concierge contacted you ${DATE} \\(done\\)`));
    expect(text).not.toContain("Your concierge will contact you by");
    const row = running.store.database
      .prepare("select contacted_at, contacted_by_staff_id from bookings where id = ?")
      .get(trip.id) as { contacted_at: string | null };
    expect(row.contacted_at).toBeTruthy();
  });

  it("says when the refund terms changed once a creator took the trip, and emails the traveller once", async () => {
    const trip = await paidTrip(running);
    moveTo(trip.id, "paid", "preferences_received");
    expect(await page(trip.path)).toContain("Cancel before your concierge starts curating");

    expect((await post(workspace(trip.id), { intent: "move", to: "curating" })).status).toBe(302);
    const text = await page(trip.path);
    expect(text).not.toContain("Cancel before your concierge starts curating");
    expect(text).toMatch(
      new RegExp(
        `Since ${DATE}, when a local expert started on your trip, cancelling no longer refunds the fee in full`,
      ),
    );
    const mails = running.store.outbox("mail", trip.id).filter((r) => r.payload.mail === "refund_terms_changed");
    expect(mails).toHaveLength(1);
    expect(mails[0].payload.to).toBe(trip.form.email);

    // The itinerary sent: that step done with its time, and still no full-refund sentence.
    moveTo(trip.id, "curating", "booked");
    moveTo(trip.id, "booked", "itinerary_ready");
    const after = await page(trip.path);
    expect(after).toMatch(new RegExp(`✓ Itinerary sent ${DATE} \\(done\\)`));
    expect(after).not.toContain("Cancel before your concierge starts curating");
    expect(running.store.outbox("mail", trip.id).filter((r) => r.payload.mail === "refund_terms_changed")).toHaveLength(
      1,
    );
  });
});

import { describe, expect, it } from "vitest";
import { bookingServerPerFile, postForm } from "../support/booking";
import { eventually } from "../support/eventually";
import { cookiesOf, paidTrip, visibleText } from "../support/trip-http";

/**
 * Trip links can be revoked. "Send a new trip link" in the concierge's
 * workspace (a plain form, so it works without JavaScript) stops every earlier link at once,
 * a forwarded email's or PDF's included, and emails the traveller a new one through the outbox.
 */
const ADMIN_TOKEN = "new-trip-link-admin-token-0123456789";
const running = bookingServerPerFile({ env: { ADMIN_TOKEN } });
const url = (path: string) => `${running.server.url}${path}`;
const TRIP_LINK = /\/trip\/[A-Za-z0-9_-]{43}/;

async function adminCookie() {
  const unlock = await postForm(
    url("/admin"),
    { intent: "unlock", token: ADMIN_TOKEN },
    { Origin: running.server.url },
  );
  return cookiesOf(unlock);
}

/** The link in the traveller's delivered mail of this type (the embedded default stores it as sent). */
function linkInMail(bookingId: number, type: string): Promise<string> {
  return eventually(() => {
    const row = running.store.database
      .prepare("select text from mail_messages where booking_id = ? and type = ?")
      .get(bookingId, type) as { text: string } | undefined;
    return row && TRIP_LINK.exec(row.text)?.[0];
  }, `${type} mail with a trip link for booking ${bookingId}`);
}

describe('the workspace\'s "send a new trip link"', () => {
  it("revokes every earlier link and emails a new one through the outbox", async () => {
    const trip = await paidTrip(running);
    const mailed = await linkInMail(trip.id, "payment_confirmed");
    expect((await fetch(trip.url)).status).toBe(200);
    expect((await fetch(url(mailed))).status).toBe(200);

    const cookie = await adminCookie();
    const workspacePath = `/admin/bookings/${trip.reference}`;
    const page = await (await fetch(url(workspacePath), { headers: { Cookie: cookie } })).text();
    // A plain form: a POST with its hidden intent, no script needed.
    expect(page).toMatch(
      /<form [^>]*action="\/admin\/bookings\/[a-z0-9]+" method="post"><input type="hidden" name="intent" value="new-trip-link"\/>/,
    );
    expect(visibleText(page)).toContain("Send a new trip link");

    const sent = await postForm(
      url(workspacePath),
      { intent: "new-trip-link" },
      { Cookie: cookie, Origin: running.server.url },
    );
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`${workspacePath}#trip-link`);

    // The link from /success, the one in the payment email and any copy of them stop working at once.
    expect((await fetch(trip.url)).status).toBe(404);
    expect((await fetch(url(mailed))).status).toBe(404);
    const queued = running.store.outbox("mail", trip.id).filter((row) => row.payload.mail === "trip_link_replaced");
    expect(queued).toHaveLength(1);
    expect(queued[0].payload).toMatchObject({ to: trip.form.email, bookingId: trip.id });
    expect(JSON.stringify(queued)).not.toMatch(TRIP_LINK);

    const fresh = await linkInMail(trip.id, "trip_link_replaced");
    expect(fresh).not.toBe(trip.path);
    expect((await fetch(url(fresh))).status).toBe(200);
    const after = visibleText(
      await (await fetch(url(workspacePath), { headers: { Cookie: await adminCookie() } })).text(),
    );
    expect(after).toContain("Trip link replaced");
  });

  it("is refused without an admin session, and nothing is revoked", async () => {
    const trip = await paidTrip(running);
    const refused = await postForm(
      url(`/admin/bookings/${trip.reference}`),
      { intent: "new-trip-link" },
      {
        Origin: running.server.url,
      },
    );
    expect(refused.status).toBeGreaterThanOrEqual(300);
    expect((await fetch(trip.url)).status).toBe(200);
    expect(running.store.outbox("mail", trip.id).filter((row) => row.payload.mail === "trip_link_replaced")).toEqual(
      [],
    );
  });
});

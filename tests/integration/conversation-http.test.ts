import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingServerPerFile, postForm } from "../support/booking";
import { openSeedDatabase } from "../support/factories";
import { linkIn, startSmtp, type TestSmtp } from "../support/smtp";
import { type SeededStaff, seedStaff, staffCookie } from "../support/staff";
import { paidTrip, rowsOf, visibleText } from "../support/trip-http";

/**
 * The conversation of a trip through the built server: a traveller's message
 * posted as a plain form (no JavaScript) reaches the workspace and, by SMTP, the assigned
 * concierge; the reply reaches the traveller's inbox with a trip link that opens the thread; a
 * change request is an open task until resolved; hostile posts get a clear 4xx and store nothing.
 */

let smtp: TestSmtp;
const env: Record<string, string> = {
  MAIL_FROM: "Sobremesa <hello@sobremesa.example>",
  SUPPORT_EMAIL: "help@sobremesa.example",
};
beforeAll(async () => {
  smtp = await startSmtp();
  env.SMTP_URL = smtp.url;
});
const running = bookingServerPerFile({ env });
afterAll(() => smtp?.close());

let marta: SeededStaff;
let martaCookie: string;
beforeAll(async () => {
  const seed = openSeedDatabase(running.server.databasePath);
  await seedStaff(seed, { role: "owner", name: "Olga Owner" });
  marta = await seedStaff(seed, { role: "concierge", name: "Marta López" });
  martaCookie = staffCookie(seed, marta.id);
  seed.$client.close();
});

const url = (path: string) => `${running.server.url}${path}`;
const sql = (query: string, ...args: unknown[]) => running.store.database.prepare(query).run(...args);

/** A paid trip whose concierge is Marta. */
async function martasTrip() {
  const trip = await paidTrip(running);
  sql("update bookings set assigned_staff_id = ? where id = ?", marta.id, trip.id);
  return { ...trip, token: trip.path.slice("/trip/".length) };
}

const say = (trip: { url: string }, fields: Record<string, string>) =>
  postForm(trip.url, { intent: "message", ...fields });
const reply = (reference: string, fields: Record<string, string>, cookie = martaCookie) =>
  postForm(url(`/admin/bookings/${reference}/messages`), fields, { Cookie: cookie });
const workspace = async (reference: string) =>
  (await fetch(url(`/admin/bookings/${reference}`), { headers: { Cookie: martaCookie } })).text();
const messages = (bookingId: number) => rowsOf(running, "conversation_messages", bookingId);

describe("the conversation of a trip", () => {
  it("a traveller's message sent without JavaScript shows in the workspace and reaches the concierge by SMTP; the reply reaches the traveller with a link to the thread", async () => {
    const trip = await martasTrip();
    const sent = await say(trip, { body: "Can we move Friday's dinner to 21:30?\nThanks!" });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`${trip.path}#conversation`);

    const page = visibleText(await (await fetch(trip.url)).text());
    expect(page).toContain("Messages with your concierge");
    expect(page).toContain("Can we move Friday's dinner to 21:30?");
    expect(page).toContain("Don't share medical details here; use the dietary section.");
    expect(visibleText(await workspace(trip.reference))).toContain("Can we move Friday's dinner to 21:30?");

    // Behind the payment's confirmation, whose invoice PDF is rendered first on a loaded machine.
    const toConcierge = await smtp
      .waitFor((m) => m.envelopeTo.includes(marta.email), 60_000)
      .catch((error) => {
        console.log(running.server.output().slice(-3000));
        throw error;
      });
    expect(toConcierge.mail.subject).toMatch(/wrote about their trip to Madrid/);
    expect(toConcierge.mail.text).toContain("Can we move Friday's dinner to 21:30?");

    // Marta's queue counts it, first, with the time waited.
    const queue = async () =>
      visibleText(await (await fetch(url("/admin?queue=mine"), { headers: { Cookie: martaCookie } })).text());
    expect(await queue()).toMatch(/1 unread message · waiting \d+ min/);

    const answered = await reply(trip.reference, {
      intent: "reply",
      body: "Yes, 21:30 works. The menu: https://casa-lucio.example/menu. <b>not bold</b>",
    });
    expect(answered.status).toBe(302);
    const toTraveller = await smtp.waitFor(
      (m) => m.envelopeTo.includes(trip.form.email) && /message from your concierge/i.test(m.mail.subject ?? ""),
      60_000,
    );
    expect(toTraveller.mail.text).toContain("Yes, 21:30 works.");
    const link = linkIn(toTraveller.mail.text ?? "", `http://localhost:${running.server.port}/trip/`);
    expect(link).toMatch(/\/trip\/[A-Za-z0-9_-]{43}#conversation$/);
    const thread = await (await fetch(url(new URL(link!).pathname))).text();
    expect(thread).toContain('id="conversation"');
    expect(visibleText(thread)).toContain("Yes, 21:30 works.");
    // The link is an element with the safe rel; the rest of the body stays text, never markup.
    expect(thread).toContain('href="https://casa-lucio.example/menu" rel="noopener noreferrer nofollow"');
    expect(thread).toContain("&lt;b&gt;not bold&lt;/b&gt;");
    // Answered: no longer unread.
    expect(await queue()).not.toContain("unread message");
    expect(messages(trip.id).map((m) => [m.author, m.read_at !== null])).toEqual([
      ["traveller", true],
      ["staff", false],
    ]);
  });

  it("a change request is an open task on its meal until resolved, with both messages in the thread", async () => {
    const trip = await martasTrip();
    const asked = await say(trip, { body: "Could meal 2 be for four?", meal: "2", party: "4" });
    expect(asked.status).toBe(303);
    const open = visibleText(await workspace(trip.reference));
    expect(open).toContain("Open change requests");
    expect(open).toContain("Meal 2: party of 4");
    const [request] = rowsOf(running, "change_requests", trip.id);
    expect(request).toMatchObject({ meal_position: 2, new_party_size: 4, status: "open" });

    // "Done" on a paid trip opens meal 2's table form with the change; declining resolves it here.
    const toForm = await reply(trip.reference, {
      intent: "resolve",
      requestId: String(request.id),
      outcome: "done",
      body: "Done: the table is for four now.",
    });
    expect(toForm.status).toBe(302);
    expect(toForm.headers.get("location")).toContain(`/admin/bookings/${trip.reference}?change=${request.id}&meal=2`);
    const resolved = await reply(trip.reference, {
      intent: "resolve",
      requestId: String(request.id),
      outcome: "declined",
      body: "Done: the table is for four now.",
    });
    expect(resolved.status).toBe(302);
    const after = visibleText(await workspace(trip.reference));
    expect(after).not.toContain("Open change requests");
    expect(after).toContain("Could meal 2 be for four?");
    expect(after).toContain("Done: the table is for four now.");
    expect(rowsOf(running, "change_requests", trip.id)[0]).toMatchObject({ status: "declined", resolved_by: marta.id });
    const page = visibleText(await (await fetch(trip.url)).text());
    expect(page).toContain("Change request for meal 2: party of 4 · Declined");
    // Resolved once: a second resolution is refused.
    const again = await reply(trip.reference, {
      intent: "resolve",
      requestId: String(request.id),
      outcome: "declined",
      body: "x",
    });
    expect(again.status).toBe(409);
  });

  it("counts the party of a change request through the language's plural rules: 1 comensal, 2 comensales", async () => {
    const trip = await martasTrip();
    sql("update bookings set language = 'es' where id = ?", trip.id);
    expect((await say(trip, { body: "¿Solo yo?", meal: "1", party: "1" })).status).toBe(303);
    expect((await say(trip, { body: "¿Y para dos?", meal: "2", party: "2" })).status).toBe(303);
    const page = visibleText(await (await fetch(trip.url)).text());
    expect(page).toContain("Solicitud de cambio de la reserva 1: 1 comensal · Abierta");
    expect(page).toContain("Solicitud de cambio de la reserva 2: 2 comensales · Abierta");
  });

  it("hostile posts get a clear 4xx and store nothing", async () => {
    const trip = await martasTrip();
    const other = await martasTrip();
    const refusals: [Record<string, string>, number, string][] = [
      [{ body: "a".repeat(2001) }, 400, "A message can be at most 2,000 characters."],
      [{ body: "   " }, 400, "Write a message first."],
      [{ body: "pay here \u202Eexe.pdf" }, 400, "Remove the hidden formatting characters"],
      [{ body: "bell \u0007" }, 400, "Remove the hidden formatting characters"],
      [{ body: "Change?", meal: "7", time: "21:30" }, 400, "Choose one of your meals."],
      [{ body: "Change?", meal: "1", time: "9pm" }, 400, "Write the time as HH:MM"],
    ];
    for (const [fields, status, words] of refusals) {
      const response = await say(trip, fields);
      expect(response.status, JSON.stringify(fields).slice(0, 60)).toBe(status);
      expect(visibleText(await response.text())).toContain(words);
    }
    // A token that opens no trip, an unknown booking, another trip's change request.
    expect((await postForm(url(`/trip/${"x".repeat(43)}`), { intent: "message", body: "hi" })).status).toBe(404);
    expect((await reply("no-such-booking", { intent: "reply", body: "hi" })).status).toBe(404);
    await say(other, { body: "Other trip", meal: "1", party: "3" });
    const [foreign] = rowsOf(running, "change_requests", other.id);
    const forged = await reply(trip.reference, {
      intent: "resolve",
      requestId: String(foreign.id),
      outcome: "done",
      body: "x",
    });
    expect(forged.status).toBe(404);
    expect(rowsOf(running, "change_requests", other.id)[0].status).toBe("open");
    // Without a session, once the team has an owner: off to sign in, nothing stored.
    const anonymous = await postForm(url(`/admin/bookings/${trip.reference}/messages`), {
      intent: "reply",
      body: "hi",
    });
    expect(anonymous.status).toBeGreaterThanOrEqual(300);
    expect(anonymous.status).toBeLessThan(500);
    expect(anonymous.headers.get("location") ?? "").toContain("/admin/login");
    expect(messages(trip.id)).toEqual([]);
    // No flood: 20 messages a trip in 10 minutes, then 429 with the reason, the 21st not stored.
    const busy = await martasTrip();
    for (let i = 1; i <= 20; i++) expect((await say(busy, { body: `Message ${i}` })).status).toBe(303);
    const flooded = await say(busy, { body: "Message 21" });
    expect(flooded.status).toBe(429);
    expect(visibleText(await flooded.text())).toContain("You've sent many messages in a short time.");
    expect(messages(busy.id)).toHaveLength(20);
    // A cancelled trip takes no messages, and says so.
    sql("update bookings set status = 'cancelled' where id = ?", trip.id);
    const closed = await say(trip, { body: "Hello?" });
    expect(closed.status).toBe(409);
    expect(visibleText(await closed.text())).toContain("This trip was cancelled, so messages are closed.");
    expect(messages(trip.id)).toEqual([]);
  });
});

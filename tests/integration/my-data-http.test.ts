import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingServerPerFile, postForm } from "../support/booking";
import { eventually } from "../support/eventually";
import { seedPaidBooking, seedTripLink } from "../support/factories";
import { startSmtp, type TestSmtp } from "../support/smtp";
import { paidTrip, visibleText } from "../support/trip-http";
import { uniqueEmail, uniqueTag } from "../support/unique.mjs";

/**
 * The traveller's own data under the trip link (decision 0062), against the built server with
 * real SMTP on loopback: the JSON download and the readable page hold what is stored, behind
 * the same 404 as the trip page; the erasure is refused while the trip is delivered, then
 * removes the name, email and phone from every table and the search index, keeps the invoices
 * as issued, mails its confirmation and, asked twice at once, does its work once.
 */
let smtp: TestSmtp;
const env: Record<string, string> = { SUPPORT_EMAIL: "help@sobremesa.example" };
beforeAll(async () => {
  smtp = await startSmtp();
  env.SMTP_URL = smtp.url;
});
const running = bookingServerPerFile({ env });
afterAll(() => smtp?.close());

const origin = () => ({ Origin: running.server.url });
const all = (sql: string, ...args: unknown[]) =>
  running.store.database.prepare(sql).all(...args) as Record<string, unknown>[];

/** A paid trip with a name, email and phone no other row holds, a message to the team, and its emails sent. */
async function tripWithHistory() {
  const tag = uniqueTag();
  const name = `Zelda Quintanilla${tag}`;
  const email = uniqueEmail(`zelda${tag}`);
  const digits = `6${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const phone = `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  const trip = await paidTrip(running, { name, email, phoneNumber: phone });
  const message = `Please book under ${name}, call me on ${phone} (${tag})`;
  expect((await postForm(trip.url, { intent: "message", body: message }, origin())).status).toBe(303);
  const paymentMail = await smtp.waitFor((m) => m.envelopeTo.includes(email));
  return { ...trip, name, email, phone, digits, message, paymentSubject: paymentMail.mail.subject ?? "" };
}

describe("the traveller's data under the trip link", () => {
  it("downloads as JSON with the booking, a message, an invoice number and a sent mail's subject, privately", async () => {
    const trip = await tripWithHistory();
    const number = all("select full_number from invoices where booking_id = ?", trip.id)[0]?.full_number as string;
    expect(number).toMatch(/^\d{4}-\d{6}$/);
    await eventually(
      () => all("select 1 from mail_messages where booking_id = ? and type = 'payment_confirmed'", trip.id).length > 0,
      "the payment email's kept copy",
    );

    const answer = await fetch(`${trip.url}/my-data.json`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="sobremesa-my-data-SBM-[\w-]+\.json"$/,
    );
    expect(answer.headers.get("cache-control")).toContain("no-store");
    expect(answer.headers.get("x-robots-tag")).toBe("noindex");
    const held = await answer.json();
    expect(held.booking).toMatchObject({ city: "Madrid", contact: { name: trip.name, email: trip.email } });
    expect(held.booking.contact.phone).toContain(trip.phone);
    expect(held.booking.checkIn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(held.messages).toContainEqual({ from: "you", text: trip.message, at: expect.any(String) });
    expect(held.invoices.map((invoice: { number: string }) => invoice.number)).toContain(number);
    expect(held.mails).toContainEqual(
      expect.objectContaining({ kind: "payment_confirmed", subject: trip.paymentSubject, at: expect.any(String) }),
    );

    // Another trip's link never gives this trip's data; an unknown link is the trip page's 404.
    const other = await paidTrip(running);
    const otherText = await (await fetch(`${other.url}/my-data.json`)).text();
    expect(otherText).not.toContain(trip.email);
    expect(otherText).not.toContain(trip.message);
    const otherPage = visibleText(await (await fetch(`${other.url}/my-data`)).text());
    expect(otherPage).not.toContain(trip.name);
    const unknown = `${running.server.url}/trip/${"x".repeat(43)}`;
    for (const path of ["/my-data", "/my-data.json"]) {
      const missing = await fetch(`${unknown}${path}`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get("cache-control")).toContain("no-store");
    }
    for (const path of ["", "/my-data"]) {
      expect(visibleText(await (await fetch(`${unknown}${path}`)).text())).toContain(
        "404 This link doesn't open a trip",
      );
    }
  });

  it("shows the same facts as a page in the booking's language: English, Spanish, French", async () => {
    const trip = await tripWithHistory();
    await eventually(
      () => all("select 1 from mail_messages where booking_id = ? and type = 'payment_confirmed'", trip.id).length > 0,
      "the payment email's kept copy",
    );
    const page = visibleText(await (await fetch(`${trip.url}/my-data`)).text());
    expect(page).toContain("Your data");
    expect(page).toContain(trip.name);
    expect(page).toContain(trip.message);
    expect(page).toContain(trip.paymentSubject);
    expect(page).toContain("Download it all as a file (JSON)");
    // Statuses and kinds of email read as words, not as the codes the file keeps.
    expect(page).toContain("Payment Paid");
    expect(page).toContain("Kind Payment confirmed");
    for (const code of ["succeeded", "payment_confirmed", "pending"]) expect(page).not.toContain(code);

    const words = {
      en: ["Your data", "Status Completed", "Payment Paid", "Completed", "Status Declined", "Kind Payment confirmed"],
      es: [
        "Tus datos",
        "Tus datos de contacto",
        "Suprimir mis datos",
        "Correos que te enviamos",
        "Estado Completada",
        "Pago Pagado",
        "Estado Rechazada",
        "Tipo Pago confirmado",
      ],
      fr: [
        "Vos données",
        "Vos coordonnées",
        "Effacer mes données",
        "E-mails que nous vous avons envoyés",
        "Statut Terminée",
        "Paiement Payé",
        "Statut Refusée",
        "Type Paiement confirmé",
      ],
    };
    for (const [language, expected] of Object.entries(words)) {
      const booking = seedPaidBooking(running.store.database, { language: language as "es", status: "completed" });
      const database = running.store.database;
      database
        .prepare(
          "insert into booking_events (booking_id, from_status, to_status, actor) values (?, 'itinerary_ready', 'completed', 'system')",
        )
        .run(booking.id);
      const asked = database
        .prepare(
          "insert into conversation_messages (booking_id, author, body) values (?, 'traveller', 'Can we dine at 22:00?')",
        )
        .run(booking.id).lastInsertRowid;
      database
        .prepare(
          "insert into change_requests (booking_id, message_id, meal_position, new_time, status) values (?, ?, 1, '22:00', 'declined')",
        )
        .run(booking.id, asked);
      database
        .prepare(
          `insert into mail_messages (booking_id, type, to_address, subject, html, text, status)
             values (?, 'payment_confirmed', ?, 'Sobremesa', '<p>Sobremesa</p>', 'Sobremesa', 'sent')`,
        )
        .run(booking.id, booking.email);
      const path = seedTripLink(database, booking.id);
      const answer = await fetch(`${running.server.url}${path}/my-data`);
      expect(answer.status).toBe(200);
      const html = await answer.text();
      expect(html).toContain(`<html lang="${language}"`);
      const text = visibleText(html);
      for (const word of expected) expect(text).toContain(word);
      for (const code of ["completed", "succeeded", "payment_confirmed", "declined"]) expect(text).not.toContain(code);
    }
  });

  it("erases name, email and phone everywhere once the trip is over, keeps the invoices, mails it, and does it once", async () => {
    const trip = await tripWithHistory();
    const phrases = [trip.name, trip.email, trip.phone, trip.digits];
    const erase = () => postForm(`${trip.url}/my-data`, { intent: "erase" }, origin());

    // While the trip is being delivered: refused, with the reason, and nothing erased.
    const early = await erase();
    expect(early.status).toBe(409);
    expect(visibleText(await early.text())).toContain("Your trip is still in progress");
    expect(all("select name from bookings where id = ?", trip.id)[0]?.name).toBe(trip.name);

    expect((await postForm(trip.url, { intent: "cancel" }, origin())).status).toBe(303);
    await eventually(
      () =>
        all(
          `select 1 from outbox where booking_id = ? and type = 'mail' and delivered_at is null and failed_at is null
             and cancelled_at is null and next_attempt_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
          trip.id,
        ).length === 0,
      "the cancellation's email sent",
    );
    const invoicesBefore = all("select * from invoices where booking_id = ? order by id", trip.id);
    const pdfsBefore = all(
      "select p.sha256 from invoice_pdfs p join invoices i on i.id = p.invoice_id where i.booking_id = ?",
      trip.id,
    );
    expect(invoicesBefore.length).toBeGreaterThan(0);
    const indexed = (text: string) =>
      all("select rowid from bookings_search where bookings_search match ?", `"${text}"`).map((row) => row.rowid);
    expect(indexed(trip.name)).toEqual([trip.id]);

    // Two requests at once: one erases, the other finds it done (or the link already gone).
    const answers = await Promise.all([erase(), erase()]);
    for (const answer of answers) expect([303, 404]).toContain(answer.status);
    const done = answers.filter((answer) => answer.status === 303);
    expect(done.length).toBeGreaterThan(0);
    for (const answer of done) expect(answer.headers.get("location")).toBe("/privacy#your-rights");
    expect(
      all("select * from audit_events where action = 'privacy.erased' and object_id = ?", String(trip.id)),
    ).toEqual([expect.objectContaining({ actor_label: "traveller", client_address: null, outcome: "success" })]);
    const confirmations = all(
      "select * from outbox where booking_id = ? and payload like '%erasure_confirmed%'",
      trip.id,
    );
    expect(confirmations).toHaveLength(1);

    // The confirmation reaches the address the booking had, saying what was kept and why.
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(trip.email) && /erased/.test(m.mail.subject ?? ""));
    expect(mail.mail.text).toContain(String(invoicesBefore[0]?.full_number));
    expect(mail.mail.text).toContain("Spanish tax law");
    expect(mail.mail.text).not.toContain(trip.name);
    await eventually(
      () =>
        all("select 1 from mail_messages where booking_id = ? and type = 'erasure_confirmed'", trip.id).length === 1,
      "the confirmation's kept copy",
    );

    // No table holds the name, email or phone any more; the search index finds none of them.
    const tables = all(
      "select name from sqlite_master where type = 'table' and name not like 'bookings_search%' and name not like 'sqlite_%'",
    ).map((row) => String(row.name));
    const found: string[] = [];
    for (const table of tables) {
      for (const row of all(`select * from "${table}"`)) {
        for (const [column, value] of Object.entries(row)) {
          const text = Buffer.isBuffer(value) ? value.toString("latin1") : String(value);
          for (const phrase of phrases) if (text.includes(phrase)) found.push(`${table}.${column}: ${phrase}`);
        }
      }
    }
    expect(found).toEqual([]);
    const surname = trip.name.split(" ")[1];
    for (const phrase of [trip.name, surname, trip.email, trip.digits]) expect(indexed(phrase)).toEqual([]);
    expect(all("select 1 from conversation_messages where booking_id = ?", trip.id)).toEqual([]);
    expect(all("select status from mail_messages where booking_id = ?", trip.id).length).toBeGreaterThan(1);

    // The invoices stay as issued, byte for byte.
    expect(all("select * from invoices where booking_id = ? order by id", trip.id)).toEqual(invoicesBefore);
    expect(
      all("select p.sha256 from invoice_pdfs p join invoices i on i.id = p.invoice_id where i.booking_id = ?", trip.id),
    ).toEqual(pdfsBefore);

    // The trip link opens nothing any more, and asking again does nothing more.
    for (const path of ["", "/my-data", "/my-data.json"]) expect((await fetch(`${trip.url}${path}`)).status).toBe(404);
    expect((await erase()).status).toBe(404);
    expect(
      all("select * from outbox where booking_id = ? and payload like '%erasure_confirmed%'", trip.id),
    ).toHaveLength(1);
  });
});

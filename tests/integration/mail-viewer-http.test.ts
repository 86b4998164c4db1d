import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asBookingBrowser, bookingServerPerFile, postForm, referenceFrom } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";
import { eventually } from "../support/eventually";

/**
 * The embedded default over HTTP: no SMTP_URL, so every email is stored, never sent, and an
 * admin reads it at /admin/mail exactly as it would have gone out.
 */

const TOKEN = "test-admin-token-0123456789";
const running = bookingServerPerFile();
let cookie = "";

const url = (path: string) => `${running.server.url}${path}`;
/** Links in mail are built from PUBLIC_URL, which defaults to localhost on the server's port. */
const publicUrl = () => `http://localhost:${running.server.port}`;
const get = (path: string, withCookie = cookie) =>
  fetch(url(path), { headers: withCookie ? { Cookie: withCookie } : {}, redirect: "manual" });

/**
 * The stored copy of a message, once the server's outbox worker has produced it (it renders the
 * payment's invoice PDF first, which eventually's time-out allows for).
 */
const storedMail = (to: string, type: string) =>
  eventually(
    () =>
      running.store.database
        .prepare("select * from mail_messages where to_address = ? and type = ? order by id desc")
        .get(to, type) as Record<string, string | number> | undefined,
    `${type} mail stored for ${to}`,
  );

beforeAll(async () => {
  const response = await postForm(url("/admin"), { intent: "unlock", token: TOKEN }, { Origin: running.server.url });
  expect(response.status).toBe(302);
  cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
});
afterAll(() => undefined);

describe("mail on the embedded default", () => {
  it("stores the payment confirmation with its working trip link and shows it on /admin/mail", async () => {
    const form = validBooking();
    const created = await postForm(url("/clients"), form);
    const reference = referenceFrom(created.headers.get("location"));
    expect(reference).toBeTruthy();
    expect(
      (await postForm(url(`/checkout/test/${reference}`), { intent: "pay" }, asBookingBrowser(created))).status,
    ).toBe(303);

    const mail = await storedMail(form.email, "payment_confirmed");
    expect(mail).toMatchObject({ status: "stored", subject: "Payment confirmed: tell us your preferences for Madrid" });
    expect(String(mail.text)).toMatch(new RegExp(`Tell us your preferences\\s+${publicUrl()}/trip/[\\w-]{43}`));
    // The readable reference, never the internal one.
    expect(String(mail.text)).toContain(running.store.booking(reference!)!.readable_reference);
    expect(String(mail.text)).not.toContain(String(reference));
    expect(String(mail.text)).not.toContain("[private link]");

    const list = await get("/admin/mail");
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("private, no-store");
    const listed = await list.text();
    expect(listed).toContain('content="noindex"');
    expect(listed).toContain("Not sent: no SMTP server configured.");
    expect(listed).toContain(form.email);
    expect(listed).toContain(`href="/admin/mail/${mail.id}"`);
    expect(listed).toContain("Payment confirmed");

    const one = await get(`/admin/mail/${mail.id}`);
    expect(one.status).toBe(200);
    expect(one.headers.get("cache-control")).toBe("private, no-store");
    const page = await one.text();
    expect(page).toContain("Not sent: no SMTP server configured");
    expect(page).toMatch(/<iframe[^>]*sandbox=""[^>]*srcDoc="|<iframe[^>]*srcDoc="[^"]*"[^>]*sandbox=""/i);
    // The payment's simplified invoice travels with it (decision 0035), named by its number.
    expect(page.replaceAll("<!-- -->", "")).toMatch(/factura-\d{4}-\d{6}\.pdf \(application\/pdf, \d+ kB\)/);
    // The plain text is on the page, its trip link clickable.
    expect(page).toMatch(new RegExp(`<a href="${publicUrl()}/trip/[\\w-]{43}"`));
  });

  it("lists the newest first and stores the Paris request's 'request received'", async () => {
    const form = validBooking({ city: "EU|Paris" });
    expect((await postForm(url("/clients"), form)).status).toBeLessThan(400);
    const mail = await storedMail(form.email, "request_received");
    expect(mail.subject).toBe("Request received: a concierge is checking availability in Paris");
    expect(String(mail.text)).toContain("A concierge is checking availability in Paris");
    const listed = await (await get("/admin/mail")).text();
    const rows = [...listed.matchAll(/href="\/admin\/mail\/(\d+)"/g)].map((m) => Number(m[1]));
    expect(rows[0]).toBe(Number(mail.id));
    expect(rows).toEqual([...rows].sort((a, b) => b - a));
  });

  it("answers 404 for an unknown or malformed id, and sends a visitor without a session to the gate", async () => {
    for (const junk of ["999999", "0", "-1", "abc", "1e3", "9".repeat(40), "%27%20or%201%3D1"]) {
      const response = await get(`/admin/mail/${junk}`);
      expect(response.status, junk).toBe(404);
    }
    for (const path of ["/admin/mail", "/admin/mail/1", "/admin/mail/junk"]) {
      const response = await get(path, "");
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe("/admin");
    }
  });
});

import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { asBookingBrowser, bookingServerPerFile, postForm, referenceFrom } from "../support/booking";
import { validBooking } from "../support/booking-form.mjs";

/**
 * Every request body has a cap. The TEST checkout read its form with
 * `request.formData()`, with no limit (a 250 MB post took a process from 208 MB to 912 MB);
 * it now reads through the forms' capped reader, and the server refuses any body that declares
 * more than the largest route cap before a route runs, action or not.
 */
const running = bookingServerPerFile();
const url = (path: string) => `${running.server.url}${path}`;

/** A booking to pay, and the browser that made it (the only one its TEST checkout opens for). */
async function payableBooking() {
  const booked = await postForm(url("/clients"), validBooking({ reservations: "2" }));
  const reference = referenceFrom(booked.headers.get("location"));
  expect(reference).toBeTruthy();
  return { reference: reference!, browser: asBookingBrowser(booked) };
}

/** Sends a body in chunks without a Content-Length; the status, or the error if the server cut it off first. */
function chunkedPost(
  path: string,
  chunk: string,
  times: number,
  headers: Record<string, string> = {},
): Promise<number | string> {
  return new Promise((resolve) => {
    const target = new URL(url(path));
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path,
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Transfer-Encoding": "chunked", ...headers },
        timeout: 10_000,
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("timeout", () => req.destroy(new Error("no answer within 10 s")));
    req.on("error", (error) => resolve(error.message));
    for (let i = 0; i < times; i++) req.write(chunk);
    req.end();
  });
}

describe("request bodies", () => {
  it("the TEST checkout refuses a form over 16 kB with 413 and does not pay", async () => {
    const { reference, browser } = await payableBooking();
    const padded = `intent=pay&filler=${"a".repeat(200 * 1024)}`;
    const response = await fetch(url(`/checkout/test/${reference}`), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...browser },
      body: padded,
      redirect: "manual",
    });
    expect(response.status).toBe(413);
    expect(running.store.booking(reference)!.payment_status).toBe("pending");
    // Sent in chunks without a length, it is cut off at the cap too.
    expect(await chunkedPost(`/checkout/test/${reference}`, `intent=pay&x=${"a".repeat(16 * 1024)}`, 64, browser)).toBe(
      413,
    );
    expect(running.store.booking(reference)!.payment_status).toBe("pending");
    // Its other bodies are read as every form is: a form type and the form's own field names.
    const json = await fetch(url(`/checkout/test/${reference}`), {
      method: "POST",
      headers: { "Content-Type": "application/json", ...browser },
      body: '{"intent":"pay"}',
    });
    expect(json.status).toBe(415);
  });

  it("any route, with an action or not, refuses a body declared over 1 MiB before reading it", async () => {
    const { reference } = await payableBooking();
    const huge = "a".repeat(1024 * 1024 + 1);
    for (const path of ["/about", `/checkout/test/${reference}`, "/admin", "/trip", "/nowhere"]) {
      const response = await fetch(url(path), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: huge,
        redirect: "manual",
      });
      expect(response.status, path).toBe(413);
    }
    const api = await fetch(url("/api/stripe-webhook"), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: huge,
    });
    expect(api.status).toBe(413);
    expect(await api.json()).toEqual({ error: "Request body over 1048576 bytes" });
    expect((await fetch(url("/healthz"))).status).toBe(200);
  });
});

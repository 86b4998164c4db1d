import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { bookings, creators } from "~/db/schema";
import { earliestCheckIn } from "~/domain/dates";
import { ConflictError, InvalidInputError, NotAllowedError, NotFoundError } from "~/domain/errors";
import { bookingSchema } from "~/features/booking/booking-schema";
import { savedWithAttemptKey } from "~/features/booking/bookings.server";
import {
  saveBooking,
  startCheckout,
  startClientCheckout,
  submitBooking,
} from "~/features/booking/submit-booking.server";
import { applyAsCreator } from "~/features/creators/apply-as-creator.server";
import { domainErrorJson, throwDomainErrorPage } from "~/http/domain-errors.server";
import englishBooking from "~/i18n/locales/en/booking";
import { validBooking } from "../support/booking-form.mjs";
import { validApplication } from "../support/creator-form";
import { testDb } from "../support/db";
import { uniqueEmail } from "../support/factories";

beforeAll(() => {
  testDb();
});

const meta = { userAgent: "vitest", referrer: null, source: "sobremesa-test" };
const parse = (fields: Record<string, string>) =>
  bookingSchema({ earliestCheckIn: earliestCheckIn(), messages: englishBooking.validation }).parse(fields);
const count = (table: typeof bookings | typeof creators) => db().$count(table);

/** An allowance that says whether it was counted. */
function allowance(allowed: boolean) {
  const budget = { allowed, recorded: 0, record: () => void budget.recorded++ };
  return budget;
}

describe("submitting a booking", () => {
  it("sends a payable city to its checkout and a repeat of the attempt to the same one, even over the limit", async () => {
    const input = parse(validBooking());
    const first = allowance(true);
    const outcome = await submitBooking({ input, meta, allowance: first });
    expect(outcome).toMatchObject({ kind: "checkout", url: expect.stringMatching(/^\/checkout\/test\//) });
    expect(first.recorded).toBe(1);

    const over = allowance(false);
    const repeat = await submitBooking({ input, meta, allowance: over });
    expect(repeat).toMatchObject({ kind: "checkout", url: outcome.kind === "checkout" ? outcome.url : "" });
    expect(over.recorded).toBe(0);
  });

  it("receives a request for a city without online payment as it is", async () => {
    const outcome = await submitBooking({
      input: parse(validBooking({ city: "EU|Paris", countryCode: "FR" })),
      meta,
      allowance: allowance(true),
    });
    expect(outcome.kind).toBe("no-payment-needed");
  });

  it("stores nothing for invalid input or a new attempt over the limit", async () => {
    const before = await count(bookings);
    expect(await submitBooking({ input: undefined, meta, allowance: allowance(true) })).toEqual({ kind: "invalid" });
    const over = allowance(false);
    expect(await saveBooking({ input: parse(validBooking()), meta, allowance: over })).toEqual({ kind: "limited" });
    expect(await count(bookings)).toBe(before);
    expect(over.recorded).toBe(0);
  });

  it("saves without a checkout for the JSON API, then starts one by reference for the client that saved it", async () => {
    const input = parse(validBooking());
    const saved = await saveBooking({ input, meta, allowance: allowance(true) });
    if (saved.kind !== "saved") throw new Error(`expected saved, got ${saved.kind}`);
    expect(saved.booking.stripeSessionId).toBeNull();
    const nobody = { bookingBrowser: false, adminToken: false, attemptKey: null };
    const client = { ...nobody, attemptKey: input.idempotencyKey ?? null };
    expect(await startClientCheckout(saved.booking.reference, nobody)).toEqual({ kind: "not-found" });
    expect(await startClientCheckout(saved.booking.reference, { ...nobody, attemptKey: "another-key-0123" })).toEqual({
      kind: "not-found",
    });
    expect(await startClientCheckout(saved.booking.reference, client)).toMatchObject({ kind: "checkout" });
    expect(await startClientCheckout("zzzzzzzzzzzzzzzz", client)).toEqual({ kind: "not-found" });
    // The trip page's "pay", whose visitor holds the trip link, names the reference alone.
    expect(await startCheckout(saved.booking.reference, { prefillEmail: false })).toMatchObject({ kind: "checkout" });
  });

  it("finds a booking stored before keys proved anything when its attempt is sent again; its key proves nothing", async () => {
    const input = parse(validBooking());
    const saved = await saveBooking({ input, meta, allowance: allowance(true) });
    if (saved.kind !== "saved") throw new Error(`expected saved, got ${saved.kind}`);
    const key = input.idempotencyKey ?? null;
    expect(savedWithAttemptKey(saved.booking, key)).toBe(true);
    // As such a booking was stored: the attempt's hash with what was submitted, nothing after it.
    const legacy = saved.booking.idempotencyKey!.split(".")[0];
    db().update(bookings).set({ idempotencyKey: legacy }).where(eq(bookings.id, saved.booking.id)).run();
    const before = await count(bookings);

    const repeat = await saveBooking({ input, meta, allowance: allowance(true) });
    expect(repeat).toMatchObject({ kind: "saved", created: false, booking: { id: saved.booking.id } });
    expect(await count(bookings)).toBe(before);
    expect(savedWithAttemptKey({ idempotencyKey: legacy }, key)).toBe(false);
  });
});

describe("applying as a creator", () => {
  it("answers a new application, a re-application and a honeypot bot the same way", async () => {
    const email = uniqueEmail();
    const request = {
      honeypotFilled: false,
      application: validApplication({ email }),
      meta,
      allowance: allowance(true),
    };
    expect(applyAsCreator(request)).toEqual({ kind: "submitted" });
    expect(applyAsCreator(request)).toEqual({ kind: "submitted" });
    const bot = uniqueEmail();
    expect(applyAsCreator({ ...request, honeypotFilled: true, application: validApplication({ email: bot }) })).toEqual(
      {
        kind: "submitted",
      },
    );
    const stored = (await db().select().from(creators).all()).map((row) => row.email);
    expect(stored.filter((address) => address === email)).toHaveLength(1);
    expect(stored).not.toContain(bot);
  });

  it("stores nothing for invalid input or over the limit", async () => {
    const before = await count(creators);
    const base = { honeypotFilled: false, meta, allowance: allowance(true) };
    expect(applyAsCreator({ ...base, application: undefined })).toEqual({ kind: "invalid" });
    const over = { ...base, allowance: allowance(false), application: validApplication() };
    expect(applyAsCreator(over)).toEqual({ kind: "limited" });
    expect(await count(creators)).toBe(before);
  });
});

describe("domain errors over HTTP", () => {
  it("answers each refusal with its status and message as JSON", async () => {
    const answers = [
      [new NotFoundError("Creator not found"), 404],
      [new ConflictError("This booking is already paid"), 409],
      [new NotAllowedError("Not yours"), 403],
      [new InvalidInputError("Choose an approved creator.", { creatorId: "Not an approved creator" }), 400],
    ] as const;
    for (const [error, status] of answers) {
      const response = domainErrorJson(error);
      expect(response.status).toBe(status);
      expect((await response.json()).error).toBe(error.message);
    }
    expect(await domainErrorJson(new InvalidInputError("Bad", { creatorId: "Nope" })).json()).toEqual({
      error: "Bad",
      fields: { creatorId: "Nope" },
    });
  });

  it("throws a refusal as an error page with its status, and anything else unchanged", () => {
    let thrown: unknown;
    try {
      throwDomainErrorPage(new NotFoundError("Request not found"));
    } catch (error) {
      thrown = error;
    }
    // What React Router turns into the error boundary's response.
    expect(thrown).toMatchObject({ data: "Request not found", init: { status: 404 } });
    const crash = new Error("disk on fire");
    expect(() => domainErrorJson(crash)).toThrow(crash);
    expect(() => throwDomainErrorPage(crash)).toThrow(crash);
  });
});

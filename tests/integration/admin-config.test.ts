import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { testDb } from "../support/db";
import { seedBookings } from "../support/factories";
import { PRODUCTION_ENV } from "../support/production-env";

/**
 * What depends on the configuration, read once per process: each case stubs the
 * environment and loads the modules afresh.
 */
const PRODUCTION = PRODUCTION_ENV;

async function fresh(stubs: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(stubs)) vi.stubEnv(key, value);
  return {
    auth: await import("~/auth/admin-auth.server"),
    pages: await import("~/features/admin-dashboard/routes/payments.server"),
  };
}

beforeAll(() => {
  seedBookings(testDb(), [
    { name: "Paid With Stripe", paymentStatus: "succeeded", stripeSessionId: "cs_test_a1b2c3d4e5f6g7h8" },
    { name: "Free Request", paymentStatus: "not_required", regionCode: "EU", cityName: "Paris" },
  ]);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("the admin session cookie", () => {
  it("is Secure in production", async () => {
    const { auth } = await fresh(PRODUCTION);
    expect(await auth.openAdminSession({ address: "192.0.2.1" })).toMatch(/;\s*Secure/i);
  });

  it("is not Secure on a local http server", async () => {
    const { auth } = await fresh({ APP_ENV: "development" });
    expect(await auth.openAdminSession({ address: "192.0.2.1" })).not.toMatch(/;\s*Secure/i);
  });
});

describe("the payment dashboard's Stripe links", () => {
  const stripeUrls = (pages: Awaited<ReturnType<typeof fresh>>["pages"]) =>
    Object.fromEntries(pages.paymentView({ q: "", page: 1 }).bookings.rows.map((row) => [row.name, row.stripeUrl]));

  it("open the session in Stripe's test dashboard with a test key", async () => {
    const { pages } = await fresh({ STRIPE_SECRET_KEY: "sk_test_0123456789" });
    expect(stripeUrls(pages)).toEqual({
      "Paid With Stripe": "https://dashboard.stripe.com/test/checkout/sessions/cs_test_a1b2c3d4e5f6g7h8",
      "Free Request": null,
    });
  });

  it("open the live dashboard with a live key", async () => {
    const { pages } = await fresh(PRODUCTION);
    expect(stripeUrls(pages)["Paid With Stripe"]).toBe(
      "https://dashboard.stripe.com/checkout/sessions/cs_test_a1b2c3d4e5f6g7h8",
    );
  });

  it("are left out with the local test checkout, whose sessions Stripe does not know", async () => {
    const { pages } = await fresh({ STRIPE_SECRET_KEY: undefined, APP_ENV: "development" });
    expect(stripeUrls(pages)["Paid With Stripe"]).toBeNull();
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { creatorEarnings, creatorPayoutAccounts, creatorPayouts } from "~/features/earnings/earnings-tables";
import { AGREEMENT_VERSION } from "~/features/self-billing/agreement";
import { acceptAgreement } from "~/features/self-billing/agreements.server";
import { seedCreatorAccount } from "../support/factories";
import { type FakeStripe, startFakeStripe } from "../support/fake-stripe.mjs";
import { startInProcess } from "../support/in-process-server";
import { deliverSigned, postTo, sendTo, stripeEnv, twoPayableMeals } from "../support/payouts";
import { seedTaxDetails } from "../support/self-billing";
import type { RunningServer } from "../support/server";
import { seedStaff, staffCookie } from "../support/staff";

/**
 * What Stripe Connect does after a payout (decision 0076), on a built server talking to the fake
 * Stripe through the real SDK, over a real SQLite file: a transfer reversed in part and then in
 * full, told by `transfer.reversed`; the Connect endpoint's own signing secret; and the country
 * a creator's connected account is opened in.
 */

const SECRET = "whsec_platformreversal123";
const CONNECT_SECRET = "whsec_connectreversal456";
let stripe: FakeStripe;
let live: RunningServer;

beforeAll(async () => {
  stripe = await startFakeStripe();
  live = await startInProcess({
    DATABASE_PATH: process.env.DATABASE_PATH!,
    TRUST_PROXY: "loopback",
    LOG_LEVEL: "warn",
    ...stripeEnv(stripe, SECRET),
    STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET,
  });
});

afterAll(async () => {
  await live?.stop();
  await stripe?.close();
});

const send = (path: string, init?: RequestInit & { cookie?: string }) => sendTo(live, path, init);
const post = (path: string, fields: Record<string, string>, cookie = "") => postTo(live, path, fields, cookie);

const plain = (html: string) => html.replaceAll("<!-- -->", "").replace(/[\u00a0\u202f]/g, " ");
const webhook = () => `${live.url}/api/stripe-webhook`;

async function creatorSignedIn() {
  const account = await seedCreatorAccount(db(), { city: "Madrid", password: `pw-${Math.random()}-long-enough` });
  const { response } = await post("/dashboard", { intent: "login", email: account.email, password: account.password });
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith("sm_creator="))
    ?.split(";")[0];
  if (!cookie) throw new Error("creator not signed in");
  return { ...account, cookie };
}

/** Onboards on the fake Stripe through the app, and the webhook turns payouts on. */
async function onboard(creator: { id: number; cookie: string }) {
  const started = await post("/dashboard/payouts", { intent: "connect-payouts" }, creator.cookie);
  expect(started.response.status).toBe(303);
  const account = (await (await fetch(started.response.headers.get("location")!)).json()) as { id: string };
  expect((await stripe.sendEvent(webhook(), SECRET, "account.updated", account)).status).toBe(200);
  return account.id;
}

async function owner() {
  return staffCookie(db(), (await seedStaff(db(), { role: "owner" })).id);
}

const deliver = (body: string, secret = SECRET) => deliverSigned(webhook(), secret, body);

const ledgerOf = (creatorId: number) =>
  db()
    .select()
    .from(creatorEarnings)
    .where(eq(creatorEarnings.creatorId, creatorId))
    .all()
    .map((entry) => [entry.kind, entry.mealPosition, entry.amountCents]);

describe("transfer.reversed", () => {
  it("records a partial then a full reversal on the payout and in the ledger, once each, and pays nothing again", async () => {
    const creator = await creatorSignedIn();
    seedTaxDetails(db(), creator.id, "non_eu", { country: "US", tinCountry: "US" });
    acceptAgreement(creator.id, AGREEMENT_VERSION, "en");
    const accountId = await onboard(creator);
    twoPayableMeals(creator.id);
    const cookie = await owner();
    expect((await post("/admin/earnings", { intent: "run-payouts" }, cookie)).response.status).toBe(302);
    const [transfer] = [...stripe.transfers.values()].filter((t) => t.destination === accountId);
    expect(transfer.amount).toBe(1200);

    // The owner takes back one meal's pay on Stripe: Stripe says so once, and maybe twice.
    const partly = JSON.stringify({
      id: `evt_partial_${creator.id}`,
      object: "event",
      type: "transfer.reversed",
      created: Math.floor(Date.now() / 1000),
      data: { object: stripe.reverseTransfer(transfer.id, 600) },
    });
    const first = await deliver(partly);
    expect(await first.json()).toMatchObject({ outcome: "handled" });
    const again = await deliver(partly);
    expect(await again.json()).toMatchObject({ outcome: "duplicate" });
    // The same state told by another event changes nothing either.
    const restated = await stripe.sendEvent(webhook(), SECRET, "transfer.reversed", stripe.transfers.get(transfer.id));
    expect(await restated.json()).toMatchObject({ outcome: "ignored" });
    const payout = () => db().select().from(creatorPayouts).where(eq(creatorPayouts.creatorId, creator.id)).get();
    expect(payout()).toMatchObject({ status: "paid", amountCents: 1200, reversedCents: 600 });
    expect(ledgerOf(creator.id).filter(([kind]) => kind === "payout_reversed")).toEqual([["payout_reversed", 2, -600]]);
    let dashboard = plain((await send("/dashboard", { cookie: creator.cookie })).text);
    expect(dashboard).toContain("Partly reversed: €6.00 of €12.00 taken back");
    expect(dashboard).toContain(">Payout reversed<");
    let admin = plain((await send("/admin/earnings", { cookie })).text);
    expect(admin).toContain("Partly reversed: €6<");

    // Then the rest of it.
    await stripe.sendEvent(webhook(), SECRET, "transfer.reversed", stripe.reverseTransfer(transfer.id));
    expect(payout()).toMatchObject({ status: "paid", reversedCents: 1200 });
    expect(ledgerOf(creator.id).filter(([kind]) => kind === "payout_reversed")).toEqual([
      ["payout_reversed", 2, -600],
      ["payout_reversed", 1, -600],
    ]);
    dashboard = plain((await send("/dashboard", { cookie: creator.cookie })).text);
    expect(dashboard).toContain("Reversed: €12.00 taken back");
    admin = plain((await send("/admin/earnings", { cookie })).text);
    expect(admin).toContain(">Reversed: €12<");
    expect(admin).toContain(transfer.id);

    // A reversed meal is owed nothing: the next run sends no transfer.
    await post("/admin/earnings", { intent: "run-payouts" }, cookie);
    expect([...stripe.transfers.values()].filter((t) => t.destination === accountId)).toHaveLength(1);
    // A reversal of a transfer that is no payout of ours is ignored.
    const stray = await stripe.sendEvent(webhook(), SECRET, "transfer.reversed", {
      id: "tr_not_ours",
      object: "transfer",
      amount: 500,
      amount_reversed: 500,
    });
    expect(await stray.json()).toMatchObject({ outcome: "ignored" });
  });
});

describe("the Connect endpoint's signing secret", () => {
  it("takes an event signed with either secret and refuses one signed with neither", async () => {
    const creator = await creatorSignedIn();
    const started = await post("/dashboard/payouts", { intent: "connect-payouts" }, creator.cookie);
    const accountId = new URL(started.response.headers.get("location")!).pathname.split("/").at(-1)!;
    const enabled = () =>
      db()
        .select({ on: creatorPayoutAccounts.payoutsEnabled })
        .from(creatorPayoutAccounts)
        .where(eq(creatorPayoutAccounts.stripeAccountId, accountId))
        .get()?.on;

    const connect = await stripe.sendEvent(
      webhook(),
      CONNECT_SECRET,
      "account.updated",
      stripe.enablePayouts(accountId, true),
    );
    expect(connect.status).toBe(200);
    expect(enabled()).toBe(true);
    const platform = await stripe.sendEvent(
      webhook(),
      SECRET,
      "account.updated",
      stripe.enablePayouts(accountId, false),
    );
    expect(platform.status).toBe(200);
    expect(enabled()).toBe(false);
    const forged = await stripe.sendEvent(
      webhook(),
      "whsec_neitherofthem789",
      "account.updated",
      stripe.enablePayouts(accountId, true),
    );
    expect(forged.status).toBe(400);
    expect(enabled()).toBe(false);
  });
});

describe("the connected account's country", () => {
  const accountCreations = () => stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/accounts");

  it("opens the account in the country of the creator's tax details, else leaves it to Stripe's default", async () => {
    const lisbon = await creatorSignedIn();
    seedTaxDetails(db(), lisbon.id, "non_eu", { country: "PT", tinCountry: "PT" });
    await post("/dashboard/payouts", { intent: "connect-payouts" }, lisbon.cookie);
    const made = accountCreations().find(
      (r) => (r.params.metadata as { creatorId?: string })?.creatorId === String(lisbon.id),
    );
    expect(made?.params).toMatchObject({ type: "express", country: "PT" });
    const stored = db()
      .select()
      .from(creatorPayoutAccounts)
      .where(and(eq(creatorPayoutAccounts.creatorId, lisbon.id)))
      .get();
    expect(stripe.accounts.get(stored!.stripeAccountId)?.country).toBe("PT");

    const undeclared = await creatorSignedIn();
    await post("/dashboard/payouts", { intent: "connect-payouts" }, undeclared.cookie);
    const plainAccount = accountCreations().find(
      (r) => (r.params.metadata as { creatorId?: string })?.creatorId === String(undeclared.id),
    );
    expect(plainAccount?.params).not.toHaveProperty("country");
  });
});

import { recordAudit } from "~/features/staff/audit.server";
import { actorOf, checkStaffPassword, type StaffAccount, staffByEmail } from "~/features/staff/staff-accounts.server";
import { type SecondFactorResult, verifySecondFactor } from "~/features/staff/two-factor.server";
import { ConcurrencyGate, FailureLimiter, sleep } from "~/http/rate-limit.server";

/**
 * Staff sign-in's two steps, each guarded by the project's failure limits (decisions 0025,
 * 0027): per account and client, and per client, failures are refused after a while; per
 * account from everywhere, failures are only slowed, never refused. So the guesser of one
 * account cannot lock out another, and nobody else's failures can refuse a right password or
 * code: the credential is checked before any slow-down, and only a failure pays for it.
 * Opening the session once both steps hold is the pages' part (no HTTP here).
 */

const WINDOW_MS = 15 * 60 * 1000;

type StepLimits = { byAccountAndClient: FailureLimiter; byClient: FailureLimiter; byAccount: FailureLimiter };

const limitsFor = (step: string): StepLimits => ({
  byAccountAndClient: new FailureLimiter(`staff-${step}-account-client`, {
    windowMs: WINDOW_MS,
    freeAttempts: 3,
    maxAttempts: 10,
  }),
  byClient: new FailureLimiter(`staff-${step}-client`, { windowMs: WINDOW_MS, freeAttempts: 10, maxAttempts: 30 }),
  byAccount: new FailureLimiter(`staff-${step}-account`, {
    windowMs: WINDOW_MS,
    freeAttempts: 5,
    maxAttempts: Number.POSITIVE_INFINITY,
  }),
});

const PASSWORD = limitsFor("password");
const CODE = limitsFor("code");
// argon2 is the costly part of the password step: at most 8 checks at once, 2 per client.
const argon2 = new ConcurrencyGate({ perKey: 2, overall: 8 });

export type Guarded<T> =
  | { ok: true; value: T }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

/** One attempt under a step's limits; `attempt` answers null for a wrong credential. */
async function guarded<T>(
  limits: StepLimits,
  account: string,
  client: string,
  attempt: () => Promise<T | null>,
): Promise<Guarded<T>> {
  const keyed = [
    [limits.byAccountAndClient, `${account}|${client}`],
    [limits.byClient, `client:${client}`],
    [limits.byAccount, `account:${account}`],
  ] as const;
  let delayMs = 0;
  for (const [limiter, key] of keyed) {
    const decision = limiter.check([key]);
    if (!decision.allowed) return { ok: false, reason: "limited", retryAfterSeconds: decision.retryAfterSeconds };
    delayMs = Math.max(delayMs, decision.delayMs);
  }
  // Counted as failures before anything is awaited, so a burst sees itself; forgiven on success.
  const begun = keyed.map(([limiter, key]) => limiter.begin([key]));
  const forgive = () => {
    for (const b of begun) b.attempt?.succeeded();
  };
  const refused = begun.find((b) => !b.allowed);
  if (refused && !refused.allowed) {
    forgive();
    return { ok: false, reason: "limited", retryAfterSeconds: refused.retryAfterSeconds };
  }
  let value: T | null;
  try {
    value = await attempt();
  } catch (error) {
    forgive();
    throw error;
  }
  if (value === null) {
    if (delayMs) await sleep(delayMs);
    return { ok: false, reason: "invalid" };
  }
  forgive();
  limits.byAccountAndClient.reset([`${account}|${client}`]);
  return { ok: true, value };
}

export type Client = { address: string };

/**
 * The first step: email and password of an active person. The answer says whether the second
 * factor must still be set up (first sign-in) or asked for; either way nothing is open yet.
 */
export async function checkPasswordStep(
  credentials: { email: string; password: string },
  client: Client,
): Promise<Guarded<StaffAccount>> {
  const email = credentials.email.trim().toLowerCase();
  const leave = argon2.enter([client.address]);
  if (!leave) return { ok: false, reason: "limited", retryAfterSeconds: 1 };
  const outcome = await guarded(PASSWORD, email, client.address, () =>
    checkStaffPassword(email, credentials.password),
  ).finally(leave);
  // A failure is recorded against the account it tried; one at an unknown address names nobody and is not kept.
  const person = outcome.ok ? actorOf(outcome.value) : staffByEmail(email);
  if (person) {
    recordAudit({
      actor: person,
      action: "sign_in.password",
      object: { type: "staff", id: person.id },
      clientAddress: client.address,
      outcome: outcome.ok ? "success" : outcome.reason === "limited" ? "refused" : "failure",
    });
  }
  return outcome;
}

/**
 * The second step: a TOTP or recovery code for the person whose password just checked out.
 * `open` (the session) runs in the transaction that uses the code up: one code, one session.
 */
export async function checkCodeStep<Opened>(
  person: Pick<StaffAccount, "id" | "name" | "role">,
  code: string,
  client: Client,
  open: () => Opened,
): Promise<Guarded<Extract<SecondFactorResult<Opened>, { ok: true }>>> {
  const outcome = await guarded(CODE, `staff:${person.id}`, client.address, async () => {
    const checked = await verifySecondFactor(person.id, code, open, client.address);
    return checked.ok ? checked : null;
  });
  recordAudit({
    actor: actorOf(person),
    action: "sign_in.second_factor",
    object: { type: "staff", id: person.id },
    clientAddress: client.address,
    outcome: outcome.ok ? "success" : outcome.reason === "limited" ? "refused" : "failure",
  });
  return outcome;
}

import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { adminCookie, type ClientInfo, STAFF_SESSION_SECONDS } from "~/auth/admin-auth.server";
import { CREATOR_SESSION_SECONDS, creatorCookie } from "~/auth/creator-auth.server";
import { openSession } from "~/auth/sessions.server";
import { PENDING_SIGN_IN_SECONDS, pendingSignInCookie } from "~/auth/staff-auth.server";
import * as clock from "~/clock";
import type { ToastInput } from "~/domain/toast";
import { type CreatorAccount, verifyCredentials } from "~/features/creators/creators.server";
import { recordAudit } from "~/features/staff/audit.server";
import {
  actorOf,
  checkStaffPassword,
  type StaffAccount,
  staffByEmail,
  staffSessionSubject,
} from "~/features/staff/staff-accounts.server";
import { verifySecondFactor } from "~/features/staff/two-factor.server";
import { ConcurrencyGate, FailureLimiter, sleep } from "~/http/rate-limit.server";
import { logger } from "~/logger.server";

/**
 * One way to sign in, for creators and the team (decision 0054). remix-auth's Authenticator runs
 * a remix-auth-form FormStrategy per step: a creator's email and password; a team member's email
 * and password, which opens only the ten-minute half-way state (decision 0031); then their code
 * (authenticator app or recovery code), whose time step is claimed in the same transaction that
 * opens their session (decision 0046). Every step runs under the failure limits of decisions 0025
 * and 0027, and every session a sign-in opens is opened here, on the server (decision 0002).
 */

// ---------------------------------------------------------------------------------------------
// The sessions a sign-in opens

/** Whose session opens: a creator's, a team member's, or the half-way state between a team member's two steps. */
export type Opening =
  | { kind: "creator"; creatorId: number }
  | { kind: "staff" | "staff-half-way"; staffId: number; client: ClientInfo };

const SESSIONS = {
  creator: { row: "creator", seconds: CREATOR_SESSION_SECONDS, cookie: creatorCookie },
  staff: { row: "admin", seconds: STAFF_SESSION_SECONDS, cookie: adminCookie },
  "staff-half-way": { row: "staff_pending", seconds: PENDING_SIGN_IN_SECONDS, cookie: pendingSignInCookie },
} as const;

/**
 * Opens a brand-new session (never one carried over from before the sign-in) and answers the
 * token for its cookie. Synchronous, so that the code step runs it inside the transaction that
 * uses the code up. Where a creator signs in from is not kept (the privacy policy promises as
 * much); a team member's rows keep it, for /admin/sessions.
 */
function openSignedIn(opening: Opening, now = clock.now()): string {
  const { row, seconds } = SESSIONS[opening.kind];
  const whose =
    opening.kind === "creator"
      ? { subject: String(opening.creatorId) }
      : {
          subject: staffSessionSubject(opening.staffId),
          clientAddress: opening.client.address,
          userAgent: opening.client.userAgent,
        };
  return openSession({ kind: row, ttlSeconds: seconds, ...whose }, now);
}

const cookieOf = (kind: Opening["kind"], token: string): Promise<string> => SESSIONS[kind].cookie().serialize(token);

/**
 * Opens the session and answers its Set-Cookie header. Besides the steps below: a creator who
 * sets their password from the emailed link (the link proved them; a login straight after would
 * ask again what was just chosen), a first owner just created (half-way, on to the factor's
 * setup), and a team member whose setup code just confirmed their new factor. That setup is no
 * strategy: it checks no credential, since whoever holds the half-way state is shown the secret.
 */
export const signedInCookie = async (opening: Opening): Promise<string> =>
  cookieOf(opening.kind, openSignedIn(opening));

// ---------------------------------------------------------------------------------------------
// The strategies

/** What each step recognised. */
type Recognised =
  | { step: "creator-password"; creator: CreatorAccount }
  | { step: "staff-password"; person: StaffAccount }
  | { step: "staff-code"; method: "totp" | "recovery_code"; recoveryCodesLeft: number; token: string };
type Step = Recognised["step"];

/** A form that proved nothing: a wrong password, an unknown address, a wrong or used code. */
class NotRecognised extends Error {}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const authenticator = new Authenticator<Recognised>()
  .use(
    new FormStrategy<Recognised>(async ({ form }) => {
      const creator = await verifyCredentials(field(form, "email"), field(form, "password"));
      if (!creator) throw new NotRecognised();
      return { step: "creator-password", creator };
    }),
    "creator-password",
  )
  .use(
    new FormStrategy<Recognised>(async ({ form }) => {
      const person = await checkStaffPassword(field(form, "email"), field(form, "password"));
      if (!person) throw new NotRecognised();
      return { step: "staff-password", person };
    }),
    "staff-password",
  )
  .use(
    new FormStrategy<Recognised>(async ({ form }) => {
      // Whose half-way sign-in this finishes and from where come from the server (see recognise).
      const staffId = Number(field(form, "staffId"));
      const client = {
        address: field(form, "clientAddress"),
        userAgent: form.has("userAgent") ? field(form, "userAgent") : null,
      };
      const open = () => openSignedIn({ kind: "staff", staffId, client });
      const checked = await verifySecondFactor(staffId, field(form, "code"), open, client.address);
      if (!checked.ok) throw new NotRecognised();
      const { method, recoveryCodesLeft, opened } = checked;
      return { step: "staff-code", method, recoveryCodesLeft, token: opened };
    }),
    "staff-code",
  );

/**
 * Runs one step's strategy; null when the form proved nothing. The form is built here from what
 * the route has already read (under the size cap) and checked, never the browser's request: the
 * Authenticator hands a strategy a copy of the request it is given, and FormStrategy reads all
 * of its body, with no cap. The code step's form also carries what only the server knows (whose
 * half-way sign-in it is, from where), which is why nothing outside this module reaches the
 * Authenticator.
 */
async function recognise<S extends Step>(
  step: S,
  fields: Record<string, string | null | undefined>,
): Promise<Extract<Recognised, { step: S }> | null> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (typeof value === "string") body.set(name, value);
  const request = new Request("http://sign-in.invalid/", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  try {
    const recognised = await authenticator.authenticate(step, request);
    if (recognised.step !== step) throw new Error(`The ${step} strategy answered for ${recognised.step}`);
    return recognised as Extract<Recognised, { step: S }>;
  } catch (error) {
    if (error instanceof NotRecognised) return null;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// The failure limits (decisions 0025, 0027)

const WINDOW_MS = 15 * 60 * 1000;

type StepLimits = {
  byAccountAndClient: FailureLimiter;
  byClient: FailureLimiter;
  byAccount: FailureLimiter;
  keys: (account: string, client: string) => { pair: string; client: string; account: string };
};

/**
 * One account from one client: 3 free failures, then slower, refused after 10 in 15 minutes. One
 * client (several people may share an office network): more room, same idea. One account from
 * everywhere: slowed, never refused, so a guesser spread over many addresses cannot lock the
 * account's owner out. Nobody else's failures can refuse a right credential.
 */
const limitsFor = (scope: string, accountPrefix: string): StepLimits => ({
  byAccountAndClient: new FailureLimiter(`${scope}-account-client`, {
    windowMs: WINDOW_MS,
    freeAttempts: 3,
    maxAttempts: 10,
  }),
  byClient: new FailureLimiter(`${scope}-client`, { windowMs: WINDOW_MS, freeAttempts: 10, maxAttempts: 30 }),
  byAccount: new FailureLimiter(`${scope}-account`, {
    windowMs: WINDOW_MS,
    freeAttempts: 5,
    maxAttempts: Number.POSITIVE_INFINITY,
  }),
  keys: (account, client) => ({
    pair: `${account}|${client}`,
    client: `client:${client}`,
    account: `${accountPrefix}:${account}`,
  }),
});

const CREATOR_PASSWORD = limitsFor("creator-login", "email");
const STAFF_PASSWORD = limitsFor("staff-password", "account");
const STAFF_CODE = limitsFor("staff-code", "account");

// A creator's attempts under way per client (and per account, from a client that has been
// failing): at most 2, for the whole attempt including a failure's slow-down. Only the same
// client or a guesser at the same account waits on these places.
const creatorAttempts = new ConcurrencyGate({ perKey: 2, overall: Number.POSITIVE_INFINITY });
// argon2 is the costly part: at most 8 creators' checks run at once, and clients that have been
// failing share 6 of them, so two are always left for a client that has not; more are refused at
// once, not queued. A failure's slow-down is waited out after its check, holding no place here.
const creatorChecks = new ConcurrencyGate({ perKey: Number.POSITIVE_INFINITY, overall: 8 });
const FAILING_SHARE = 6;
// The team's password checks: at most 8 at once, 2 per client.
const staffChecks = new ConcurrencyGate({ perKey: 2, overall: 8 });

/** Every argon2 place was taken: refused at once, counted as no failure. */
class Busy extends Error {}

type Refused = { ok: false; reason: "invalid" } | { ok: false; reason: "limited"; retryAfterSeconds: number };
type Guarded<T> = { ok: true; value: T } | Refused;

const limited = (retryAfterSeconds: number): Refused => ({ ok: false, reason: "limited", retryAfterSeconds });

/**
 * One attempt under a step's limits; `attempt` answers null for a credential that proved nothing.
 * The credential is checked before any slow-down, so a right one never waits for others'
 * failures; only a failure pays for earlier ones.
 */
async function guarded<T>(
  limits: StepLimits,
  account: string,
  client: string,
  attempt: () => Promise<T | null>,
): Promise<Guarded<T>> {
  const keys = limits.keys(account, client);
  const keyed = [
    [limits.byAccountAndClient, keys.pair],
    [limits.byClient, keys.client],
    [limits.byAccount, keys.account],
  ] as const;
  let delayMs = 0;
  for (const [limiter, key] of keyed) {
    const decision = limiter.check([key]);
    if (!decision.allowed) return limited(decision.retryAfterSeconds);
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
    return limited(refused.retryAfterSeconds);
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
  limits.byAccountAndClient.reset([keys.pair]);
  return { ok: true, value };
}

/** Whether this client has failures counted, at all or at this account: it then gets fewer places. */
function hasBeenFailing(limits: StepLimits, account: string, client: string): boolean {
  const keys = limits.keys(account, client);
  return limits.byClient.count(keys.client) > 0 || limits.byAccountAndClient.count(keys.pair) > 0;
}

// ---------------------------------------------------------------------------------------------
// The steps

export type Credentials = { email: string; password: string };

/** A step that held answers the Set-Cookie header of what it opened. */
export type StepOutcome<T> = ({ ok: true; cookie: string } & T) | Refused;

export type LoginOutcome = StepOutcome<{ creator: CreatorAccount }> | { ok: false; reason: "error" };

/**
 * A creator's login, from the dashboard's form or the JSON API. Only this client's own failures
 * (and its own failures at this account) can refuse it; failures elsewhere at the account only
 * slow down wrong passwords. An unexpected failure of the check answers "error", logged.
 */
export async function signInCreator(
  credentials: Credentials,
  client: Pick<ClientInfo, "address">,
): Promise<LoginOutcome> {
  const email = credentials.email.trim().toLowerCase();
  const failing = hasBeenFailing(CREATOR_PASSWORD, email, client.address);
  const keys = CREATOR_PASSWORD.keys(email, client.address);
  const leave = creatorAttempts.enter(failing ? [keys.client, keys.account] : [keys.client]);
  if (!leave) return limited(1);
  let outcome: Guarded<CreatorAccount>;
  try {
    outcome = await guarded(CREATOR_PASSWORD, email, client.address, async () => {
      const release = creatorChecks.enter([], failing ? FAILING_SHARE : undefined);
      if (!release) throw new Busy();
      try {
        return (await recognise("creator-password", { email, password: credentials.password }))?.creator ?? null;
      } finally {
        release();
      }
    });
  } catch (error) {
    if (error instanceof Busy) return limited(1);
    logger.error({ err: error }, "creator login failed");
    return { ok: false, reason: "error" };
  } finally {
    leave();
  }
  if (!outcome.ok) return outcome;
  return {
    ok: true,
    creator: outcome.value,
    cookie: await signedInCookie({ kind: "creator", creatorId: outcome.value.id }),
  };
}

/**
 * A team member's first step: email and password of an active person. It opens only the
 * half-way state; the answer's person says whether the second factor must still be set up
 * (first sign-in) or asked for.
 */
export async function staffPasswordStep(
  credentials: Credentials,
  client: ClientInfo,
): Promise<StepOutcome<{ person: StaffAccount }>> {
  const email = credentials.email.trim().toLowerCase();
  const leave = staffChecks.enter([client.address]);
  if (!leave) return limited(1);
  const outcome = await guarded(
    STAFF_PASSWORD,
    email,
    client.address,
    async () => (await recognise("staff-password", { email, password: credentials.password }))?.person ?? null,
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
  if (!outcome.ok) return outcome;
  const staffId = outcome.value.id;
  return { ok: true, person: outcome.value, cookie: await signedInCookie({ kind: "staff-half-way", staffId, client }) };
}

/**
 * A team member's second step: a TOTP or recovery code for the person whose password just
 * checked out. Their session opens in the transaction that uses the code up: one code, one session.
 */
export async function staffCodeStep(
  person: Pick<StaffAccount, "id" | "name" | "role">,
  code: string,
  client: ClientInfo,
): Promise<StepOutcome<{ method: "totp" | "recovery_code"; recoveryCodesLeft: number }>> {
  const outcome = await guarded(STAFF_CODE, `staff:${person.id}`, client.address, () =>
    recognise("staff-code", {
      staffId: String(person.id),
      code,
      clientAddress: client.address,
      userAgent: client.userAgent,
    }),
  );
  recordAudit({
    actor: actorOf(person),
    action: "sign_in.second_factor",
    object: { type: "staff", id: person.id },
    clientAddress: client.address,
    outcome: outcome.ok ? "success" : outcome.reason === "limited" ? "refused" : "failure",
  });
  if (!outcome.ok) return outcome;
  const { method, recoveryCodesLeft, token } = outcome.value;
  return { ok: true, method, recoveryCodesLeft, cookie: await cookieOf("staff", token) };
}

// ---------------------------------------------------------------------------------------------
// A creator's refusals in words

export type LoginRefusal = Exclude<LoginOutcome, { ok: true }>;

/** The refusals' words: the page's language on the login form, the English catalogue's for the JSON API. */
export type RefusalWords = {
  loginFailed: ToastInput;
  loginError: ToastInput;
  tooManyAttempts: (retryAfterSeconds: number) => ToastInput;
};

/** The status and message for a refused login; a wrong password and an unknown email read the same. */
export function refusal(
  outcome: LoginRefusal,
  words: RefusalWords,
): { status: 401 | 429 | 503; toast: ToastInput; headers?: HeadersInit } {
  switch (outcome.reason) {
    case "invalid":
      return { status: 401, toast: words.loginFailed };
    case "limited":
      return {
        status: 429,
        toast: words.tooManyAttempts(outcome.retryAfterSeconds),
        headers: { "Retry-After": String(outcome.retryAfterSeconds) },
      };
    case "error":
      return { status: 503, toast: words.loginError };
  }
}

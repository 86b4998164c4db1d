import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";
import { isValidSpanishNif, normaliseNif } from "~/domain/spanish-tax-id";
import { parseProxyTrust, TRUST_PROXY_TRUE_REFUSED } from "~/http/client-address.server";

/** The mechanisms BENCH_WITHOUT may switch off. */
const SPEED_MECHANISMS = ["pdf-worker"] as const;
export type SpeedMechanism = (typeof SPEED_MECHANISMS)[number];

/** Empty strings in a .env file mean "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });
/** The message names no part of the value: an SMTP URL carries the server's password. */
const smtpUrl = z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" });
/** "Name <address>" or a bare address, on one line (it becomes the From header). */
const mailbox = z
  .string()
  .trim()
  .refine((value) => parseMailbox(value) !== null, "must be an address, or a name and <address>");
/** A replica: an s3:// URL with a bucket, or an absolute path (a second disk). */
const replicaUrl = z
  .string()
  .trim()
  .refine(
    (value) => /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[^\s?#]*)?$/.test(value) || /^\/[^\s]*$/.test(value),
    "must be s3://bucket/path or an absolute path",
  );
/** A Go duration as Litestream reads it, in whole units: 500ms, 1s, 10m, 168h. */
const duration = z
  .string()
  .trim()
  .regex(/^[1-9]\d*(ms|s|m|h)$/, "must be a duration such as 1s, 10m or 168h");
/** A Spanish NIF whose control character matches, stored as the tax agency writes it. */
const spanishNif = z
  .string()
  .trim()
  .refine(isValidSpanishNif, "must be a Spanish NIF with a matching control character, e.g. B12345674")
  .transform(normaliseNif);
/** A VAT rate in percent, whole or with one decimal (21, 10, 4, 5.5). */
const vatRate = z
  .string()
  .trim()
  .regex(/^\d{1,2}(\.\d)?$/, "must be a percentage between 0 and 99.9 with at most one decimal, e.g. 21")
  .transform(Number);

/**
 * Development's company: invoices issued on a local machine say plainly that they are not real
 * (the name is printed on every invoice); the NIF is valid only so the code paths are the real ones.
 */
export const SAMPLE_COMPANY = {
  COMPANY_LEGAL_NAME: "SAMPLE COMPANY — NOT A REAL INVOICE",
  COMPANY_TAX_ID: "B12345674",
  COMPANY_ADDRESS: "Calle de Ejemplo 1, 28001 Madrid, España",
} as const;

/** An international phone number (+ and the country's code), kept in E.164 for tel: and wa.me links. */
const phoneNumber = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const parsed = value.startsWith("+") ? parsePhoneNumberFromString(value) : undefined;
    if (parsed?.isPossible()) return parsed.number;
    ctx.addIssue({ code: "custom", message: "must be an international phone number, e.g. +34 910 000 000" });
    return z.NEVER;
  });

/** Development's support lines: sample numbers, so the footer, trip page, emails and PDF show where they go. */
const SAMPLE_SUPPORT = { SUPPORT_PHONE: "+34910000000", SUPPORT_WHATSAPP: "+34600000000" } as const;

const wholeCount = z.coerce
  .number({ error: "must be a whole number" })
  .int("must be a whole number")
  .min(0, "must be 0 or more");

const schema = z.object({
  PORT: optional(z.coerce.number({ error: "must be a number" }).int().min(1).max(65535)).default(3000),
  HOST: optional(z.string()).default("0.0.0.0"),
  APP_ENV: optional(
    z.enum(["development", "staging", "production"], { error: "must be development, staging or production" }),
  ).default("development"),
  DATABASE_PATH: optional(z.string()).default("./data/app.db"),
  PUBLIC_URL: optional(httpUrl),
  SESSION_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
  ADMIN_TOKEN: optional(z.string().min(16, "must be at least 16 characters")),
  SUPPORT_EMAIL: optional(z.email({ error: "must be an email address" })).default("support@sobremesa.example"),
  /**
   * The support line the landing page promises (phone support in three languages, the concierge
   * on call all trip), shown in the footer, /about, the trip page, the emails and the PDF.
   * Required in production; a sample number elsewhere.
   */
  SUPPORT_PHONE: optional(phoneNumber),
  /** A WhatsApp number travellers may write to (https://wa.me/ links); optional, a sample one outside production. */
  SUPPORT_WHATSAPP: optional(phoneNumber),
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_(test|live)_\w+$/, "must look like sk_test_… or sk_live_…")),
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_\w+$/, "must look like whsec_…")),
  /**
   * The signing secret of the Connect endpoint (events of creators' connected accounts, such as
   * `account.updated`), when it is a second endpoint with a secret of its own (decision 0076).
   * Both endpoints may point at /api/stripe-webhook: an event passes if either secret signed it.
   */
  STRIPE_CONNECT_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_\w+$/, "must look like whsec_…")),
  STRIPE_API_BASE: optional(httpUrl),
  BOOKING_WEBHOOK_URL: optional(httpUrl),
  CREATOR_WEBHOOK_URL: optional(httpUrl),
  PAYMENT_WEBHOOK_URL: optional(httpUrl),
  /** The SMTP server mail goes through, e.g. smtps://user:pass@smtp.example:465. Unset outside production: mail is stored, not sent. */
  SMTP_URL: optional(smtpUrl),
  /** The From of every email, e.g. "Sobremesa <hello@sobremesa.example>"; defaults to Sobremesa at SUPPORT_EMAIL outside production. */
  MAIL_FROM: optional(mailbox),
  LOG_LEVEL: optional(
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "must be one of fatal, error, warn, info, debug, trace, silent",
    }),
  ).default("info"),
  /** The first retry of an undelivered outbox record waits about this long; each further retry doubles it. */
  OUTBOX_RETRY_BASE_MS: optional(
    z.coerce.number({ error: "must be a number" }).int().positive("must be above 0"),
  ).default(5000),
  /** The folder of SQL migrations applied at start. */
  MIGRATIONS_DIR: optional(z.string()).default("drizzle"),
  /**
   * Whom to believe about the client's address, in Express's `trust proxy` terms: nobody by
   * default, `loopback`, an address or CIDR, a comma list of them, or a hop count (`true`,
   * anyone, only in development: see productionProblems).
   */
  TRUST_PROXY: optional(z.string())
    .default("false")
    .transform((value, ctx) => {
      const trust = parseProxyTrust(value);
      if (trust !== null) return trust;
      ctx.addIssue({
        code: "custom",
        message:
          "must be false, loopback, a proxy's address or network (10.0.0.2, 172.16.0.0/12), a comma-separated list of them, or a number of proxy hops",
      });
      return z.NEVER;
    }),
  /** Bookings, and separately creator applications, one client may make per 10 minutes; 0 turns the limit off. */
  PUBLIC_WRITE_LIMIT: optional(wholeCount).default(10),
  /** Payment look-ups (/success, /api/verify-payment) one client may make per 10 minutes; 0 turns the limit off. */
  PAYMENT_LOOKUP_LIMIT: optional(wholeCount).default(30),
  /** "Lost your link?" mails per 10 minutes, counted per traveller's email and separately per client; 0 turns the limit off. */
  TRIP_LINK_REQUEST_LIMIT: optional(wholeCount).default(5),
  /**
   * Continuous replication of the database with Litestream (decision 0034): where its copy goes,
   * `s3://bucket/path` for any S3-compatible store or an absolute path on a second disk. Unset:
   * no replication (the embedded default). Read by scripts/start.mjs through `server.js --litestream-config`.
   */
  LITESTREAM_REPLICA_URL: optional(replicaUrl),
  /** The S3 API's address for a store that is not AWS (Backblaze B2, Cloudflare R2, MinIO), e.g. https://s3.eu-central-003.backblazeb2.com. */
  LITESTREAM_ENDPOINT: optional(httpUrl),
  /** The bucket's region, when the store wants one. */
  LITESTREAM_REGION: optional(z.string().regex(/^[a-z0-9-]+$/, "must look like eu-central-1")),
  /** The store's credentials: Litestream reads these two variables itself; they never enter its config file or a log. */
  LITESTREAM_ACCESS_KEY_ID: optional(z.string()),
  LITESTREAM_SECRET_ACCESS_KEY: optional(z.string()),
  /** How often new WAL pages are sent: at most this much of the latest writes can be lost with the machine. */
  LITESTREAM_SYNC_INTERVAL: optional(duration).default("1s"),
  /** How far back a point-in-time restore can go (older history is deleted from the replica). */
  LITESTREAM_RETENTION: optional(duration).default("168h"),
  /**
   * Set by scripts/start.mjs for the app it runs under Litestream, not by operators: only then
   * does the app leave checkpoints to Litestream (a replica set on an app started without it
   * must still checkpoint, or its WAL would grow without end).
   */
  LITESTREAM_SUPERVISED: optional(z.enum(["true", "false"], { error: "must be true or false" }))
    .default("false")
    .transform((v) => v === "true"),
  /**
   * How many days the audit log keeps its rows (decision 0031): two years unless set; at least
   * one day. The daily retention job is the only thing the database lets delete them.
   */
  AUDIT_RETENTION_DAYS: optional(wholeCount.min(1, "must be 1 or more")).default(730),
  /**
   * The company that issues the invoices (decision 0035): its legal name, Spanish NIF and
   * address, printed on and snapshotted into every invoice. Required in production; elsewhere a
   * clearly marked sample company.
   */
  COMPANY_LEGAL_NAME: optional(z.string().trim().min(2, "must be the company's legal name")).default(
    SAMPLE_COMPANY.COMPANY_LEGAL_NAME,
  ),
  COMPANY_TAX_ID: optional(spanishNif).default(SAMPLE_COMPANY.COMPANY_TAX_ID),
  COMPANY_ADDRESS: optional(z.string().trim().min(5, "must be the company's address")).default(
    SAMPLE_COMPANY.COMPANY_ADDRESS,
  ),
  /**
   * The VAT rate included in every price, in percent (Spanish VAT, 21, unless the company's
   * adviser says otherwise: where VAT is due for a service is the company's decision, not the software's).
   */
  VAT_RATE: optional(vatRate).default(21),
  /** Put before each invoice series, e.g. "SBM-" gives SBM-2026-000001 (none by default: 2026-000001, R2026-000001). */
  INVOICE_SERIES_PREFIX: optional(
    z
      .string()
      .trim()
      .regex(/^[A-Z0-9][A-Z0-9/-]{0,9}$/, "must be up to 10 capital letters, digits, / or -"),
  ).default(""),
  /**
   * Verifactu (Real Decreto 1007/2023): `records` keeps the chained registration records,
   * not submitted to the tax agency; `off` issues invoices without records.
   */
  VERIFACTU_MODE: optional(z.enum(["off", "records"], { error: "must be off or records" })).default("records"),
  /**
   * The speed mechanisms to serve without, a comma list (scripts/bench/mechanisms.mjs measures
   * each off and on in one run). Honoured only with ENABLE_TEST_ROUTES, so never in production.
   */
  BENCH_WITHOUT: optional(z.string())
    .default("")
    .transform((v) => new Set(v.split(",").map((name) => name.trim())))
    .pipe(z.set(z.enum(["", ...SPEED_MECHANISMS], { error: `must name ${SPEED_MECHANISMS.join(", ")}` }))),
  /** Mounts the test-only routes (a throwing page for the error screen). Never in production. */
  ENABLE_TEST_ROUTES: optional(z.enum(["true", "false"], { error: "must be true or false" }))
    .default("false")
    .transform((v) => v === "true"),
});

const PRODUCTION_REQUIRED = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "SESSION_SECRET",
  "ADMIN_TOKEN",
  "PUBLIC_URL",
  "SMTP_URL",
  "MAIL_FROM",
  "COMPANY_LEGAL_NAME",
  "COMPANY_TAX_ID",
  "COMPANY_ADDRESS",
  "SUPPORT_PHONE",
] as const;

/** Production's extra rules, checked on the raw values so they are reported together with format errors. */
/** Staging is a deployed site too: reached over HTTPS at its own address, with its own secrets. */
const STAGING_REQUIRED = ["SESSION_SECRET", "ADMIN_TOKEN", "PUBLIC_URL"] as const;

function productionProblems(source: NodeJS.ProcessEnv): string[] {
  const appEnv = source.APP_ENV?.trim();
  const isSet = (key: string) => Boolean(source[key]?.trim());
  // A deployed port is reachable by clients: `true` would let each of them pick its address.
  const trustsAnyone =
    (appEnv === "staging" || appEnv === "production") && source.TRUST_PROXY?.trim() === "true"
      ? [`TRUST_PROXY ${TRUST_PROXY_TRUE_REFUSED}`]
      : [];
  const credentials = [source.LITESTREAM_ACCESS_KEY_ID, source.LITESTREAM_SECRET_ACCESS_KEY].filter((v) => v?.trim());
  const halfCredentials =
    credentials.length === 1 ? ["LITESTREAM_ACCESS_KEY_ID and LITESTREAM_SECRET_ACCESS_KEY must be set together"] : [];
  if (appEnv === "staging") {
    return [
      ...STAGING_REQUIRED.filter((key) => !isSet(key)).map((key) => `${key} is required when APP_ENV=staging`),
      ...trustsAnyone,
      ...halfCredentials,
    ];
  }
  if (appEnv !== "production") return halfCredentials;
  return [
    ...PRODUCTION_REQUIRED.filter((key) => !isSet(key)).map((key) => `${key} is required when APP_ENV=production`),
    ...(source.ENABLE_TEST_ROUTES?.trim() === "true" ? ["ENABLE_TEST_ROUTES must not be true in production"] : []),
    ...trustsAnyone,
    ...halfCredentials,
  ];
}

export type Env = z.output<typeof schema> & {
  SUPPORT_PHONE: string;
  SESSION_SECRET: string;
  ADMIN_TOKEN: string;
  PUBLIC_URL: string;
  MAIL_FROM: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join("; ")}`);
  }
}

/** Parses the environment; throws one ConfigError naming every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = schema.safeParse(source);
  const problems = [
    ...(result.error?.issues.map((i) => `${String(i.path[0] ?? "env")} ${i.message}`) ?? []),
    ...productionProblems(source),
  ];
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  const parsed = result.data;
  const secrets =
    parsed.SESSION_SECRET && parsed.ADMIN_TOKEN
      ? { SESSION_SECRET: parsed.SESSION_SECRET, ADMIN_TOKEN: parsed.ADMIN_TOKEN }
      : { ...localSecrets(parsed.DATABASE_PATH), ...definedOnly(parsed) };
  return {
    ...parsed,
    ...secrets,
    PUBLIC_URL: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ""),
    MAIL_FROM: parsed.MAIL_FROM ?? `Sobremesa <${parsed.SUPPORT_EMAIL}>`,
    // Production names its own lines (SUPPORT_PHONE is required there, WhatsApp stays off unless set).
    ...(parsed.APP_ENV === "production"
      ? { SUPPORT_PHONE: parsed.SUPPORT_PHONE ?? "" }
      : {
          SUPPORT_PHONE: parsed.SUPPORT_PHONE ?? SAMPLE_SUPPORT.SUPPORT_PHONE,
          SUPPORT_WHATSAPP: parsed.SUPPORT_WHATSAPP ?? SAMPLE_SUPPORT.SUPPORT_WHATSAPP,
        }),
  };
}

/** A From value split into its display name and address; null when it is not one mailbox on one line. */
export function parseMailbox(value: string): { name: string; address: string } | null {
  if (/[\r\n]/.test(value)) return null;
  const named = /^(.*?)\s*<([^<>]+)>$/.exec(value.trim());
  const name = named ? named[1].replace(/^"|"$/g, "").trim() : "";
  const address = (named ? named[2] : value).trim();
  return z.email().safeParse(address).success && !/[<>"]/.test(name) ? { name, address } : null;
}

function definedOnly(env: { SESSION_SECRET?: string; ADMIN_TOKEN?: string }) {
  return Object.fromEntries(
    Object.entries({ SESSION_SECRET: env.SESSION_SECRET, ADMIN_TOKEN: env.ADMIN_TOKEN }).filter(([, v]) => v),
  );
}

/**
 * Outside production a missing admin token or session secret is generated once and kept
 * beside the database, so sessions and the printed token survive restarts.
 */
function localSecrets(databasePath: string): { SESSION_SECRET: string; ADMIN_TOKEN: string } {
  const file = join(dirname(resolve(databasePath)), "secrets.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  const secrets = {
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    ADMIN_TOKEN: randomBytes(24).toString("base64url"),
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}

let cached: Env | undefined;

/** The configuration, parsed once per process. */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}

/** Whether the benchmark asked this server to run without a speed mechanism (see BENCH_WITHOUT). */
export function runsWithout(mechanism: SpeedMechanism, config: Env = env()): boolean {
  return config.ENABLE_TEST_ROUTES && config.BENCH_WITHOUT.has(mechanism);
}

/**
 * Staging and production are reached over HTTPS by real browsers: Secure cookies, HSTS and
 * request URLs built from PUBLIC_URL apply to both.
 */
export function isDeployed(config: Pick<Env, "APP_ENV"> = env()): boolean {
  return config.APP_ENV !== "development";
}

/** The local test checkout stands in for Stripe when no key is set (never in production). */
export function usesLocalCheckout(config: Env = env()): boolean {
  return !config.STRIPE_SECRET_KEY && config.APP_ENV !== "production";
}

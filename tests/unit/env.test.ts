import { existsSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv, runsWithout } from "~/env.server";

const dir = () => mkdtempSync(join(tmpdir(), "sobremesa-env-"));
const base = () => ({ DATABASE_PATH: join(dir(), "app.db") });

function problemsOf(source: Record<string, string>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("configuration", () => {
  it("runs on the embedded defaults with nothing set", () => {
    const env = parseEnv(base());
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.APP_ENV).toBe("development");
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.LOG_LEVEL).toBe("info");
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["PORT", "0"],
    ["APP_ENV", "prod"],
    ["PUBLIC_URL", "not a url"],
    ["PUBLIC_URL", "ftp://example.com"],
    ["SESSION_SECRET", "short"],
    ["ADMIN_TOKEN", "short"],
    ["SUPPORT_EMAIL", "nobody"],
    ["STRIPE_SECRET_KEY", "pk_test_123"],
    ["STRIPE_WEBHOOK_SECRET", "secret"],
    ["STRIPE_CONNECT_WEBHOOK_SECRET", "connect-secret"],
    ["STRIPE_API_BASE", "127.0.0.1:12111"],
    ["BOOKING_WEBHOOK_URL", "javascript:alert(1)"],
    ["CREATOR_WEBHOOK_URL", "nope"],
    ["PAYMENT_WEBHOOK_URL", "mailto:x@y.z"],
    ["LOG_LEVEL", "loud"],
    ["TRUST_PROXY", "yes"],
  ])("refuses %s=%s and names it", (name, value) => {
    const problems = problemsOf({ ...base(), [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name} `));
  });

  it("names every bad variable in one message", () => {
    try {
      parseEnv({ ...base(), PORT: "x", LOG_LEVEL: "loud", SUPPORT_EMAIL: "nobody" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of ["PORT", "LOG_LEVEL", "SUPPORT_EMAIL"]) expect(message).toContain(name);
    }
  });

  it("requires the Stripe keys, session secret, admin token, public URL, mail server and company in production", () => {
    const problems = problemsOf({ ...base(), APP_ENV: "production" });
    const named = problems.map((p) => p.split(" ")[0]).sort();
    expect(named).toEqual([
      "ADMIN_TOKEN",
      "COMPANY_ADDRESS",
      "COMPANY_LEGAL_NAME",
      "COMPANY_TAX_ID",
      "MAIL_FROM",
      "PUBLIC_URL",
      "SESSION_SECRET",
      "SMTP_URL",
      "STRIPE_SECRET_KEY",
      "STRIPE_WEBHOOK_SECRET",
      "SUPPORT_PHONE",
    ]);
  });

  it("accepts a complete production configuration and refuses test routes there", () => {
    const production = {
      ...base(),
      APP_ENV: "production",
      STRIPE_SECRET_KEY: "sk_live_abc123",
      STRIPE_WEBHOOK_SECRET: "whsec_abc123",
      SESSION_SECRET: "s".repeat(40),
      ADMIN_TOKEN: "a".repeat(32),
      PUBLIC_URL: "https://sobremesa.example/",
      SMTP_URL: "smtps://mailer:secret@smtp.example:465",
      MAIL_FROM: "Sobremesa <hello@sobremesa.example>",
      COMPANY_LEGAL_NAME: "Sobremesa Viajes S.L.",
      COMPANY_TAX_ID: "B12345674",
      COMPANY_ADDRESS: "Calle Mayor 1, 28013 Madrid",
      SUPPORT_PHONE: "+34 910 123 456",
    };
    expect(parseEnv(production).PUBLIC_URL).toBe("https://sobremesa.example");
    expect(problemsOf({ ...production, ENABLE_TEST_ROUTES: "true" })).toEqual([
      "ENABLE_TEST_ROUTES must not be true in production",
    ]);
  });

  it("leaves a speed mechanism out only for the bench, and names the ones it knows", () => {
    const bench = parseEnv({ ...base(), ENABLE_TEST_ROUTES: "true", BENCH_WITHOUT: "pdf-worker" });
    expect(runsWithout("pdf-worker", bench)).toBe(true);
    expect(runsWithout("pdf-worker", parseEnv({ ...base(), BENCH_WITHOUT: "pdf-worker" }))).toBe(false);
    expect(runsWithout("pdf-worker", parseEnv(base()))).toBe(false);
    expect(problemsOf({ ...base(), BENCH_WITHOUT: "everything" }).join("\n")).toMatch(
      /^BENCH_WITHOUT must name .*pdf-worker/,
    );
  });

  it("reads the support phone and WhatsApp as international numbers, with sample ones outside production", () => {
    const local = parseEnv(base());
    expect(local.SUPPORT_PHONE).toBe("+34910000000");
    expect(local.SUPPORT_WHATSAPP).toBe("+34600000000");
    const set = parseEnv({ ...base(), SUPPORT_PHONE: "+34 910 123 456", SUPPORT_WHATSAPP: "+34 612 345 678" });
    expect([set.SUPPORT_PHONE, set.SUPPORT_WHATSAPP]).toEqual(["+34910123456", "+34612345678"]);
    const problems = problemsOf({ ...base(), SUPPORT_PHONE: "910 123 456", SUPPORT_WHATSAPP: "+34 12" });
    expect(problems.map((p) => p.split(" ")[0]).sort()).toEqual(["SUPPORT_PHONE", "SUPPORT_WHATSAPP"]);
    expect(problems[0]).toContain("must be an international phone number");
  });

  it("requires its own secrets and public URL on staging, which is served like production", () => {
    const problems = problemsOf({ ...base(), APP_ENV: "staging" });
    expect(problems.map((p) => p.split(" ")[0]).sort()).toEqual(["ADMIN_TOKEN", "PUBLIC_URL", "SESSION_SECRET"]);
  });

  it("trusts no proxy by default, else whom TRUST_PROXY names in Express's terms", () => {
    expect(parseEnv(base()).TRUST_PROXY).toBe(false);
    expect(parseEnv({ ...base(), TRUST_PROXY: "loopback" }).TRUST_PROXY).toEqual(["loopback"]);
    expect(parseEnv({ ...base(), TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ ...base(), TRUST_PROXY: "10.0.0.0/8,127.0.0.1" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
    ]);
  });

  it.each(["production", "staging"])("refuses TRUST_PROXY=true on %s, saying what to write instead", (appEnv) => {
    const deployed = {
      ...base(),
      APP_ENV: appEnv,
      SESSION_SECRET: "s".repeat(40),
      ADMIN_TOKEN: "t".repeat(20),
      PUBLIC_URL: "https://sobremesa.example",
      STRIPE_SECRET_KEY: "sk_live_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      SMTP_URL: "smtps://mailer:pw@smtp.example:465",
      MAIL_FROM: "Sobremesa <hello@sobremesa.example>",
      COMPANY_LEGAL_NAME: "Sobremesa Viajes S.L.",
      COMPANY_TAX_ID: "B12345674",
      COMPANY_ADDRESS: "Calle Mayor 1, 28013 Madrid",
      SUPPORT_PHONE: "+34 910 123 456",
    };
    const problems = problemsOf({ ...deployed, TRUST_PROXY: "true" });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^TRUST_PROXY must not be true/);
    expect(problems[0]).toContain("TRUST_PROXY=loopback");
    expect(problemsOf({ ...deployed, TRUST_PROXY: "loopback" })).toEqual([]);
    // Outside a deployed site `true` is Express's own: believe every hop.
    expect(parseEnv({ ...base(), TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
  });

  it("takes an smtp:// or smtps:// URL and never repeats it (it holds a password) when refusing one", () => {
    expect(parseEnv({ ...base(), SMTP_URL: "smtp://user:pw@127.0.0.1:2525" }).SMTP_URL).toBe(
      "smtp://user:pw@127.0.0.1:2525",
    );
    for (const bad of ["https://user:hunter2secret@smtp.example", "user:hunter2secret@smtp", "smtp//hunter2secret"]) {
      const problems = problemsOf({ ...base(), SMTP_URL: bad });
      expect(problems).toEqual(["SMTP_URL must be an smtp:// or smtps:// URL"]);
      expect(problems.join()).not.toContain("hunter2secret");
    }
  });

  it("takes MAIL_FROM as an address or a name and <address>, defaulting to Sobremesa at the support address", () => {
    expect(parseEnv(base()).MAIL_FROM).toBe("Sobremesa <support@sobremesa.example>");
    expect(parseEnv({ ...base(), MAIL_FROM: "Sobremesa <hello@sobremesa.example>" }).MAIL_FROM).toBe(
      "Sobremesa <hello@sobremesa.example>",
    );
    expect(parseEnv({ ...base(), MAIL_FROM: "hello@sobremesa.example" }).MAIL_FROM).toBe("hello@sobremesa.example");
    for (const bad of ["Sobremesa", "Sobremesa <not an address>", "a@b.example\nBcc: x@y.example"]) {
      expect(problemsOf({ ...base(), MAIL_FROM: bad })).toEqual([
        "MAIL_FROM must be an address, or a name and <address>",
      ]);
    }
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ ...base(), STRIPE_SECRET_KEY: "", PORT: " " }).PORT).toBe(3000);
  });

  it("generates a missing admin token and session secret once and keeps them beside the database", () => {
    const databasePath = join(dir(), "app.db");
    const first = parseEnv({ DATABASE_PATH: databasePath });
    const file = join(databasePath, "..", "secrets.json");
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.ADMIN_TOKEN.length).toBeGreaterThanOrEqual(16);
    expect(first.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    const second = parseEnv({ DATABASE_PATH: databasePath });
    expect(second.ADMIN_TOKEN).toBe(first.ADMIN_TOKEN);
    expect(second.SESSION_SECRET).toBe(first.SESSION_SECRET);
    expect(JSON.parse(readFileSync(file, "utf8")).ADMIN_TOKEN).toBe(first.ADMIN_TOKEN);
  });

  it("prefers configured secrets over generated ones", () => {
    const env = parseEnv({ ...base(), ADMIN_TOKEN: "configured-admin-token" });
    expect(env.ADMIN_TOKEN).toBe("configured-admin-token");
    expect(env.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
  });
});

describe("per-client limits", () => {
  it("default to 10 public writes and 30 payment look-ups per 10 minutes; 0 turns a limit off", () => {
    expect(parseEnv(base())).toMatchObject({ PUBLIC_WRITE_LIMIT: 10, PAYMENT_LOOKUP_LIMIT: 30 });
    expect(parseEnv({ ...base(), PUBLIC_WRITE_LIMIT: "0", PAYMENT_LOOKUP_LIMIT: "5" })).toMatchObject({
      PUBLIC_WRITE_LIMIT: 0,
      PAYMENT_LOOKUP_LIMIT: 5,
    });
  });

  it.each([
    ["PUBLIC_WRITE_LIMIT", "ten"],
    ["PUBLIC_WRITE_LIMIT", "-1"],
    ["PAYMENT_LOOKUP_LIMIT", "2.5"],
  ])("refuses %s=%s and names it", (name, value) => {
    const problems = problemsOf({ ...base(), [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name} `));
  });
});

describe("the company that issues invoices", () => {
  it("is a clearly marked sample company outside production, with Spanish VAT at 21 % and records kept", () => {
    expect(parseEnv(base())).toMatchObject({
      COMPANY_LEGAL_NAME: "SAMPLE COMPANY — NOT A REAL INVOICE",
      COMPANY_TAX_ID: "B12345674",
      VAT_RATE: 21,
      INVOICE_SERIES_PREFIX: "",
      VERIFACTU_MODE: "records",
    });
  });

  it("takes a NIF written loosely and stores it as the tax agency writes it; a VAT rate with one decimal", () => {
    expect(
      parseEnv({ ...base(), COMPANY_TAX_ID: "12345678-z", VAT_RATE: "10.5", VERIFACTU_MODE: "off" }),
    ).toMatchObject({ COMPANY_TAX_ID: "12345678Z", VAT_RATE: 10.5, VERIFACTU_MODE: "off" });
  });

  it.each([
    ["COMPANY_TAX_ID", "12345678A"],
    ["COMPANY_TAX_ID", "B12345675"],
    ["VAT_RATE", "21.25"],
    ["VAT_RATE", "-1"],
    ["VAT_RATE", "twenty"],
    ["VERIFACTU_MODE", "submit"],
    ["INVOICE_SERIES_PREFIX", "a prefix with spaces"],
  ])("refuses %s=%s and names it", (name, value) => {
    const problems = problemsOf({ ...base(), [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name} `));
  });
});

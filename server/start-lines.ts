import { dirname, resolve } from "node:path";
import type { Env } from "~/env.server";

type StartFacts = {
  /** Where the app answers, as a person would type it. */
  url: string;
  /** The local TEST checkout stands in for Stripe. */
  localCheckout: boolean;
  /** The admin token was generated here (one the operator set is theirs already and stays out of logs). */
  tokenGenerated: boolean;
  /** Replication's own line (app/platform/replication). */
  replication: string;
};

const WEBHOOKS = ["BOOKING_WEBHOOK_URL", "PAYMENT_WEBHOOK_URL", "CREATOR_WEBHOOK_URL"] as const;

/**
 * What a start prints after its first line, one plain fact a line, so whoever started it knows
 * what they are running without reading the configuration: the database file, how payments
 * and mail behave, where automation records go, the admin token when it was generated here,
 * and how to stop. Nothing secret but that generated token, which exists to be typed in.
 */
export function startLines(config: Env, facts: StartFacts): string[] {
  const mailbox = `${facts.url}/admin/mail`;
  const unsetWebhooks = WEBHOOKS.filter((name) => !config[name]);
  const secrets = resolve(dirname(resolve(config.DATABASE_PATH)), "secrets.json");
  return [
    `Database: ${resolve(config.DATABASE_PATH)} (SQLite, created and migrated on start)`,
    facts.replication,
    facts.localCheckout
      ? "Payments: the local TEST checkout, a page of this app; no card is charged (no STRIPE_SECRET_KEY set)"
      : `Payments: Stripe, with a ${/_live_/.test(config.STRIPE_SECRET_KEY ?? "") ? "live" : "test"} key`,
    config.SMTP_URL
      ? `Mail: sent through the SMTP server in SMTP_URL; a copy of each at ${mailbox}`
      : `Mail: none leaves the machine (no SMTP_URL set); each email is kept in the app, read them at ${mailbox}`,
    ...(unsetWebhooks.length > 0
      ? [`Automation webhooks: ${unsetWebhooks.join(", ")} not set; their records wait in the outbox until set`]
      : []),
    ...(facts.tokenGenerated
      ? [
          `Admin token: ${config.ADMIN_TOKEN} (kept in ${secrets}); type it at ${facts.url}/admin to create the first owner (once; later it serves only the JSON API)`,
        ]
      : []),
    "Stop: Ctrl-C (SIGINT) or SIGTERM; requests in flight are answered first, for up to 10 s",
  ];
}

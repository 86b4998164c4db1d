import { and, eq } from "drizzle-orm";
import {
  type IssuedLink,
  issueOneTimeLink,
  linkStillValid,
  looksLikeOneTimeToken,
  oneTimeTokenHash,
} from "~/auth/one-time-links.server";
import * as clock from "~/clock";
import type { Executor } from "~/db/client.server";
import { type StaffRow, staff } from "~/db/schema";
import { sealToken } from "~/features/creators/set-password-links.server";
import { enqueue } from "~/platform/outbox/outbox.server";

/**
 * The team's one-time links, on the creators' mechanism (one-time-links.server.ts for the
 * token, set-password-links.server.ts for sealing it on its way to the mailer): an invitation
 * (72 h) is valid while the person is invited, a password reset (1 h) while they are active.
 * One link at a time per person: a new one replaces the last.
 */
const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;
const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

export type StaffLinkKind = "staff_invitation" | "staff_password_reset";

const STATUS_FOR: Record<StaffLinkKind, StaffRow["status"]> = {
  staff_invitation: "invited",
  staff_password_reset: "active",
};

/** The sealed token is bound to the person's address, apart from any creator's. */
export const staffSealContext = (email: string) => `staff:${email}`;

/**
 * Stores a new link's hash on the person and queues its email through the outbox, in the
 * caller's transaction. The record carries the token sealed; the mailer opens it, checks the
 * hash is still the person's current one, and drops it once sent.
 */
export function issueStaffLink(
  tx: Executor,
  person: Pick<StaffRow, "id" | "email">,
  kind: StaffLinkKind,
  now = clock.now(),
): IssuedLink {
  const link = issueOneTimeLink(kind === "staff_invitation" ? INVITATION_TTL_MS : PASSWORD_RESET_TTL_MS, now);
  tx.update(staff)
    .set({ setPasswordTokenHash: link.tokenHash, setPasswordExpiresAt: link.expiresAt, updatedAt: now.toISOString() })
    .where(eq(staff.id, person.id))
    .run();
  enqueue(
    tx,
    "staff_mail",
    { mail: kind, staffId: person.id, sealedToken: sealToken(link.token, staffSealContext(person.email)) },
    undefined,
    { dedupeKey: `staff_mail:${kind}:staff:${person.id}:${link.tokenHash.slice(0, 16)}` },
  );
  return link;
}

/** The person a link of that kind belongs to, while it is still valid; else undefined. */
export function staffForLink(executor: Executor, token: string, kind: StaffLinkKind, now = clock.now()) {
  if (!looksLikeOneTimeToken(token)) return undefined;
  const person = executor
    .select()
    .from(staff)
    .where(eq(staff.setPasswordTokenHash, oneTimeTokenHash(token)))
    .get();
  if (!person || person.status !== STATUS_FOR[kind] || !linkStillValid(person.setPasswordExpiresAt, now)) {
    return undefined;
  }
  return person;
}

/** Voids the link (matching its hash again, so a second, concurrent use changes nothing); true if it was this use. */
export function spendStaffLink(tx: Executor, personId: number, token: string): boolean {
  return (
    tx
      .update(staff)
      .set({ setPasswordTokenHash: null, setPasswordExpiresAt: null })
      .where(and(eq(staff.id, personId), eq(staff.setPasswordTokenHash, oneTimeTokenHash(token))))
      .run().changes === 1
  );
}

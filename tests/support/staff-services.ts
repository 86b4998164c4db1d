import { and, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { auditEvents, outbox, staff } from "~/db/schema";
import type { StaffRole } from "~/domain/staff-roles";
import { openToken } from "~/features/creators/set-password-links.server";
import type { StaffActor } from "~/features/staff/audit.server";
import { acceptInvitation, actorOf, createFirstOwner, invite } from "~/features/staff/staff-accounts.server";
import { staffSealContext } from "~/features/staff/staff-links.server";
import { uniqueEmail } from "./factories";

/** The helpers the staff tests share: people made through the services themselves, and what the outbox holds for them. */

export const PASSWORD = "correct horse battery staple";

export const staffRow = (id: number) => db().select().from(staff).where(eq(staff.id, id)).get()!;

/** The token inside the newest staff email queued for a person, opened as the mailer would open it. */
export function lastLinkToken(staffId: number, kind = "staff_invitation"): string {
  const record = db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.type, "staff_mail")))
    .orderBy(desc(outbox.id))
    .all()
    .find((row) => {
      const payload = row.payload as { staffId: number; mail: string };
      return payload.staffId === staffId && payload.mail === kind;
    });
  if (!record) throw new Error(`No ${kind} queued for staff ${staffId}`);
  const { sealedToken } = record.payload as { sealedToken: string };
  return openToken(sealedToken, staffSealContext(staffRow(staffId).email));
}

let owner: StaffActor | undefined;

/** The file's first owner: the one already there, else one created through the bootstrap service. */
export async function firstOwner(): Promise<StaffActor> {
  if (owner) return owner;
  const existing = db().select().from(staff).where(eq(staff.role, "owner")).orderBy(staff.id).get();
  if (existing) {
    owner = actorOf(existing);
    return owner;
  }
  const result = await createFirstOwner({
    name: "Olivia Owner",
    email: uniqueEmail("owner"),
    password: PASSWORD,
    language: "en",
  });
  if (!result.ok) throw new Error(`first owner refused: ${result.reason}`);
  owner = actorOf(staffRow(result.staffId));
  return owner;
}

/** A person invited by the owner who has accepted (active, password set, no second factor yet). */
export async function activePerson(role: StaffRole = "concierge", name = "Marta López"): Promise<StaffActor> {
  const invited = invite(await firstOwner(), { name, email: uniqueEmail("staff"), role, language: "es" });
  if (!invited.ok) throw new Error("invitation refused");
  const accepted = await acceptInvitation(lastLinkToken(invited.staffId), PASSWORD);
  if (!accepted.ok) throw new Error(`acceptance refused: ${accepted.reason}`);
  return actorOf(staffRow(invited.staffId));
}

export const auditRowsOf = (action: string) =>
  db().select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(desc(auditEvents.id)).all();

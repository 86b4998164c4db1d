import { eq } from "drizzle-orm";
import * as clock from "~/clock";
import { writeTransaction } from "~/db/client.server";
import { staff } from "~/db/schema";
import type { Language } from "~/i18n/languages";
import { recordAudit, type StaffActor } from "./audit.server";

/**
 * A team member's own language (decision 0077): the one their admin screens and their own emails
 * speak. The invitation set it; only the person themselves changes it afterwards, so this takes
 * no staff id but the actor's own. Saving the language already held records nothing.
 */
export function setOwnLanguage(
  actor: StaffActor,
  language: Language,
  clientAddress: string | null = null,
  now = clock.now(),
): { changed: boolean } {
  return writeTransaction((tx) => {
    const row = tx.select({ language: staff.language }).from(staff).where(eq(staff.id, actor.id)).get();
    if (!row || row.language === language) return { changed: false };
    tx.update(staff).set({ language, updatedAt: now.toISOString() }).where(eq(staff.id, actor.id)).run();
    recordAudit(
      {
        actor,
        action: "staff.language_changed",
        object: { type: "staff", id: actor.id },
        clientAddress,
        detail: { from: row.language, to: language },
      },
      tx,
      now,
    );
    return { changed: true };
  });
}

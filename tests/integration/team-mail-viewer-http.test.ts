import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { seedStaff, staffCookie } from "../support/staff";

/**
 * The team's own mail (an invitation, a password reset) holds a link that signs someone in: in
 * the mail viewer only people who manage the team see it. A concierge could otherwise accept an
 * invitation meant for a new owner, or use an owner's reset link.
 */

let server: RunningServer;
let database: Database.Database;
beforeAll(async () => {
  server = await startInProcess();
  database = new Database(server.databasePath);
});
afterAll(async () => {
  database?.close();
  await server?.stop();
});

function storeMail(type: string, subject: string): number {
  const row = database
    .prepare(
      "INSERT INTO mail_messages (type, to_address, subject, html, text, status) VALUES (?, ?, ?, ?, ?, 'stored') RETURNING id",
    )
    .get(type, "someone@example.com", subject, `<p>${subject}</p>`, subject) as { id: number };
  return row.id;
}

const get = async (path: string, cookie: string) => {
  const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
  return { status: response.status, text: await response.text() };
};

describe("the team's own mail in the viewer", () => {
  it("shows an invitation to an owner, and to a concierge neither in the list nor by its id", async () => {
    const owner = await seedStaff(database, { role: "owner" });
    const concierge = await seedStaff(database, { role: "concierge" });
    const invitation = storeMail("staff_invitation", "Olga invites you to Sobremesa");
    const reset = storeMail("staff_password_reset", "Reset your Sobremesa password");
    const traveller = storeMail("trip_link", "Your trip page");
    const asOwner = staffCookie(database, owner.id);
    const asConcierge = staffCookie(database, concierge.id);

    const ownerList = await get("/admin/mail", asOwner);
    expect(ownerList.text).toContain("Olga invites you to Sobremesa");
    expect(ownerList.text).toContain("Reset your Sobremesa password");
    expect((await get(`/admin/mail/${invitation}`, asOwner)).status).toBe(200);

    const conciergeList = await get("/admin/mail", asConcierge);
    expect(conciergeList.status).toBe(200);
    expect(conciergeList.text).toContain("Your trip page");
    expect(conciergeList.text).not.toContain("Olga invites you to Sobremesa");
    expect(conciergeList.text).not.toContain("Reset your Sobremesa password");
    expect((await get(`/admin/mail/${invitation}`, asConcierge)).status).toBe(404);
    expect((await get(`/admin/mail/${reset}`, asConcierge)).status).toBe(404);
    expect((await get(`/admin/mail/${traveller}`, asConcierge)).status).toBe(200);
  });
});

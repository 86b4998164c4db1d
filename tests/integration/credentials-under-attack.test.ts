import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { bookingServerPerFile, postForm } from "../support/booking";
import { seedCreatorAccount, uniqueEmail } from "../support/factories";

/**
 * A guesser spread over many addresses (here told apart by the trusted proxy at 127.0.0.1)
 * fails with the admin token and creators' passwords, enough to be slowed down, and keeps
 * its guesses in flight. Meanwhile the real admin and a real creator, each from an address of
 * their own, give the right credential: it is never refused for the others' failures.
 */
const ADMIN_TOKEN = "test-admin-token-0123456789";
const running = bookingServerPerFile({
  env: { TRUST_PROXY: "127.0.0.1", DATABASE_PATH: process.env.DATABASE_PATH ?? "" },
});

let clients = 0;
const newAddress = () => `198.51.100.${++clients}`;
const from = (address: string, extra: Record<string, string> = {}) => ({ "X-Forwarded-For": address, ...extra });

/** Failures this address has already had, as every serving process would read them. */
function failedBefore(scope: string, key: string, times: number) {
  const insert = running.store.database.prepare("insert into limit_events (scope, key, at) values (?, ?, ?)");
  for (let i = 0; i < times; i++) insert.run(scope, key, Date.now());
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the admin token during a guessing attack from many addresses", () => {
  /** 12 addresses, each slowed down (12 failures: 1.75 s a guess), with 2 guesses each in flight. */
  function attack() {
    const attackers = Array.from({ length: 12 }, newAddress);
    for (const address of attackers) failedBefore("admin-login", `admin:${address}`, 12);
    return Promise.all(
      attackers.flatMap((address) => [
        postForm(`${running.server.url}/admin`, { intent: "unlock", token: "wrong-guess-0123456789" }, from(address)),
        fetch(`${running.server.url}/api/get-bookings`, {
          headers: from(address, { Authorization: "Bearer wrong-guess-0123456789" }),
        }),
      ]),
    );
  }

  it("lets the right token in through the form and the Bearer API, every time", async () => {
    for (let round = 0; round < 3; round++) {
      const guesses = attack();
      await pause(150);
      const unlock = await postForm(
        `${running.server.url}/admin`,
        { intent: "unlock", token: ADMIN_TOKEN },
        from(newAddress()),
      );
      const api = await fetch(`${running.server.url}/api/get-bookings`, {
        headers: from(newAddress(), { Authorization: `Bearer ${ADMIN_TOKEN}` }),
      });
      const statuses = (await guesses).map((response) => response.status);
      expect(unlock.status).toBe(302);
      expect(unlock.headers.get("set-cookie")).toContain("sm_admin=");
      expect(api.status).toBe(200);
      expect(await api.json()).toHaveProperty("bookings");
      // The guesses themselves were refused or slowed, never let in.
      expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    }
  }, 60_000);

  it("still refuses the right token from an address that has itself failed 20 times", async () => {
    const address = newAddress();
    failedBefore("admin-login", `admin:${address}`, 20);
    const unlock = await postForm(
      `${running.server.url}/admin`,
      { intent: "unlock", token: ADMIN_TOKEN },
      from(address),
    );
    expect(unlock.status).toBe(429);
    expect(await unlock.text()).toContain("Too many attempts");
  });
});

describe("a creator's login during a guessing attack from many addresses", () => {
  it("logs the creator in with the right password while slowed guesses are in flight", async () => {
    const me = await seedCreatorAccount(db(), { password: "the right creator phrase" });
    for (let round = 0; round < 3; round++) {
      const attackers = Array.from({ length: 8 }, newAddress);
      for (const address of attackers) failedBefore("creator-login-client", `client:${address}`, 15);
      const guesses = Promise.all(
        attackers.flatMap((address) =>
          [1, 2].map(() =>
            postForm(
              `${running.server.url}/dashboard`,
              { intent: "login", email: uniqueEmail("guess"), password: "wrong guess phrase" },
              from(address),
            ),
          ),
        ),
      );
      await pause(150);
      const login = await postForm(
        `${running.server.url}/dashboard`,
        { intent: "login", email: me.email, password: me.password },
        from(newAddress()),
      );
      const statuses = (await guesses).map((response) => response.status);
      expect(login.status).toBe(302);
      expect(login.headers.get("set-cookie")).toContain("sm_creator=");
      expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    }
  }, 60_000);
});

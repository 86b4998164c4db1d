import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { signedCookie, signingKey } from "~/http/cookies.server";

/**
 * Our signed cookies are React Router's format signed by node:crypto: a cookie either one
 * issued reads the same in the other, so the sessions and flash cookies a browser holds
 * survive the change, and anything else reads as no cookie at all.
 */
const NAME = "sm_probe";
const ours = () => signedCookie(NAME, 60);
const reactRouters = (secret = signingKey(process.env.SESSION_SECRET!, NAME)) =>
  createCookie(NAME, { httpOnly: true, sameSite: "lax", path: "/", maxAge: 60, secrets: [secret] });
const cookiePair = (setCookie: string) => setCookie.split(";")[0];

const VALUES = [
  "k3m9x2p7q4r8s6t5",
  { id: "abc", title: "Reçue : demande envoyée ✓", variant: "default" },
  { nested: { list: [1, 2, 3], empty: "" } },
];

describe("signed cookies", () => {
  it("read what React Router signed, and React Router reads what they sign", async () => {
    for (const value of VALUES) {
      const theirs = await reactRouters().serialize(value);
      const mine = await ours().serialize(value);
      expect(mine).toBe(theirs);
      expect(await ours().parse(cookiePair(theirs))).toEqual(value);
      expect(await reactRouters().parse(cookiePair(mine))).toEqual(value);
    }
  });

  it("carry the same attributes: HttpOnly, SameSite=Lax, the whole site, the lifetime", async () => {
    const header = await ours().serialize("x");
    expect(header).toMatch(/^sm_probe=[^;]+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await ours().serialize("", { maxAge: 0 })).toBe("sm_probe=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
  });

  it("read a tampered, foreign or malformed cookie as no cookie", async () => {
    const signed = cookiePair(await ours().serialize({ role: "creator", id: 7 })).slice(`${NAME}=`.length);
    const [data, signature] = signed.split(".");
    const forged = Buffer.from(JSON.stringify({ role: "admin", id: 7 })).toString("base64");
    const otherKey = cookiePair(await reactRouters("another-secret").serialize({ role: "creator", id: 7 }));
    for (const header of [
      `${NAME}=${forged}.${signature}`,
      `${NAME}=${data}.${signature.slice(0, -2)}`,
      `${NAME}=${data}`,
      `${NAME}=.`,
      `${NAME}=${data}.${"A".repeat(43)}`,
      otherKey,
      `${NAME}=%E0%A4%A`,
    ]) {
      expect(await ours().parse(header)).toBeNull();
    }
    expect(await ours().parse(`other=1; ${NAME}=${signed}`)).toEqual({ role: "creator", id: 7 });
    expect(await ours().parse("other=1")).toBeNull();
    expect(await ours().parse(null)).toBeNull();
  });
});

import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { parse, type SerializeOptions, serialize } from "cookie";
import type { Cookie } from "react-router";
import * as clock from "~/clock";
import { env, isDeployed } from "~/env.server";

/**
 * Every cookie of ours: HttpOnly, SameSite=Lax, and on a deployed site (staging or
 * production) Secure with the `__Host-` prefix, which browsers only accept from HTTPS, for
 * the whole site, and never from a sub-domain.
 *
 * Each cookie is signed with its own key, derived from SESSION_SECRET and the cookie's
 * name (HKDF). A signature covers the value, not the name, so with one shared key the value
 * of one cookie would verify as another (a creator's session sent as the admin's).
 */
function cookieName(base: string): string {
  return isDeployed(env()) ? `__Host-${base}` : base;
}

export function signingKey(secret: string, name: string): string {
  return Buffer.from(hkdfSync("sha256", secret, "sobremesa-cookie-signing", name, 32)).toString("base64url");
}

/** Created at first use, never at import (the build imports this module). */
export function signedCookie(base: string, maxAgeSeconds: number): Cookie {
  const config = env();
  const name = cookieName(base);
  return hmacCookie(name, signingKey(config.SESSION_SECRET, name), {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: maxAgeSeconds,
    secure: isDeployed(config),
  });
}

/**
 * React Router's signed cookie, in its very format (the value as base64 JSON, a dot, its
 * HMAC-SHA256 in base64 without padding), so cookies already issued stay valid. React Router
 * signs through WebCrypto and imports the key again for every signature and check, which was
 * an eighth of a booking post; node:crypto signs at once.
 */
function hmacCookie(name: string, secret: string, options: SerializeOptions & { maxAge: number }): Cookie {
  const hmac = (value: string) => createHmac("sha256", secret).update(value).digest();
  const verified = (signed: string): string | null => {
    const dot = signed.lastIndexOf(".");
    if (dot < 0) return null;
    const value = signed.slice(0, dot);
    const given = Buffer.from(signed.slice(dot + 1), "base64");
    const expected = hmac(value);
    return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
  };
  return {
    name,
    isSigned: true,
    get expires() {
      return new Date(clock.nowMs() + options.maxAge * 1000);
    },
    async parse(header) {
      if (!header) return null;
      const raw = parse(header)[name];
      if (raw === undefined) return null;
      if (raw === "") return "";
      const value = verified(raw);
      if (value === null) return null;
      try {
        return JSON.parse(Buffer.from(value, "base64").toString("utf8"));
      } catch {
        return {};
      }
    },
    async serialize(value, serializeOptions) {
      let encoded = "";
      if (value !== "") {
        const data = Buffer.from(JSON.stringify(value), "utf8").toString("base64");
        encoded = `${data}.${hmac(data).toString("base64").replace(/=+$/, "")}`;
      }
      return serialize(name, encoded, { ...options, ...serializeOptions });
    },
  };
}

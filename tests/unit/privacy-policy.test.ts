import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ADMIN_COOKIE, STAFF_SESSION_SECONDS } from "~/auth/admin-auth.server";
import { CREATOR_COOKIE, CREATOR_SESSION_SECONDS } from "~/auth/creator-auth.server";
import { PENDING_SIGN_IN_COOKIE, PENDING_SIGN_IN_SECONDS, STAFF_IDLE_SECONDS } from "~/auth/staff-auth.server";
import { SET_PASSWORD_TTL_MS } from "~/features/creators/creators.server";
import { DIETARY_RETENTION_DAYS } from "~/features/privacy/dietary-erasure.server";
import { privacySections } from "~/features/public/content/privacy";
import { BOOKING_COOKIE, BOOKING_COOKIE_SECONDS } from "~/http/booking-browser.server";
import { LIMIT_EVENTS_KEPT_MS } from "~/http/limit-events.server";
import { TOAST_COOKIE } from "~/http/toast.server";

const policyText = () =>
  privacySections("help@example.test")
    .map((section) => renderToStaticMarkup(section.body))
    .join("\n");

/** Every source file under app/ whose text matches a pattern. */
function filesMatching(pattern: RegExp, dir = join(import.meta.dirname, "../../app")): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => pattern.test(readFileSync(file, "utf8")))
    .map((file) => file.slice(dir.length + 1))
    .sort();
}

describe("privacy policy", () => {
  it("names exactly the cookies the app sets", () => {
    const named = new Set(policyText().match(/\bsm_\w+/g));
    expect(named).toEqual(
      new Set([TOAST_COOKIE, BOOKING_COOKIE, CREATOR_COOKIE, ADMIN_COOKIE, PENDING_SIGN_IN_COOKIE]),
    );
    // Every cookie comes from one factory (http/cookies.server.ts, over the `cookie` package;
    // React Router's own factories are used nowhere), and a new cookie anywhere in the app
    // must be added to the policy (and to this list).
    expect(filesMatching(/\bcreateCookie(SessionStorage)?(<[^>]*>)?\(/)).toEqual([]);
    expect(filesMatching(/from "cookie"/)).toEqual(["http/cookies.server.ts"]);
    expect(filesMatching(/=\s*signedCookie\(/)).toEqual([
      "auth/admin-auth.server.ts",
      "auth/creator-auth.server.ts",
      "auth/staff-auth.server.ts",
      "http/booking-browser.server.ts",
      "http/toast.server.ts",
    ]);
  });

  it("gives the lifetimes the code enforces", () => {
    const text = policyText();
    expect(text).toContain(`signed in to the dashboard, for up to ${CREATOR_SESSION_SECONDS / 86_400} days`);
    expect(text).toContain(
      `administration pages, for up to ${STAFF_SESSION_SECONDS / 86_400} days, ending after ${STAFF_IDLE_SECONDS / 3600} hours without activity`,
    );
    expect(text).toContain(`which team member is signing in, for up to ${PENDING_SIGN_IN_SECONDS / 60} minutes`);
    expect(text).toContain(`expires after ${SET_PASSWORD_TTL_MS / 3_600_000} hours`);
    expect(text).toContain(`show your trip link; for one hour`);
    expect(text).toContain("these notes are deleted after one hour at most");
    expect(LIMIT_EVENTS_KEPT_MS).toBe(3_600_000);
    expect(BOOKING_COOKIE_SECONDS).toBe(3600);
  });

  it("says how dietary answers are used, who sees them and when the job erases them", () => {
    const text = policyText().replace(/\s+/g, " ");
    expect(text).toContain("These are health or belief data");
    expect(text).toContain("with your explicit consent, use them only to book suitable restaurants");
    expect(text).toContain("show them only to our concierge and to the one local food expert assigned to your trip");
    expect(text).toContain(`erase them ${DIETARY_RETENTION_DAYS} days after your check-out date`);
    expect(text).toContain("Only the expert assigned to your trip also sees your dietary needs");
  });

  it("is the same policy in Spanish and French: the same sections, cookies and time limits as the English one", () => {
    const facts = (text: string) => ({
      cookies: [...new Set(text.match(/\bsm_\w+/g))].sort(),
      numbers: [...new Set(text.match(/\b(24|30|60|72|7|8)\b/g))].sort(),
    });
    const english = privacySections("help@example.test");
    for (const language of ["es", "fr"] as const) {
      const translated = privacySections("help@example.test", language);
      expect(translated.map((section) => section.id)).toEqual(english.map((section) => section.id));
      const text = translated.map((section) => renderToStaticMarkup(section.body)).join("\n");
      expect(facts(text)).toEqual(facts(policyText()));
      expect(text).toContain("help@example.test");
    }
  });
});

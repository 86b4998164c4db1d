import { describe, expect, it } from "vitest";
import { bookingToasts } from "~/features/booking/booking-text";
import { creatorMessages, creatorToasts } from "~/features/creators/creator-text";
import { accountMessages, dashboardToasts, recommendationMessages } from "~/features/creators/dashboard-text";
import { preferencesMessages } from "~/features/preferences/preferences-text";
import { tooManyRequestsToast } from "~/http/request-limits.server";
import { loadCatalogs, NAMESPACES } from "~/i18n/catalog";
import { fixedT, loadAllLanguages } from "~/i18n/i18n.server";
import { formatMoney, LANGUAGES, languageOfPath, pathInLanguage } from "~/i18n/languages";

/**
 * The catalogs agree: every key of the English reference exists in Spanish and French with the
 * same interpolation variables (a plural may add forms, as French and Spanish need), and the
 * English words, the one source of the product's own, say what the spec quotes.
 */

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
/** "extras_one" and "extras_other" are one key for this check: "extras". */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, "");

describe("the translation catalogs", async () => {
  const english = await loadCatalogs("en");
  for (const language of LANGUAGES.filter((l) => l !== "en")) {
    const other = await loadCatalogs(language);
    for (const namespace of NAMESPACES) {
      it(`${language}/${namespace} has every English key, no other, with the same variables`, () => {
        const reference = flatten(english[namespace] as Tree);
        const translated = flatten(other[namespace] as Tree);
        expect([...new Set([...translated.keys()].map(base))].sort()).toEqual(
          [...new Set([...reference.keys()].map(base))].sort(),
        );
        for (const [key, text] of reference) {
          const counterpart = translated.get(key) ?? translated.get(`${base(key)}_other`);
          expect(counterpart, `${language}/${namespace}:${key}`).toBeTruthy();
          expect(variables(counterpart ?? ""), `${language}/${namespace}:${key}`).toEqual(variables(text));
          // Words left as in English are a missed translation, unless the line is too short to tell ("Halal", "(ref. {{code}})").
          const words = text.replace(/\{\{\s*\w+\s*\}\}/g, "").trim();
          expect(counterpart, `${language}/${namespace}:${key} is not translated`).not.toBe(
            words.length > 16 ? text : null,
          );
        }
      });
    }
  }

  it("says the booking form's toasts in English as the spec quotes them (§ Toasts)", async () => {
    await loadAllLanguages();
    const toasts = bookingToasts(fixedT("en", "booking"));
    const words = ({ title, description }: { title: string; description?: string }) => ({ title, description });
    expect(words(toasts.checkInformation)).toEqual({
      title: "Please check your information",
      description: "Some fields need to be corrected before submitting.",
    });
    expect(words(toasts.paymentFailed)).toEqual({
      title: "Payment failed",
      description: "There was an error processing your payment. Please try again.",
    });
    expect(words(toasts.submissionFailed)).toEqual({
      title: "Submission failed",
      description: "There was an error submitting your request. Please try again.",
    });
    expect(words(toasts.redirectingToPayment("€57"))).toEqual({
      title: "Redirecting to payment...",
      description: "You'll be redirected to secure checkout to complete your booking (€57).",
    });
    expect(words(toasts.requestReceived)).toEqual({
      title: "Request received.",
      description:
        "A concierge will review availability for your destination and get back to you shortly. No payment has been taken.",
    });
  });

  it("says the creator's toasts in English as the spec quotes them (§ Toasts, § Validation)", async () => {
    await loadAllLanguages();
    const words = ({ title, description }: { title: string; description?: string }) => ({ title, description });
    const application = creatorToasts(fixedT("en", "creator"));
    expect(words(application.missing)).toEqual({
      title: "Missing information",
      description: "Please fill in all required fields.",
    });
    expect(words(application.submitted)).toEqual({
      title: "Application submitted successfully!",
      description: "We'll review your application and get back to you within 2-3 business days.",
    });
    expect(words(application.failed)).toEqual({
      title: "Submission failed",
      description: "There was an error submitting your application. Please try again.",
    });
    const account = dashboardToasts(fixedT("en", "dashboard"));
    expect(words(account.loginMissing)).toEqual({
      title: "Missing information",
      description: "Please enter both email and password.",
    });
    expect(words(account.loginFailed)).toEqual({
      title: "Authentication failed",
      description: "Invalid credentials. Please check your email and password.",
    });
    expect(words(account.loginError)).toEqual({
      title: "Login error",
      description: "Unable to authenticate. Please try again later.",
    });
    expect(words(account.welcome)).toEqual({
      title: "Welcome back!",
      description: "You're now logged into your creator dashboard.",
    });
    expect(words(account.recommendationAdded)).toEqual({
      title: "Recommendation submitted!",
      description: "Your restaurant recommendation has been added to the client's list.",
    });
  });

  it("fills the limits and the minutes into the English words", async () => {
    await loadAllLanguages();
    expect(preferencesMessages(fixedT("en", "trip"))).toMatchObject({
      cuisine: "Cuisine must be at most 80 characters",
      partySize: "Party size must be a whole number from 1 to 20",
      note: "The note must be at most 500 characters",
      dietaryOther: "Tell us in at most 200 characters",
    });
    expect(creatorMessages(fixedT("en", "creator")).cityTooLong).toBe("City must be at most 80 characters");
    const t = fixedT("en", "dashboard");
    expect(accountMessages(t)).toMatchObject({
      passwordShort: "Use at least 10 characters",
      passwordLong: "Use at most 256 characters",
    });
    expect(recommendationMessages(t)).toMatchObject({
      restaurantNameTooLong: "Use at most 120 characters",
      dishSuggestionTooLong: "Use at most 500 characters",
    });
    const { tooManyAttempts } = dashboardToasts(t);
    expect(tooManyAttempts(60)).toEqual({
      title: "Too many attempts",
      description: "Too many failed logins. Please wait 1 minute and try again.",
      variant: "destructive",
    });
    expect(tooManyAttempts(61).description).toBe("Too many failed logins. Please wait 2 minutes and try again.");
    expect(tooManyRequestsToast(30, fixedT("en", "common"))).toEqual({
      title: "Too many requests",
      description: "You've sent several requests in a short time. Please try again in 1 minute.",
      variant: "destructive",
    });
    expect(tooManyRequestsToast(600, fixedT("en", "common")).description).toBe(
      "You've sent several requests in a short time. Please try again in 10 minutes.",
    );
    expect(english.trip.lostLink.sent).toEqual({
      title: "Check your inbox",
      description: "If these match a trip, we've emailed its link.",
    });
  });

  it("counts minutes as French does: 1 minute, 2 minutes (and Spanish alike)", async () => {
    await loadAllLanguages();
    expect(dashboardToasts(fixedT("fr", "dashboard")).tooManyAttempts(60).description).toContain("1 minute et");
    expect(dashboardToasts(fixedT("fr", "dashboard")).tooManyAttempts(120).description).toContain("2 minutes");
    expect(tooManyRequestsToast(60, fixedT("es", "common")).description).toContain("dentro de 1 minuto.");
    expect(tooManyRequestsToast(600, fixedT("es", "common")).description).toContain("dentro de 10 minutos.");
  });
});

describe("languages in the URL and in Intl", () => {
  it("reads and writes the language prefix", () => {
    expect(languageOfPath("/es/clients")).toBe("es");
    expect(languageOfPath("/fr")).toBe("fr");
    expect(languageOfPath("/clients")).toBe("en");
    expect(languageOfPath("/esprit")).toBe("en");
    expect(pathInLanguage("/es/clients", "fr")).toBe("/fr/clients");
    expect(pathInLanguage("/fr/clients", "en")).toBe("/clients");
    expect(pathInLanguage("/", "es")).toBe("/es");
    expect(pathInLanguage("/es", "en")).toBe("/");
  });

  it("writes money as each language does, through Intl", () => {
    const plain = (text: string) => text.replace(/\s/g, " ");
    expect(formatMoney(5700, "en")).toBe("€57");
    expect(plain(formatMoney(5700, "es"))).toBe("57 €");
    expect(plain(formatMoney(5700, "fr"))).toBe("57 €");
    expect(plain(formatMoney(5750, "fr"))).toBe("57,50 €");
  });
});

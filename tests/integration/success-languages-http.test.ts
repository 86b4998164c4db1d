import { describe, expect, it } from "vitest";
import { bookingServerPerFile } from "../support/booking";
import { paidTrip, tripPathIn, visibleText } from "../support/trip-http";

/**
 * /success in each language, reached without its query (a language switch, a bookmark, a typed
 * address): the browser that booked sees its own confirmation; a stranger is pointed to the
 * email and "lost your link?", never told a payment failed.
 */
const running = bookingServerPerFile();
const url = (path: string) => `${running.server.url}${path}`;

const get = async (path: string, cookie?: string) => {
  const response = await fetch(url(path), { headers: cookie ? { Cookie: cookie } : {} });
  return { status: response.status, html: await response.text() };
};

const PAID_TITLE = { en: "You're all set.", es: "¡Todo listo!", fr: "Tout est prêt." } as const;
const LOOKUP_TITLE = {
  en: "Looking for your booking?",
  es: "¿Buscas tu reserva?",
  fr: "Vous cherchez votre réservation ?",
} as const;
const PREFIX = { en: "", es: "/es", fr: "/fr" } as const;
const LANGUAGES = ["en", "es", "fr"] as const;
/** Words of a failure in the three languages, the spec's failure titles among them. */
const FAILURE = /failed|falló|fallido|échoué|échec|No pudimos verificar/i;
const FORGED = "cs_test_local_forgedsession123";

describe("/success without its query", () => {
  it("shows the booking browser its own confirmation, in each language, without a session id or with one that does not verify", async () => {
    const trip = await paidTrip(running);
    const readable = running.store.booking(trip.reference)!.readable_reference as string;
    for (const language of LANGUAGES) {
      for (const query of ["", `?session_id=${FORGED}`]) {
        const page = await get(`${PREFIX[language]}/success${query}`, trip.cookie);
        expect(page.status).toBe(200);
        const text = visibleText(page.html);
        expect(text).toContain(PAID_TITLE[language]);
        expect(text).toContain(readable);
        expect(tripPathIn(page.html)).toBeTruthy();
        expect(text).not.toMatch(FAILURE);
      }
    }
  });

  it("keeps the query in the language links, on /success and on other pages", async () => {
    const trip = await paidTrip(running);
    const sessionId = running.store.booking(trip.reference)!.stripe_session_id as string;
    const page = await get(`/es/success?session_id=${sessionId}`, trip.cookie);
    expect(visibleText(page.html)).toContain(PAID_TITLE.es);
    expect(page.html).toContain(`href="/success?session_id=${sessionId}"`);
    expect(page.html).toContain(`href="/fr/success?session_id=${sessionId}"`);

    // The footer's switcher too, on a public page.
    const about = await get("/fr/about?from=mail");
    expect(about.status).toBe(200);
    expect(about.html).toContain('href="/about?from=mail"');
    expect(about.html).toContain('href="/es/about?from=mail"');
    expect(about.html.match(/href="\/es\/about\?from=mail"/g)?.length).toBe(2);
  });

  it("shows a stranger the look-up page in their language, never a failure", async () => {
    for (const language of LANGUAGES) {
      for (const query of ["", `?session_id=${FORGED}`, "?session_id=not-a-session"]) {
        const page = await get(`${PREFIX[language]}/success${query}`);
        expect(page.status).toBe(200);
        const text = visibleText(page.html);
        expect(text).toContain(LOOKUP_TITLE[language]);
        expect(text).not.toMatch(FAILURE);
        expect(page.html).toContain(`href="${PREFIX[language]}/trip"`);
        expect(page.html).toContain(`href="${PREFIX[language]}/clients"`);
        expect(tripPathIn(page.html)).toBeNull();
      }
    }
  });
});

import { describe, expect, it } from "vitest";
import englishCommon from "~/i18n/locales/en/common";
import { bookingServerPerFile, postForm } from "../support/booking";
import { seedReservation, seedTripLink } from "../support/factories";
import { mealFields, validAnswers } from "../support/preferences-form";
import { CHECK_IN, paidTrip, rowsOf, visibleText } from "../support/trip-http";

/** The private trip page and its preferences form, over HTTP against the built server. */
const running = bookingServerPerFile();

const PRIVATE_HEADERS = {
  "cache-control": "private, no-store",
  "referrer-policy": "no-referrer",
  "x-robots-tag": "noindex",
};

function expectPrivate(response: Response) {
  for (const [name, value] of Object.entries(PRIVATE_HEADERS)) expect(response.headers.get(name), name).toBe(value);
}

const statusOf = (id: number) => running.store.database.prepare("select status from bookings where id = ?").get(id);

describe("GET /trip/:token", () => {
  it("shows the trip, the timeline with payment ticked and the form, privately", async () => {
    const trip = await paidTrip(running);
    const response = await fetch(trip.url);
    expect(response.status).toBe(200);
    expectPrivate(response);
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain("Your trip to Madrid");
    expect(text).toContain(`Reservations 2`);
    expect(text).toContain("Amount paid €39");
    expect(text).toContain(`Booking reference ${running.store.booking(trip.reference)!.readable_reference}`);
    expect(text).toMatch(/✓ Paid \w{3}, \d{1,2} \w{3} \d{4}, \d{2}:\d{2} (CET|CEST|GMT\+\d)/);
    expect(text).toContain("Your concierge will contact you by");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain(
      '<meta name="description" content="Your Sobremesa dining trip to Madrid: your tables, your itinerary and your messages with the team."/>',
    );
    expect(html).toContain('name="meals[0].vibe"');
    expect(html).toContain('name="meals[1].sameAsFirst"');
    expect(html).not.toContain('name="meals[2].vibe"');
    expect(text).toContain("I agree that Sobremesa uses this to book suitable restaurants");
    expect(text).toContain(englishCommon.policy.cancellation);
  });

  it("answers an unknown, an expired and a malformed token with the same 404 and the lost-link form", async () => {
    const trip = await paidTrip(running);
    const expired = "E".repeat(43);
    seedTripLink(running.store.database, trip.id, { token: expired, expiresAt: "2020-01-01T00:00:00.000Z" });
    const tokens = ["U".repeat(43), expired, "short", "%3Cscript%3E", `${"x".repeat(43)}.png`];
    const answers = await Promise.all(tokens.map((token) => fetch(`${running.server.url}/trip/${token}`)));
    const texts: string[] = [];
    for (const [index, response] of answers.entries()) {
      expect(response.status, tokens[index]).toBe(404);
      expectPrivate(response);
      texts.push(visibleText(await response.text()));
    }
    expect(texts[0]).toContain("This link doesn't open a trip");
    expect(texts[0]).toContain("Lost your link?");
    expect(texts[0]).toContain("Email me my trip link");
    expect(new Set(texts).size).toBe(1);
    // The real trip still opens.
    expect((await fetch(trip.url)).status).toBe(200);
  });
});

describe("form posts with field names no form has", () => {
  it("are refused with 400 before the parser builds a ten-million-item array or a deep object", async () => {
    const trip = await paidTrip(running);
    for (const url of [trip.url, `${running.server.url}/clients`, `${running.server.url}/creator-signup`]) {
      for (const body of ["name=x&x[9999999]=1", `name=x&${"a.".repeat(2000)}b=1`, "meals[100].note=x"]) {
        const response = await fetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body,
        });
        expect(response.status, `${url} ${body.slice(0, 30)}`).toBe(400);
        if (!url.endsWith("/clients")) expect(await response.text()).toContain("Form field names must be the form");
      }
    }
    expect(rowsOf(running, "meals", trip.id)).toEqual([]);
  });
});

describe("POST /trip/:token (preferences)", () => {
  it("refuses missing answers with 400 and field errors, storing nothing", async () => {
    const trip = await paidTrip(running);
    const { "meals[0].vibe": _vibe, ...answers } = validAnswers();
    const response = await postForm(trip.url, { ...answers, "meals[1].partySize": "21" });
    expect(response.status).toBe(400);
    expectPrivate(response);
    const html = await response.text();
    expect(html).toContain("Choose a vibe");
    expect(html).toContain("Party size must be a whole number from 1 to 20");
    expect(html).toMatch(/id="[^"]*meals\[0\]\.vibe"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*meals\[0\]\.vibe/);
    expect(rowsOf(running, "meals", trip.id)).toEqual([]);
    expect(statusOf(trip.id)).toEqual({ status: "paid" });
  });

  it("refuses dietary answers without consent with an error on the checkbox, storing nothing", async () => {
    const trip = await paidTrip(running);
    const body = new URLSearchParams(validAnswers());
    body.append("dietary", "vegan");
    body.append("dietary", "nut_allergy");
    const response = await fetch(trip.url, { method: "POST", body, redirect: "manual" });
    expect(response.status).toBe(400);
    expect(visibleText(await response.text())).toContain(
      "Tick this box so we may use your dietary needs and allergies, or clear them if you'd rather tell your concierge another way",
    );
    expect(rowsOf(running, "meals", trip.id)).toEqual([]);
    expect(rowsOf(running, "dietary_needs", trip.id)).toEqual([]);
    expect(rowsOf(running, "booking_events", trip.id).map((e) => e.to_status)).toEqual(["pending", "paid"]);
  });

  it("saves with 303 and a toast, copies meal 1 for 'same as meal 1', and keeps dietary needs with consent", async () => {
    const trip = await paidTrip(running);
    const answers = {
      ...mealFields(0, { cuisine: "Tapas", date: CHECK_IN }),
      // Meal 2 copies meal 1 (whatever else it posts) but keeps its own date.
      "meals[1].sameAsFirst": "on",
      "meals[1].vibe": "fine_dining",
      "meals[1].date": "",
      dietary: "vegan",
      dietaryOther: "No coriander",
      consent: "on",
    };
    const response = await postForm(trip.url, answers);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(trip.path);
    expectPrivate(response);
    const meals = rowsOf(running, "meals", trip.id);
    expect(
      meals.map(({ position, date, meal, vibe, cuisine, budget_band, party_size, occasion }) => ({
        position,
        date,
        meal,
        vibe,
        cuisine,
        budget_band,
        party_size,
        occasion,
      })),
    ).toEqual([
      {
        position: 1,
        date: CHECK_IN,
        meal: "dinner",
        vibe: "lively",
        cuisine: "Tapas",
        budget_band: "30_60",
        party_size: 2,
        occasion: "none",
      },
      {
        position: 2,
        date: null,
        meal: "dinner",
        vibe: "lively",
        cuisine: "Tapas",
        budget_band: "30_60",
        party_size: 2,
        occasion: "none",
      },
    ]);
    const [dietary] = rowsOf(running, "dietary_needs", trip.id);
    expect(JSON.parse(dietary.needs)).toEqual(["vegan", "other"]);
    expect(dietary.other).toBe("No coriander");
    expect(dietary.consented_at).toBeTruthy();

    const cookie = response.headers.get("set-cookie")!.split(";")[0];
    const page = visibleText(await (await fetch(trip.url, { headers: { Cookie: cookie } })).text());
    expect(page).toContain("Preferences received");
    expect(page).toMatch(/✓ Preferences received \w{3}, \d{1,2} \w{3}/);
    expect(page).toContain("Itinerary expected by");
  });

  it("writes each save to the history, the latest answers win, and no dietary answer erases the stored one", async () => {
    const trip = await paidTrip(running);
    expect((await postForm(trip.url, validAnswers({ dietary: "halal", consent: "on" }))).status).toBe(303);
    expect(rowsOf(running, "dietary_needs", trip.id)).toHaveLength(1);
    expect((await postForm(trip.url, validAnswers({ "meals[1].vibe": "casual" }))).status).toBe(303);
    const history = rowsOf(running, "booking_events", trip.id).map((e) => [e.from_status, e.to_status, e.actor]);
    expect(history).toEqual([
      [null, "pending", "traveller"],
      ["pending", "paid", "system"],
      ["paid", "preferences_received", "traveller"],
      ["preferences_received", "preferences_received", "traveller"],
    ]);
    expect(rowsOf(running, "meals", trip.id).map((m) => m.vibe)).toEqual(["lively", "casual"]);
    expect(rowsOf(running, "dietary_needs", trip.id)).toEqual([]);
    expect(statusOf(trip.id)).toEqual({ status: "preferences_received" });
  });

  it("refuses a save once curating started with 409, changes nothing and shows the answers read-only", async () => {
    const trip = await paidTrip(running);
    expect((await postForm(trip.url, validAnswers())).status).toBe(303);
    running.store.database.prepare("update bookings set status = 'curating' where id = ?").run(trip.id);
    const response = await postForm(trip.url, validAnswers({ "meals[0].vibe": "romantic" }));
    expect(response.status).toBe(409);
    const text = visibleText(await response.text());
    expect(text).toContain(
      "Your concierge has started curating your trip, so your answers can no longer be changed here.",
    );
    // Changes now go through the page's conversation or the phone, not the email address.
    expect(text).toContain("To change anything, tell your concierge in the conversation below or call +34");
    expect(rowsOf(running, "meals", trip.id).map((m) => m.vibe)).toEqual(["lively", "romantic"]);
    // Created, paid, preferences received: the refused save added nothing.
    expect(rowsOf(running, "booking_events", trip.id)).toHaveLength(3);

    const page = await (await fetch(trip.url)).text();
    expect(page).not.toContain('name="meals[0].vibe"');
    expect(visibleText(page)).toContain("Vibe Lively");
  });

  it("says how to give answers, not to change them, when curating started before any came", async () => {
    const trip = await paidTrip(running);
    // A creator may accept a paid request before the traveller has answered.
    running.store.database.prepare("update bookings set status = 'curating' where id = ?").run(trip.id);
    const text = visibleText(await (await fetch(trip.url)).text());
    expect(text).toContain(
      "Your concierge has started on your trip without answers from you. To say what you would like, tell your concierge in the conversation below or call +34",
    );
    expect(text).toContain("You didn't send preferences for this trip.");
    expect(text).not.toContain("working from these answers");
  });

  it("takes the page's own post, sent with Origin: null under no-referrer, and refuses one from another site", async () => {
    const trip = await paidTrip(running);
    const own = await postForm(trip.url, validAnswers(), { Origin: "null", "Sec-Fetch-Site": "same-origin" });
    expect(own.status).toBe(303);
    const crossSite: Record<string, string>[] = [
      { Origin: "null", "Sec-Fetch-Site": "cross-site" },
      { Origin: "null" },
      { Origin: "https://evil.example", "Sec-Fetch-Site": "same-origin" },
    ];
    for (const headers of crossSite) {
      const refused = await postForm(trip.url, validAnswers({ "meals[0].vibe": "casual" }), headers);
      expect(refused.status).toBe(403);
    }
    expect(rowsOf(running, "meals", trip.id).map((m) => m.vibe)).toEqual(["lively", "romantic"]);
  });

  it("answers bad bodies with 4xx, never touching the trip", async () => {
    const trip = await paidTrip(running);
    const post = (body: string, type = "application/x-www-form-urlencoded") =>
      fetch(trip.url, { method: "POST", headers: { "Content-Type": type }, body });
    expect((await post("x=1", "application/json")).status).toBe(415);
    expect((await post(`meals[0].note=${"a".repeat(20_000)}`)).status).toBe(413);
    expect((await post("meals[0].vibe=lively&meals[5].vibe=casual")).status).toBe(400);
    expect((await post("meals[0].partySize=__proto__&dietary=root&consent=yes")).status).toBe(400);
    expect((await postForm(`${running.server.url}/trip/${"Z".repeat(43)}`, validAnswers())).status).toBe(404);
    expect(rowsOf(running, "meals", trip.id)).toEqual([]);
  });
});

describe("POST /trip/:token with an intent", () => {
  it("refuses a form the page does not have with 400 saying so, storing nothing; the answers' form saves with or without its name", async () => {
    const trip = await paidTrip(running);
    // Names no form posts, among them those every JavaScript object answers to.
    for (const intent of ["nope", "constructor", "__proto__", "toString"]) {
      const response = await postForm(trip.url, validAnswers({ intent }));
      expect(response.status, intent).toBe(400);
      expectPrivate(response);
      expect(visibleText(await response.text())).toContain(
        "This page didn't recognise that form. Reload the page and try again.",
      );
    }
    expect(rowsOf(running, "meals", trip.id)).toEqual([]);
    expect(statusOf(trip.id)).toEqual({ status: "paid" });
    // The form names its intent now; a post from a page rendered before it did is still the answers' save.
    expect((await postForm(trip.url, validAnswers({ intent: "preferences" }))).status).toBe(303);
    expect((await postForm(trip.url, validAnswers({ "meals[0].vibe": "casual" }))).status).toBe(303);
    expect(rowsOf(running, "meals", trip.id).map((m) => m.vibe)).toEqual(["casual", "romantic"]);
  });
});

describe("the confirmed reservations on the trip page", () => {
  it("are hidden while curating, and shown once booked in the city's time, with a map link only to a map service", async () => {
    const trip = await paidTrip(running);
    const database = running.store.database;
    seedReservation(database, {
      bookingId: trip.id,
      mealPosition: 1,
      localDate: CHECK_IN,
      localTime: "21:30",
      restaurantName: "Casa Lucio",
      confirmationCode: "CL-4821",
      dishTips: "Huevos rotos",
    });
    seedReservation(database, {
      bookingId: trip.id,
      mealPosition: 2,
      localDate: CHECK_IN,
      localTime: "14:00",
      restaurantName: "Sobrino de Botín",
      mapsUrl: "https://evil.example/maps",
    });
    database.prepare("update bookings set status = 'curating' where id = ?").run(trip.id);
    expect(visibleText(await (await fetch(trip.url)).text())).not.toContain("Casa Lucio");

    database.prepare("update bookings set status = 'booked' where id = ?").run(trip.id);
    const html = await (await fetch(trip.url)).text();
    const text = visibleText(html);
    expect(text).toContain("Your reservations");
    expect(text).toContain("Meal 1: Casa Lucio");
    expect(text).toContain("21:30 (local time in Madrid, Europe/Madrid)");
    expect(text).toContain("confirmation CL-4821");
    expect(text).toContain("Try: Huevos rotos");
    expect(html).toContain('href="https://maps.google.com/?q=Casa+Lucio"');
    expect(text).toContain("Meal 2: Sobrino de Botín");
    expect(html).not.toContain("evil.example");
  });
});

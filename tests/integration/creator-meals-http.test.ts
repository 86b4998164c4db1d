import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { dietaryNeeds } from "~/db/schema";
import { creatorHttp, sessionCookie } from "../support/creator-http";
import { seedMeal, seedPaidBooking } from "../support/factories";

/**
 * The creator dashboard's request card shows the traveller's wishes per meal; the party's
 * dietary needs (health or belief data) only to the creator the booking is assigned to.
 */

const { send, account, logIn } = creatorHttp();

/** The page's text with React's separators between adjacent text removed. */
const dashboard = async (email: string, password: string) => {
  const cookie = sessionCookie((await logIn(email, password)).response);
  return (await send("/dashboard", { cookie })).text.replaceAll("<!-- -->", "");
};

describe("the request card's meals", () => {
  it("shows each meal, and the dietary needs only to the assigned creator", async () => {
    const assigned = await account("Valencia");
    const neighbour = await account("Valencia");
    const booking = seedPaidBooking(db(), {
      cityName: "Valencia",
      checkIn: "2031-06-01",
      checkOut: "2031-06-04",
      reservations: 2,
      status: "preferences_received",
      assignedCreatorId: assigned.id,
    });
    seedMeal(db(), booking.id, {
      position: 1,
      date: "2031-06-02",
      meal: "dinner",
      vibe: "local_favourite",
      cuisine: "Paella valenciana",
      budgetBand: "30_60",
      partySize: 4,
      occasion: "anniversary",
      note: "A table outside if possible",
    });
    seedMeal(db(), booking.id, {
      position: 2,
      date: null,
      meal: "lunch",
      vibe: "fine_dining",
      cuisine: "",
      budgetBand: "over_100",
      partySize: 2,
      occasion: "none",
      note: "",
    });
    db()
      .insert(dietaryNeeds)
      .values({
        bookingId: booking.id,
        needs: ["gluten_free", "shellfish_allergy", "other"],
        other: "No coriander",
        consentedAt: "2031-05-01T10:00:00.000Z",
      })
      .run();

    const mine = await dashboard(assigned.email, assigned.password);
    expect(mine).toContain(booking.name);
    expect(mine).toContain(">Preferences received</span>");
    expect(mine).toContain("Meal 1: Mon 2 Jun · Dinner");
    expect(mine).toContain("Local favourite");
    expect(mine).toContain("Paella valenciana");
    expect(mine).toContain("€30–60");
    expect(mine).toMatch(/Party size: <\/dt><dd[^>]*>4</);
    expect(mine).toContain("Anniversary");
    expect(mine).toContain("A table outside if possible");
    expect(mine).toContain("Meal 2: Any day · Lunch");
    expect(mine).toContain("Fine dining");
    expect(mine).toContain("Over €100");
    expect(mine).toContain("Gluten-free / coeliac, Shellfish allergy, Other: No coriander");
    expect(mine).not.toContain(booking.email);
    expect(mine).not.toContain(booking.phoneNumber);

    // Another creator of the city no longer sees a request someone accepted.
    const theirs = await dashboard(neighbour.email, neighbour.password);
    expect(theirs).not.toContain(booking.name);
    expect(theirs).not.toContain("Paella valenciana");

    // An open request of the city: its meals are shown to every creator there, its health data to none.
    const open = seedPaidBooking(db(), { cityName: "Valencia", reservations: 1, status: "preferences_received" });
    seedMeal(db(), open.id, { cuisine: "Arroz negro" });
    db()
      .insert(dietaryNeeds)
      .values({ bookingId: open.id, needs: ["other"], other: "No saffron", consentedAt: "2031-05-01T10:00:00.000Z" })
      .run();
    const openView = await dashboard(neighbour.email, neighbour.password);
    expect(openView).toContain(open.name);
    expect(openView).toContain("Arroz negro");
    expect(openView).not.toContain("Dietary needs");
    expect(openView).not.toContain("No saffron");
    expect(openView).not.toContain(open.email);
  });
});

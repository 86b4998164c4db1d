import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  preferencesFormFields,
  preferencesSchema,
  resolvedDietary,
  resolvedMeals,
} from "~/features/preferences/preferences-schema";
import { preferencesMessages } from "~/features/preferences/preferences-text";
import { translator } from "~/i18n/i18n.server";
import { mealFields } from "../support/preferences-form";

/** The English catalogue's messages, limits filled in, as the English trip page builds them. */
const PREFERENCES_MESSAGES = preferencesMessages(await translator("en", "trip"));

const booking = { checkIn: "2026-12-10", checkOut: "2026-12-13", reservations: 2 };

/** One meal's answers as form entries (the pairs a URLSearchParams is built from). */
const meal = (index: number, values: Record<string, string> = {}) => Object.entries(mealFields(index, values));

/** Parses a form as the server does: only the form's own names, through conform. */
function parse(entries: string[][]) {
  return parseWithZod(preferencesFormFields(new URLSearchParams(entries)), {
    schema: preferencesSchema(booking, PREFERENCES_MESSAGES),
  });
}

const errorsOf = (entries: string[][]) => {
  const submission = parse(entries);
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
};

describe("preferences schema", () => {
  it("accepts one answer per reservation and stores 'any day' as null", () => {
    const submission = parse([...meal(0, { date: "2026-12-10" }), ...meal(1, { date: "" })]);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(resolvedMeals(submission.value).map((m) => m.date)).toEqual(["2026-12-10", null]);
    expect(resolvedDietary(submission.value)).toBeNull();
  });

  it.each(["2026-12-09", "2026-12-14", "2026-13-01", "tomorrow"])("refuses the date %s outside the stay", (date) => {
    expect(errorsOf([...meal(0, { date }), ...meal(1)])["meals[0].date"]).toEqual([PREFERENCES_MESSAGES.date]);
  });

  it("takes both ends of the stay", () => {
    expect(parse([...meal(0, { date: "2026-12-10" }), ...meal(1, { date: "2026-12-13" })]).status).toBe("success");
  });

  it.each(["0", "21", "2.5", "two"])("refuses a party size of %s", (partySize) => {
    expect(errorsOf([...meal(0, { partySize }), ...meal(1)])["meals[0].partySize"]).toEqual([
      PREFERENCES_MESSAGES.partySize,
    ]);
  });

  it("caps the note at 500 and the cuisine at 80 characters", () => {
    const errors = errorsOf([...meal(0, { note: "n".repeat(501), cuisine: "c".repeat(81) }), ...meal(1)]);
    expect(errors["meals[0].note"]).toEqual([PREFERENCES_MESSAGES.note]);
    expect(errors["meals[0].cuisine"]).toEqual([PREFERENCES_MESSAGES.cuisine]);
    expect(parse([...meal(0, { note: "n".repeat(500), cuisine: "c".repeat(80) }), ...meal(1)]).status).toBe("success");
  });

  it("needs as many meals as reservations", () => {
    expect(errorsOf(meal(0)).meals).toEqual([PREFERENCES_MESSAGES.meals]);
    expect(errorsOf([...meal(0), ...meal(1), ...meal(2)]).meals).toEqual([PREFERENCES_MESSAGES.meals]);
  });

  it("refuses choices that are not on the lists", () => {
    const errors = errorsOf([...meal(0, { vibe: "rowdy", meal: "brunch", occasion: "wake" }), ...meal(1)]);
    expect(Object.keys(errors).sort()).toEqual(["meals[0].meal", "meals[0].occasion", "meals[0].vibe"]);
  });

  it("copies meal 1 into a meal marked 'same as meal 1', which needs only its date", () => {
    const submission = parse([
      ...meal(0, { vibe: "romantic", cuisine: "Tapas" }),
      ["meals[1].sameAsFirst", "on"],
      ["meals[1].date", "2026-12-11"],
    ]);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const [first, second] = resolvedMeals(submission.value);
    expect(second).toEqual({ ...first, date: "2026-12-11" });
    expect(second.vibe).toBe("romantic");
  });

  it("needs meal 1's answers even when meal 2 copies them", () => {
    const errors = errorsOf([["meals[1].sameAsFirst", "on"]]);
    expect(Object.keys(errors).sort()).toEqual(
      ["meals[0].budgetBand", "meals[0].meal", "meals[0].occasion", "meals[0].partySize", "meals[0].vibe"].sort(),
    );
  });

  it("refuses dietary needs without consent, on the consent box, and takes them with it", () => {
    const needs = [
      ["dietary", "vegan"],
      ["dietary", "nut_allergy"],
    ];
    expect(errorsOf([...meal(0), ...meal(1), ...needs]).consent).toEqual([PREFERENCES_MESSAGES.consent]);
    expect(errorsOf([...meal(0), ...meal(1), ["dietaryOther", "No coriander"]]).consent).toEqual([
      PREFERENCES_MESSAGES.consent,
    ]);
    const submission = parse([...meal(0), ...meal(1), ...needs, ["dietaryOther", "No coriander"], ["consent", "on"]]);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(resolvedDietary(submission.value)).toEqual({
      needs: ["vegan", "nut_allergy", "other"],
      other: "No coriander",
    });
  });

  it("asks what 'other' means when it is ticked alone", () => {
    const errors = errorsOf([...meal(0), ...meal(1), ["dietary", "other"], ["consent", "on"]]);
    expect(errors.dietaryOther).toEqual([PREFERENCES_MESSAGES.dietaryOtherMissing]);
  });

  it("needs no consent without dietary answers", () => {
    expect(parse([...meal(0), ...meal(1)]).status).toBe("success");
  });

  it("lets only the form's own names through to the parser", () => {
    const kept = preferencesFormFields(
      new URLSearchParams([
        ["meals[0].vibe", "lively"],
        ["meals[10].vibe", "lively"],
        ["meals[0].__proto__", "x"],
        ["consent", "on"],
        ["admin", "true"],
      ]),
    );
    expect([...kept.keys()]).toEqual(["meals[0].vibe", "consent"]);
  });
});

import { describe, expect, it } from "vitest";
import { hasCatalogueCity, mayBeAssigned, offeredCityOf } from "~/features/creators/creator-cities";

describe("which creators a request is for", () => {
  it("offers a creator the requests of their catalogue city only, however they typed it", () => {
    expect(offeredCityOf("  sao paulo ")).toBe("São Paulo");
    expect(offeredCityOf("MADRID")).toBe("Madrid");
    // "Other" names no place: a creator who typed it, or a city outside the catalogue, is offered nothing.
    for (const typed of ["Other", "other", "Reykjavík", ""]) expect(offeredCityOf(typed)).toBeNull();
  });

  it("lets the concierge give a catalogue city's booking to its creators only, and an 'Other' one to anyone", () => {
    expect(hasCatalogueCity("Madrid")).toBe(true);
    expect(hasCatalogueCity("Other")).toBe(false);
    expect(mayBeAssigned("Madrid", "madrid")).toBe(true);
    expect(mayBeAssigned("Madrid", "Lisbon")).toBe(false);
    expect(mayBeAssigned("Madrid", "Other")).toBe(false);
    expect(mayBeAssigned("Other", "Lisbon")).toBe(true);
    expect(mayBeAssigned("Other", "Other")).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { loginSchemaFor, passwordEqualsEmail, setPasswordSchemaFor } from "~/domain/login-schema";
import { accountMessages, recommendationMessages } from "~/features/creators/dashboard-text";
import { recommendationSchemaFor } from "~/features/creators/recommendation-schema";
import { translator } from "~/i18n/i18n.server";

/** The forms' schemas with the English catalogue's messages, as the English pages and the JSON API build them. */
const english = await translator("en", "dashboard");
const loginSchema = loginSchemaFor(accountMessages(english));
const setPasswordSchema = setPasswordSchemaFor(accountMessages(english));
const recommendationSchema = recommendationSchemaFor(recommendationMessages(english));

const firstMessages = (issues: { path: PropertyKey[]; message: string }[]) =>
  Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message]));

describe("loginSchema", () => {
  it("requires both email and password", () => {
    const result = loginSchema.safeParse({ email: " ", password: "" });
    expect(firstMessages(result.error?.issues ?? [])).toEqual({
      email: "Email is required",
      password: "Password is required",
    });
  });
});

describe("setPasswordSchema", () => {
  it("asks for at least 10 characters and a matching repeat", () => {
    const short = setPasswordSchema.safeParse({ password: "short", confirmPassword: "short" });
    expect(firstMessages(short.error?.issues ?? [])).toEqual({ password: "Use at least 10 characters" });
    const mismatch = setPasswordSchema.safeParse({ password: "long enough 1", confirmPassword: "long enough 2" });
    expect(firstMessages(mismatch.error?.issues ?? [])).toEqual({ confirmPassword: "The two passwords do not match" });
    expect(setPasswordSchema.safeParse({ password: "long enough 1", confirmPassword: "long enough 1" }).success).toBe(
      true,
    );
  });

  it("spots a password that is the email in any case", () => {
    expect(passwordEqualsEmail("Maria@Example.com", "maria@example.com")).toBe(true);
    expect(passwordEqualsEmail("maria@example.com!", "maria@example.com")).toBe(false);
  });
});

describe("recommendationSchema", () => {
  const valid = {
    bookingId: "12",
    mealPosition: "2",
    restaurantName: " Casa Lucio ",
    googleMapsLink: "https://maps.google.com/?q=Casa+Lucio",
    dishSuggestion: "Huevos rotos",
  };

  it("accepts an https map link and trims text", () => {
    expect(recommendationSchema.parse(valid)).toEqual({
      ...valid,
      bookingId: 12,
      mealPosition: 2,
      restaurantName: "Casa Lucio",
    });
  });

  it.each(["javascript:alert(1)", "ftp://maps.example/x", "maps.google.com", "https://"])(
    "refuses the link %s",
    (link) => {
      const result = recommendationSchema.safeParse({ ...valid, googleMapsLink: link });
      expect(firstMessages(result.error?.issues ?? [])).toEqual({
        googleMapsLink: "Enter the restaurant's map link (starting with https://)",
      });
    },
  );

  it.each([
    "https://www.google.com/maps/place/Casa+Lucio",
    "https://google.es/maps?q=Botin",
    "https://www.google.co.uk/maps/@40.41,-3.70,15z",
    "https://maps.google.com.mx/?q=Pujol",
    "https://goo.gl/maps/AbCd123",
    "https://maps.app.goo.gl/xyz123",
    "https://maps.apple.com/?q=Casa+Lucio",
    "https://www.openstreetmap.org/node/123",
    "https://osm.org/go/abc",
  ])("accepts the map link %s", (link) => {
    expect(recommendationSchema.safeParse({ ...valid, googleMapsLink: link }).success).toBe(true);
  });

  it.each([
    "https://maps.example/x",
    "https://evil.example/maps",
    "https://maps.google.com.evil.example/",
    "https://google.com/search?q=maps",
    "https://www.google.com/mapsevil",
    "https://goo.gl/abc",
    "https://maps.google.com@evil.example/",
    "https://user@maps.google.com/",
    "https://maps.google.com:8443/",
    "https://openstreetmap.org.evil.example/",
    "https://notopenstreetmap.org/",
  ])("refuses %s as not a map service, saying which links are accepted", (link) => {
    const result = recommendationSchema.safeParse({ ...valid, googleMapsLink: link });
    expect(firstMessages(result.error?.issues ?? [])).toEqual({
      googleMapsLink: "Use a Google Maps, Apple Maps or OpenStreetMap link",
    });
  });

  it("refuses a plain http map link", () => {
    const result = recommendationSchema.safeParse({ ...valid, googleMapsLink: "http://maps.google.com/?q=x" });
    expect(firstMessages(result.error?.issues ?? [])).toEqual({
      googleMapsLink: "Enter the restaurant's map link (starting with https://)",
    });
  });

  it("requires every field with its own message", () => {
    const result = recommendationSchema.safeParse({ bookingId: "12" });
    expect(firstMessages(result.error?.issues ?? [])).toEqual({
      mealPosition: "Choose the meal this pick is for",
      restaurantName: "Restaurant name is required",
      googleMapsLink: "Enter the restaurant's map link (starting with https://)",
      dishSuggestion: "Dish suggestion is required",
    });
  });
});

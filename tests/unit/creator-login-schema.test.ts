import { describe, expect, it } from "vitest";
import { loginSchema, passwordEqualsEmail, setPasswordSchema } from "~/domain/login-schema";
import { recommendationSchema } from "~/domain/recommendation-schema";

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
    restaurantName: " Casa Lucio ",
    googleMapsLink: "https://maps.google.com/?q=Casa+Lucio",
    dishSuggestion: "Huevos rotos",
  };

  it("accepts an http(s) map link and trims text", () => {
    expect(recommendationSchema.parse(valid)).toEqual({ ...valid, bookingId: 12, restaurantName: "Casa Lucio" });
  });

  it.each(["javascript:alert(1)", "ftp://maps.example/x", "maps.google.com", "https://"])(
    "refuses the link %s",
    (link) => {
      const result = recommendationSchema.safeParse({ ...valid, googleMapsLink: link });
      expect(firstMessages(result.error?.issues ?? [])).toEqual({
        googleMapsLink: "Enter the restaurant's map link (starting with http:// or https://)",
      });
    },
  );

  it("requires every field with its own message", () => {
    const result = recommendationSchema.safeParse({ bookingId: "12" });
    expect(firstMessages(result.error?.issues ?? [])).toEqual({
      restaurantName: "Restaurant name is required",
      googleMapsLink: "Enter the restaurant's map link (starting with http:// or https://)",
      dishSuggestion: "Dish suggestion is required",
    });
  });
});

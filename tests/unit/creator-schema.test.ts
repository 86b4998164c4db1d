import { describe, expect, it } from "vitest";
import {
  creatorApplicationSchema,
  instagramProfileUrl,
  isCreatorCity,
  lacksRequiredFields,
  tiktokProfileUrl,
} from "~/domain/creator-schema";

describe("instagramProfileUrl", () => {
  it.each([
    ["maria.eats", "https://www.instagram.com/maria.eats/"],
    ["@Maria_Eats", "https://www.instagram.com/maria_eats/"],
    ["  @maria  ", "https://www.instagram.com/maria/"],
    ["instagram.com/maria", "https://www.instagram.com/maria/"],
    ["https://www.instagram.com/maria/?hl=en", "https://www.instagram.com/maria/"],
    ["http://m.instagram.com/maria", "https://www.instagram.com/maria/"],
  ])("turns %s into the profile link", (input, url) => {
    expect(instagramProfileUrl(input)).toBe(url);
  });

  it.each([
    "",
    "maria eats",
    "https://evil.example/maria",
    "https://instagram.com.evil.example/maria",
    "https://www.instagram.com/p/abc123/",
    "https://user:pw@instagram.com/maria",
    "javascript:alert(1)",
    `@${"a".repeat(31)}`,
    ".maria",
  ])("refuses %s", (input) => {
    expect(instagramProfileUrl(input)).toBeNull();
  });
});

describe("tiktokProfileUrl", () => {
  it.each([
    ["maria.eats", "https://www.tiktok.com/@maria.eats"],
    ["@MariaEats", "https://www.tiktok.com/@mariaeats"],
    ["https://www.tiktok.com/@maria?lang=en", "https://www.tiktok.com/@maria"],
    ["tiktok.com/@maria", "https://www.tiktok.com/@maria"],
  ])("turns %s into the profile link", (input, url) => {
    expect(tiktokProfileUrl(input)).toBe(url);
  });

  it.each(["https://www.tiktok.com/maria", "https://www.instagram.com/maria/", "m", "@maria!"])(
    "refuses %s",
    (input) => {
      expect(tiktokProfileUrl(input)).toBeNull();
    },
  );
});

describe("creatorApplicationSchema", () => {
  const valid = { name: " María López ", email: " Maria@Example.COM ", city: "Madrid", instagram: "@maria.eats" };

  it("normalises a valid application", () => {
    expect(creatorApplicationSchema.parse({ ...valid, tiktok: "" })).toEqual({
      name: "María López",
      email: "maria@example.com",
      city: "Madrid",
      instagram: "https://www.instagram.com/maria.eats/",
      tiktok: undefined,
    });
  });

  it("keeps an optional TikTok profile as its link", () => {
    expect(creatorApplicationSchema.parse({ ...valid, tiktok: "@maria" }).tiktok).toBe("https://www.tiktok.com/@maria");
  });

  it("refuses a malformed email, a city outside the catalogue and bad profiles with field messages", () => {
    const result = creatorApplicationSchema.safeParse({
      name: "M",
      email: "not-an-email",
      city: "Atlantis",
      instagram: "https://evil.example/x",
      tiktok: "https://example.com/@x",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error?.issues.map((i) => [i.path[0], i.message]) ?? []);
    expect(messages).toEqual({
      name: "Full name must be at least 2 characters",
      email: "Valid email address is required",
      city: "Please choose your city",
      instagram: "Enter your Instagram handle (like @yourname) or your instagram.com profile link",
      tiktok: "Enter your TikTok handle (like @yourname) or your tiktok.com profile link",
    });
  });

  it("knows the catalogue cities by name, not 'Other' or region values", () => {
    expect(isCreatorCity("Madrid")).toBe(true);
    expect(isCreatorCity("São Paulo")).toBe(true);
    expect(isCreatorCity("ES|Madrid")).toBe(false);
    expect(isCreatorCity("Other")).toBe(false);
  });

  it("tells a missing required field from a malformed one", () => {
    expect(lacksRequiredFields({ name: "Ana", email: "", city: "Madrid", instagram: "@ana" })).toBe(true);
    expect(lacksRequiredFields({ name: "Ana", email: "ana@x.io", city: "Madrid" })).toBe(true);
    expect(lacksRequiredFields({ name: "Ana", email: "nope", city: "Madrid", instagram: "@ana" })).toBe(false);
  });
});

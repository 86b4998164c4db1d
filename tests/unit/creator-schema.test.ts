import { describe, expect, it } from "vitest";
import { catalogueCityName } from "~/domain/cities";
import {
  creatorApplicationSchemaFor,
  instagramProfileUrl,
  lacksRequiredFields,
  referrerField,
  tiktokProfileUrl,
} from "~/features/creators/creator-schema";
import { creatorMessages } from "~/features/creators/creator-text";
import { translator } from "~/i18n/i18n.server";

/** The schema with the English catalogue's messages, as the JSON API builds it. */
const creatorApplicationSchema = creatorApplicationSchemaFor(creatorMessages(await translator("en", "creator")));

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

  it("refuses a malformed email, a disguised city and bad profiles with field messages", () => {
    const result = creatorApplicationSchema.safeParse({
      name: "M",
      email: "not-an-email",
      city: "Seville\u202Eevil",
      instagram: "https://evil.example/x",
      tiktok: "https://example.com/@x",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error?.issues.map((i) => [i.path[0], i.message]) ?? []);
    expect(messages).toEqual({
      name: "Full name must be at least 2 characters",
      email: "Valid email address is required",
      city: "Enter your city's name in plain text",
      instagram: "Enter your Instagram handle (like @yourname) or your instagram.com profile link",
      tiktok: "Enter your TikTok handle (like @yourname) or your tiktok.com profile link",
    });
  });

  it("takes any city as typed, trimmed, up to 80 characters", () => {
    const cityOf = (city: string) => creatorApplicationSchema.safeParse({ ...valid, city });
    expect(cityOf("  Oaxaca de Juárez ").data?.city).toBe("Oaxaca de Juárez");
    expect(cityOf("Seville").data?.city).toBe("Seville");
    expect(cityOf("x".repeat(80)).success).toBe(true);
    expect(cityOf("x".repeat(81)).error?.issues[0].message).toBe("City must be at most 80 characters");
    expect(cityOf("   ").error?.issues[0].message).toBe("Please enter your city");
    expect(cityOf("Lima\u0000").error?.issues[0].message).toBe("Enter your city's name in plain text");
  });

  it("matches a typed city to the catalogue's spelling, whatever its case and accents", () => {
    expect(catalogueCityName("madrid")).toBe("Madrid");
    expect(catalogueCityName(" sao  paulo ")).toBe("São Paulo");
    expect(catalogueCityName("MEDELLIN")).toBe("Medellín");
    expect(catalogueCityName("Seville")).toBeNull();
  });

  it("tells a missing required field from a malformed one", () => {
    expect(lacksRequiredFields({ name: "Ana", email: "", city: "Madrid", instagram: "@ana" })).toBe(true);
    expect(lacksRequiredFields({ name: "Ana", email: "ana@x.io", city: "Madrid" })).toBe(true);
    expect(lacksRequiredFields({ name: "Ana", email: "nope", city: "Madrid", instagram: "@ana" })).toBe(false);
  });
});

describe("referrerField", () => {
  it("keeps the page as text, without the hidden characters nobody typed", () => {
    expect(referrerField(" https://example.com/\u202Egro.live\u0007 ")).toBe("https://example.com/gro.live");
    expect(referrerField("\u202E")).toBeNull();
    expect(referrerField(42)).toBeNull();
  });
});

import { z } from "zod";
import { emailAddress } from "~/domain/email";
import { isPlainText, plainLine, shownText } from "~/domain/plain-text";

/**
 * The creator application: name, email, city, Instagram (required) and TikTok
 * (optional). Profiles may be typed as a handle ("@maria.eats") or a profile link; both are
 * stored as the canonical profile link so admins can click them.
 */

/**
 * Creators may live anywhere: a city outside the catalogue is a future market, so the city is
 * stored as typed (trimmed), in plain text like every free-text field (domain/plain-text.ts).
 */
export const CREATOR_CITY_MAX = 80;

type Platform = { hosts: string[]; prefix: "" | "@"; handle: RegExp; url: (handle: string) => string };

const INSTAGRAM: Platform = {
  hosts: ["instagram.com"],
  prefix: "",
  // Instagram: letters, digits, periods and underscores, at most 30, not starting with a period.
  handle: /^(?!\.)[a-z0-9._]{1,30}$/,
  url: (handle) => `https://www.instagram.com/${handle}/`,
};

const TIKTOK: Platform = {
  hosts: ["tiktok.com"],
  prefix: "@",
  handle: /^(?!\.)[a-z0-9._]{2,24}$/,
  url: (handle) => `https://www.tiktok.com/@${handle}`,
};

/** The profile link for a handle or link on the given platform, or null if it is neither. */
function profileUrl(platform: Platform, input: string): string | null {
  const value = input.trim();
  const handle = /^@?[\w.]+$/.test(value) ? value.replace(/^@/, "") : handleFromUrl(platform, value);
  if (!handle) return null;
  const lower = handle.toLowerCase();
  return platform.handle.test(lower) ? platform.url(lower) : null;
}

function handleFromUrl(platform: Platform, value: string): string | null {
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, "");
  if (!["http:", "https:"].includes(url.protocol) || !platform.hosts.includes(host)) return null;
  if (url.username || url.password || url.port) return null;
  const segments = url.pathname.split("/").filter(Boolean);
  if (segments.length !== 1) return null;
  const [segment] = segments;
  if (platform.prefix && !segment.startsWith(platform.prefix)) return null;
  return segment.slice(platform.prefix.length);
}

export const instagramProfileUrl = (input: string) => profileUrl(INSTAGRAM, input);
export const tiktokProfileUrl = (input: string) => profileUrl(TIKTOK, input);

/** The link the admin tables show for a stored profile, by the same rules the application form applied. */
export function socialProfileUrl(network: "instagram" | "tiktok", value: string | null): string | null {
  return value ? profileUrl(network === "instagram" ? INSTAGRAM : TIKTOK, value) : null;
}

/**
 * The application's refusals, one per key; the words are the catalogue's (`creator.messages`),
 * in the applicant's language, English for the JSON API.
 */
export type CreatorMessages = Readonly<
  Record<
    | "name"
    | "nameShort"
    | "email"
    | "city"
    | "cityTooLong"
    | "cityBad"
    | "instagram"
    | "instagramBad"
    | "tiktokBad"
    | "plainText",
    string
  >
>;

const profile = (toUrl: (input: string) => string | null, message: string) =>
  z
    .string()
    .trim()
    .max(200, message)
    .transform((value, ctx) => {
      const url = toUrl(value);
      if (url) return url;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    });

/** The application form's schema, its messages in the page's language (the JSON API's are the English catalogue's). */
export const creatorApplicationSchemaFor = (MESSAGES: CreatorMessages) =>
  z.object({
    name: plainLine(
      z.string({ error: MESSAGES.name }).trim().min(1, MESSAGES.name).min(2, MESSAGES.nameShort).max(100),
      MESSAGES.plainText,
    ),
    email: emailAddress(MESSAGES.email),
    city: z
      .string({ error: MESSAGES.city })
      .trim()
      .min(1, MESSAGES.city)
      .max(CREATOR_CITY_MAX, MESSAGES.cityTooLong)
      .refine(isPlainText, MESSAGES.cityBad),
    instagram: z.string({ error: MESSAGES.instagram }).pipe(profile(instagramProfileUrl, MESSAGES.instagramBad)),
    tiktok: z
      .string()
      .optional()
      .transform((value) => (value?.trim() ? value : undefined))
      .pipe(profile(tiktokProfileUrl, MESSAGES.tiktokBad).optional()),
  });

export type CreatorApplication = z.output<ReturnType<typeof creatorApplicationSchemaFor>>;

/** The visually hidden field people never see; a bot that fills it gets a pretend success. */
export const HONEYPOT_FIELD = "website";

export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}

const REQUIRED_FIELDS = ["name", "email", "city", "instagram"] as const;

/** Whether a required field was left empty: that gets the spec's 'Missing information' toast. */
export function lacksRequiredFields(values: Record<string, unknown>): boolean {
  return REQUIRED_FIELDS.some((field) => {
    const value = values[field];
    return typeof value !== "string" || value.trim() === "";
  });
}

/**
 * The page an applicant came from, as the form or a client passes it on: text only, at most 500
 * characters. Nobody typed it, so hidden characters are removed rather than refused (as the
 * booking's referrer is).
 */
export function referrerField(value: unknown): string | null {
  const text = typeof value === "string" ? shownText(value).trim() : "";
  return text !== "" ? text.slice(0, 500) : null;
}

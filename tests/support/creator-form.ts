import { uniqueEmail } from "./unique.mjs";

/** A valid creator application as the form sends it: Madrid, an Instagram profile and a unique email. */
export function validApplication(overrides: Partial<Record<"name" | "email" | "city" | "instagram", string>> = {}) {
  return {
    name: "Lucía Gómez",
    email: uniqueEmail("lucia"),
    city: "Madrid",
    instagram: "https://www.instagram.com/lucia/",
    ...overrides,
  };
}

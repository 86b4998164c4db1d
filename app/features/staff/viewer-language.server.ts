import type { AdminViewer } from "~/auth/staff-auth.server";
import { isLanguage, type Language } from "~/i18n/languages";

/**
 * The language a team page speaks to its viewer (decision 0077): the signed-in person's own;
 * English for the shared token, or a row without a language we know.
 */
export const viewerLanguage = (viewer: AdminViewer): Language =>
  viewer.kind === "staff" && isLanguage(viewer.person.language) ? viewer.person.language : "en";

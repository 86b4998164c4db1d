import type { TFunction } from "i18next";
import {
  CUISINE_MAX,
  DIETARY_OTHER_MAX,
  NOTE_MAX,
  PARTY_MAX,
  PARTY_MIN,
  type PreferencesMessages,
} from "~/features/preferences/preferences-schema";

/** The preferences form's messages in the page's language, limits filled in. */
export function preferencesMessages(t: TFunction<"trip">): PreferencesMessages {
  const m = (key: keyof PreferencesMessages, values: Record<string, number> = {}) =>
    String(t(`preferences.messages.${key}` as never, values as never));
  return {
    date: m("date"),
    meal: m("meal"),
    vibe: m("vibe"),
    cuisine: m("cuisine", { max: CUISINE_MAX }),
    budgetBand: m("budgetBand"),
    partySize: m("partySize", { min: PARTY_MIN, max: PARTY_MAX }),
    occasion: m("occasion"),
    note: m("note", { max: NOTE_MAX }),
    sameAsFirst: m("sameAsFirst"),
    meals: m("meals"),
    dietary: m("dietary"),
    dietaryOther: m("dietaryOther", { max: DIETARY_OTHER_MAX }),
    dietaryOtherMissing: m("dietaryOtherMissing"),
    consent: m("consent"),
    plainText: m("plainText"),
  };
}

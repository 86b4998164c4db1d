import type { TFunction } from "i18next";

export type PreferenceGroup = "meal" | "vibe" | "budget" | "occasion" | "dietary";

/**
 * A stored preference (`fine_dining`, `30_60`) in the reader's words, from the common catalog;
 * a value added later than the catalog shows as stored, underscores as spaces.
 */
export function preferenceLabel(t: TFunction<"common">, group: PreferenceGroup, value: string): string {
  return t(`preferences.${group}.${value}` as never, { defaultValue: value.replaceAll("_", " ") }) as string;
}

import type { TFunction } from "i18next";
import { z } from "zod";
import { isDeskTimeZone } from "~/domain/desk-time";

/** The words of the form's refusals, in the owner's language. */
type DeskZoneMessages = { required: string; unknown: string };

export const deskZoneMessages = (t: TFunction<"admin">): DeskZoneMessages => ({
  required: t("deskZone.required"),
  unknown: t("deskZone.unknown"),
});

/**
 * The owners' "Desk time zone" form: one IANA name the runtime knows, as the list offers them.
 * Built from the owner's words, the same on both sides, so a refusal reads alike with or without JavaScript.
 */
export const deskTimeZoneSchemaFor = (m: DeskZoneMessages) =>
  z.object({
    timeZone: z.string({ error: m.required }).trim().min(1, m.required).refine(isDeskTimeZone, m.unknown),
  });

/** The English form, for the page's table of intents: which forms fit is the same in every language. */
export const deskTimeZoneSchema = deskTimeZoneSchemaFor({
  required: "Choose the desk's time zone.",
  unknown: "That is not a time zone we know: choose one from the list, such as Europe/Madrid.",
});

import { z } from "zod";
import { isDeskTimeZone } from "~/domain/desk-time";

/** The owners' "Desk time zone" form: one IANA name the runtime knows, as the list offers them. */
export const deskTimeZoneSchema = z.object({
  timeZone: z
    .string({ error: "Choose the desk's time zone." })
    .trim()
    .min(1, "Choose the desk's time zone.")
    .refine(isDeskTimeZone, "That is not a time zone we know: choose one from the list, such as Europe/Madrid."),
});

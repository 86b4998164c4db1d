import { z } from "zod";

/** The admin pages' forms: the token gate and the /admin actions. */

/** The gate form (`token`), shared by /admin and /payment-admin. */
export const adminTokenSchema = z.object({
  token: z
    .string({ error: "Please enter admin token" })
    .trim()
    .min(1, "Please enter admin token")
    .max(512, "Invalid admin token"),
});

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The /admin forms besides the gate; each names what it does in `intent`. */
export const adminActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("refresh") }),
  z.object({ intent: z.literal("approve"), creatorId: id }),
  z.object({ intent: z.literal("reject"), creatorId: id }),
  /** No creator unassigns the booking. */
  z.object({ intent: z.literal("assign"), bookingId: id, creatorId: id.optional() }),
  z.object({ intent: z.literal("retry"), outboxId: id }),
]);
export type AdminAction = z.infer<typeof adminActionSchema>;

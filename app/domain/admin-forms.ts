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

/** The fields of the /admin forms besides the gate, by intent (Refresh posts none). */
export const ADMIN_FORM_FIELDS = {
  approve: z.object({ creatorId: id }),
  reject: z.object({ creatorId: id }),
  /** No creator unassigns the booking. */
  assign: z.object({ bookingId: id, creatorId: id.optional() }),
  retry: z.object({ outboxId: id }),
};

type Fields = typeof ADMIN_FORM_FIELDS;

/** One /admin form as its handler reads it: what it does (`intent`) and its fields. */
export type AdminAction =
  | { intent: "refresh" }
  | { [I in keyof Fields]: { intent: I } & z.output<Fields[I]> }[keyof Fields];

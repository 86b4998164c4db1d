import type { RequestMeta } from "~/features/booking/bookings.server";
import type { CreatorApplication } from "~/features/creators/creator-schema";
import { apply } from "~/features/creators/creators.server";
import { logger } from "~/logger.server";
import type { WriteAllowance } from "~/platform/write-allowance";

/**
 * The creator application flow, once for the signup form and POST /api/save-creator.
 *
 * "submitted" is the answer for a new application, for a re-application from a known address
 * (whose owner is told by email instead), and for a bot that filled the hidden honeypot field
 * (nothing is stored): the answer never tells whether an address has applied.
 */
export type ApplicationOutcome =
  | { kind: "submitted" }
  | { kind: "invalid" }
  | { kind: "limited" }
  | { kind: "unavailable" };

export type ApplicationRequest = {
  /** Whether the hidden field only bots fill in was filled. */
  honeypotFilled: boolean;
  /** The application as its schema parsed it; undefined when it failed the schema. */
  application: CreatorApplication | undefined;
  meta: RequestMeta;
  allowance: WriteAllowance;
};

export function applyAsCreator(request: ApplicationRequest): ApplicationOutcome {
  const { application, allowance } = request;
  if (request.honeypotFilled) return { kind: "submitted" };
  if (!application) return { kind: "invalid" };
  // Every stored attempt counts, repeats included: a repeat still queues an email.
  if (!allowance.allowed) return { kind: "limited" };
  try {
    apply(application, request.meta);
  } catch (error) {
    logger.error({ err: error }, "creator application could not be stored");
    return { kind: "unavailable" };
  }
  allowance.record();
  return { kind: "submitted" };
}

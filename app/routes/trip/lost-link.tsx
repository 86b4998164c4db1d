import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { LostLinkForm } from "~/components/trip/lost-link-form";
import { ServerToast } from "~/components/ui/toast";
import { LOST_LINK_SENT, lostLinkSchema } from "~/domain/lost-link-schema";
import { toastMessage } from "~/domain/toast";
import { readForm } from "~/http/form-body.server";
import {
  retryAfterHeaders,
  tooManyRequestsToast,
  tripLinkClientKey,
  tripLinkEmailKey,
  tripLinkRequests,
} from "~/http/request-limits.server";
import { redirectWithToast } from "~/http/toast.server";
import { logger } from "~/logger.server";
import { requestTripLink } from "~/services/trips/lost-link.server";
import { passAnswerHeaders } from "~/utils/answer-headers";
import type { Route } from "./+types/lost-link";

/**
 * GET /trip: "lost your link?". The answer is the same whether or not the details match a
 * trip (only a match queues the mail), and requests are limited per client and per email
 * address, so the form neither tells who has booked nor mails anyone without end.
 */
export const meta: Route.MetaFunction = () => [
  { title: "Lost your trip link? · Sobremesa" },
  { name: "description", content: "Ask for your private Sobremesa trip link again." },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers = passAnswerHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: lostLinkSchema });
  if (submission.status !== "success") {
    return data({ lastResult: submission.reply(), toast: null }, { status: 400 });
  }
  // Checked for both keys, then counted for both, in the same synchronous stretch as the look-up.
  const keys = [tripLinkClientKey(context.clientAddress), tripLinkEmailKey(submission.value.email)];
  const refused = keys.map((key) => tripLinkRequests.check(key)).find((allowance) => !allowance.allowed);
  if (refused && !refused.allowed) {
    const toast = toastMessage(tooManyRequestsToast(refused.retryAfterSeconds));
    return data(
      { lastResult: submission.reply(), toast },
      { status: 429, headers: retryAfterHeaders(refused.retryAfterSeconds) },
    );
  }
  for (const key of keys) tripLinkRequests.record(key);
  try {
    requestTripLink(submission.value);
  } catch (error) {
    logger.error({ err: error }, "trip link request could not be queued");
    const toast = toastMessage({
      title: "Something went wrong",
      description: "We couldn't take your request just now. Please try again in a moment.",
      variant: "destructive",
    });
    return data({ lastResult: submission.reply(), toast }, { status: 503 });
  }
  return redirectWithToast("/trip", LOST_LINK_SENT, { status: 303 });
}

export default function LostLinkPage({ actionData }: Route.ComponentProps) {
  return (
    <main className="mx-auto grid w-full max-w-xl grid-cols-1 gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <ServerToast message={actionData?.toast} />
      <header className="grid gap-3">
        <h1 className="font-display text-4xl font-bold">Lost your trip link?</h1>
        <p className="text-ink-soft">
          Give us the email address you booked with and your booking reference. If they match a trip, we'll email you a
          fresh link to it.
        </p>
      </header>
      <LostLinkForm lastResult={actionData?.lastResult} />
    </main>
  );
}

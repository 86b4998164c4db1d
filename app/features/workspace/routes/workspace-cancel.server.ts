import type { TFunction } from "i18next";
import { data } from "react-router";
import { z } from "zod";
import { formatEuros } from "~/domain/pricing";
import { toastMessage } from "~/domain/toast";
import { cancelBooking } from "~/features/withdrawal/cancel-booking.server";
import { leftToRefund } from "~/features/workspace/booking-file.server";
import type { WorkspaceActionData } from "~/features/workspace/booking-workspace";
import { historyNote } from "~/features/workspace/concierge-text-schema";
import { done, problem, refusal, type WorkspaceContext } from "~/features/workspace/routes/workspace-answers.server";
import { WORKSPACE_INTENTS } from "~/features/workspace/workspace-intents";
import type { PassedSubmission } from "~/http/intents.server";

/** The workspace's cancellation form: how much to refund, checked against what is left to refund. */

export const cancelSchemaFor = (t: TFunction<"workspace">) =>
  z
    .object({
      refund: z.enum(["full", "partial", "none"], { error: t("errors.refund") }),
      amount: z.string().trim().optional(),
      note: historyNote(),
    })
    .transform((value, ctx) => {
      if (value.refund !== "partial") return { ...value, cents: undefined };
      const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(value.amount ?? "");
      if (!match) {
        ctx.addIssue({ code: "custom", path: ["amount"], message: t("errors.amount") });
        return z.NEVER;
      }
      const cents = Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
      return { ...value, cents };
    });

/** The cancellation: the first press states what will happen, the amount in words; only the confirmation cancels. */
export async function cancel(
  args: WorkspaceContext & {
    form: URLSearchParams;
    submission: PassedSubmission<z.output<ReturnType<typeof cancelSchemaFor>>>;
  },
) {
  const { reference, form, submission, t } = args;
  const { refund, cents, note } = submission.value;
  const left = leftToRefund(reference);
  // "Full refund" of nothing is not a refund: an unpaid booking is cancelled with none.
  if (refund === "full" && left === 0) {
    return refusal(WORKSPACE_INTENTS.cancel, 400, problem(t, t("toasts.nothingPaid")));
  }
  if (refund === "partial" && (cents ?? 0) > left) {
    const atMost = t("errors.atMost", { amount: formatEuros(left) });
    const fieldErrors = { amount: [atMost] };
    return refusal(WORKSPACE_INTENTS.cancel, 400, problem(t, `${atMost}.`), {
      result: submission.reply({ fieldErrors }),
    });
  }
  const refundCents = refund === "full" ? left : refund === "none" ? 0 : (cents ?? 0);
  if (form.get("confirm") !== "yes") {
    return data<WorkspaceActionData>({
      intent: WORKSPACE_INTENTS.cancel,
      toast: toastMessage({ title: t("toasts.confirmCancel"), description: t("toasts.confirmCancelText") }),
      confirmCancel: { refund, amount: form.get("amount") ?? undefined, note, cents: refundCents },
    });
  }
  const outcome = await cancelBooking({ reference, ...args.asker, refundCents, note, audit: args.audit });
  return done(
    args,
    t("toasts.cancelled"),
    t("toasts.cancelledText", { amount: `€${(outcome.refundCents / 100).toFixed(2)}` }),
    "#status",
  );
}

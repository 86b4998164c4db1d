import { data } from "react-router";
import type { AdminViewer } from "~/auth/staff-auth.server";
import * as clock from "~/clock";
import { ADMIN_TOASTS } from "~/domain/admin-toasts";
import { localDateAt } from "~/domain/local-time";
import { formatEuros } from "~/domain/pricing";
import { BOOKS_ZONE, DEFAULT_RATE_CENTS, rateFormSchema } from "~/features/earnings/earnings";
import { EARNINGS_INTENTS } from "~/features/earnings/earnings-intents";
import { payoutDay, recentRuns, runPayoutsNow, setPayoutDay } from "~/features/earnings/payout-schedule.server";
import { parsePayoutDay } from "~/features/earnings/payouts";
import { addRate, rateHistory } from "~/features/earnings/rates.server";
import { reversedPayouts } from "~/features/earnings/transfer-reversals.server";
import { adminAction, adminLoader } from "~/features/staff/routes/gate.server";
import { defineIntents } from "~/http/intents.server";
import { redirectWithToast } from "~/http/toast.server";

/**
 * The owners' page for creators' rates (/admin/earnings): the history of every rate set, and the
 * form for a new one. Owner only ("settings.manage"): a concierge gets the 403 page, nobody
 * signed in is sent to sign in.
 */

export const earningsLoader = adminLoader("settings.manage", () => ({
  rates: rateHistory(),
  defaultCents: DEFAULT_RATE_CENTS,
  // The form's day to start from: today where the company keeps its books.
  today: localDateAt(clock.now(), BOOKS_ZONE),
  payoutDay: payoutDay(),
  runs: recentRuns(),
  reversals: reversedPayouts(),
}));

type RateContext = { viewer: AdminViewer; clientAddress: string };

const NO_OWNER_YET = "Create the first owner account on /admin first: a rate is set in an owner's name.";

const rateIntents = defineIntents<RateContext>()(
  EARNINGS_INTENTS,
  {
    rate: {
      schema: rateFormSchema,
      invalid: ({ submission }) => data({ intent: EARNINGS_INTENTS.rate, result: submission.reply() }, { status: 400 }),
      handle: ({ value, submission, viewer, clientAddress }) => {
        if (viewer.kind !== "staff") {
          return data(
            { intent: EARNINGS_INTENTS.rate, result: submission.reply({ formErrors: [NO_OWNER_YET] }) },
            {
              status: 409,
            },
          );
        }
        addRate(viewer.actor, value, clientAddress);
        return redirectWithToast("/admin/earnings", {
          title: "Rate added",
          description: `${formatEuros(value.euros)} a meal${value.city ? ` in ${value.city}` : ""} from ${value.appliesFrom}.`,
        });
      },
    },
    run: {
      handle: async ({ viewer }) => {
        if (viewer.kind !== "staff")
          return data({ intent: EARNINGS_INTENTS.run, error: NO_OWNER_YET }, { status: 409 });
        const result = await runPayoutsNow(viewer.actor);
        if (!result) {
          return data(
            { intent: EARNINGS_INTENTS.run, error: "A payout run is already under way: see it below when it ends." },
            { status: 409 },
          );
        }
        return redirectWithToast("/admin/earnings", {
          title: "Payout run finished",
          description: `${result.paid} paid, ${result.failed} failed, ${result.carriedOver} carried over.`,
        });
      },
    },
    day: {
      handle: ({ form, viewer, clientAddress }) => {
        const day = parsePayoutDay(form.get("day"));
        if (day === null) {
          return data(
            { intent: EARNINGS_INTENTS.day, error: "Enter a day of the month from 1 to 28" },
            { status: 400 },
          );
        }
        if (viewer.kind !== "staff")
          return data({ intent: EARNINGS_INTENTS.day, error: NO_OWNER_YET }, { status: 409 });
        setPayoutDay(viewer.actor, day, clientAddress);
        return redirectWithToast("/admin/earnings", {
          title: "Payout day saved",
          description: `Creators are paid on day ${day} of each month.`,
        });
      },
    },
  },
  {
    unknown: () => {
      throw data("Unknown form", { status: 400 });
    },
  },
);

export const earningsAction = adminAction(
  { refused: (check) => ADMIN_TOASTS.authFailed(check.status, check.message) },
  "settings.manage",
  (form, args: { request: Request; context: { clientAddress: string } }, viewer) =>
    rateIntents(form, { viewer, clientAddress: args.context.clientAddress }),
);

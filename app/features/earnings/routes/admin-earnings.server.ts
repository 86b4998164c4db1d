import type { TFunction } from "i18next";
import { data } from "react-router";
import type { AdminViewer } from "~/auth/staff-auth.server";
import * as clock from "~/clock";
import { ADMIN_TOASTS } from "~/domain/admin-toasts";
import { localDateAt } from "~/domain/local-time";
import { BOOKS_ZONE, DEFAULT_RATE_CENTS, rateFormSchemaFor } from "~/features/earnings/earnings";
import { EARNINGS_INTENTS } from "~/features/earnings/earnings-intents";
import { moneyIn, rateMessages } from "~/features/earnings/earnings-text";
import { payoutDay, recentRuns, runPayoutsNow, setPayoutDay } from "~/features/earnings/payout-schedule.server";
import { parsePayoutDay } from "~/features/earnings/payouts";
import { addRate, rateHistory } from "~/features/earnings/rates.server";
import { reversedPayouts } from "~/features/earnings/transfer-reversals.server";
import { adminAction, adminLoader } from "~/features/staff/routes/gate.server";
import { viewerLanguage } from "~/features/staff/viewer-language.server";
import { defineIntents } from "~/http/intents.server";
import { redirectWithToast } from "~/http/toast.server";
import { translator } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";

/**
 * The owners' page for creators' rates (/admin/earnings): the history of every rate set, and the
 * form for a new one. Owner only ("settings.manage"): a concierge gets the 403 page, nobody
 * signed in is sent to sign in. Its refusals and toasts are in the person's language ("money").
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

/** The page's forms with their words in one language. */
const intentsIn = (t: TFunction<"money">, money: (cents: number) => string) =>
  defineIntents<RateContext>()(
    EARNINGS_INTENTS,
    {
      rate: {
        schema: rateFormSchemaFor(rateMessages(t)),
        invalid: ({ submission }) =>
          data({ intent: EARNINGS_INTENTS.rate, result: submission.reply() }, { status: 400 }),
        handle: ({ value, submission, viewer, clientAddress }) => {
          if (viewer.kind !== "staff") {
            return data(
              { intent: EARNINGS_INTENTS.rate, result: submission.reply({ formErrors: [t("errors.noOwnerYet")] }) },
              {
                status: 409,
              },
            );
          }
          addRate(viewer.actor, value, clientAddress);
          return redirectWithToast("/admin/earnings", {
            title: t("toasts.rateAdded"),
            description: value.city
              ? t("toasts.rateAddedInCity", { amount: money(value.euros), city: value.city, from: value.appliesFrom })
              : t("toasts.rateAddedText", { amount: money(value.euros), from: value.appliesFrom }),
          });
        },
      },
      run: {
        handle: async ({ viewer }) => {
          if (viewer.kind !== "staff")
            return data({ intent: EARNINGS_INTENTS.run, error: t("errors.noOwnerYet") }, { status: 409 });
          const result = await runPayoutsNow(viewer.actor);
          if (!result) {
            return data({ intent: EARNINGS_INTENTS.run, error: t("errors.runUnderWay") }, { status: 409 });
          }
          return redirectWithToast("/admin/earnings", {
            title: t("toasts.runFinished"),
            description: t("toasts.runFinishedText", result),
          });
        },
      },
      day: {
        handle: ({ form, viewer, clientAddress }) => {
          const day = parsePayoutDay(form.get("day"));
          if (day === null) {
            return data({ intent: EARNINGS_INTENTS.day, error: t("errors.day") }, { status: 400 });
          }
          if (viewer.kind !== "staff")
            return data({ intent: EARNINGS_INTENTS.day, error: t("errors.noOwnerYet") }, { status: 409 });
          setPayoutDay(viewer.actor, day, clientAddress);
          return redirectWithToast("/admin/earnings", {
            title: t("toasts.daySaved"),
            description: t("toasts.daySavedText", { day }),
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

const intentTables = new Map<Language, ReturnType<typeof intentsIn>>();

/** The forms in the person's language, built on first use. */
async function intentsFor(language: Language) {
  let table = intentTables.get(language);
  if (!table) {
    table = intentsIn(await translator(language, "money"), moneyIn(language));
    intentTables.set(language, table);
  }
  return table;
}

export const earningsAction = adminAction(
  { refused: (check) => ADMIN_TOASTS.authFailed(check.status, check.message) },
  "settings.manage",
  async (form, args: { request: Request; context: { clientAddress: string } }, viewer) =>
    (await intentsFor(viewerLanguage(viewer)))(form, { viewer, clientAddress: args.context.clientAddress }),
);

import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { getCreator, requireCreator } from "~/auth/creator-auth.server";
import { refusal, signInCreator } from "~/auth/sign-in.server";
import { ConflictError, InvalidInputError } from "~/domain/errors";
import { loginSchemaFor } from "~/domain/login-schema";
import { toastMessage } from "~/domain/toast";
import { taxDetailsOf } from "~/features/creator-tax/tax-details.server";
import { acceptRequest, BOOKED, releaseRequest, TAKEN } from "~/features/creators/accept-request.server";
import type { DashboardTab } from "~/features/creators/creator-requests";
import { recommendationsBy, requestsFor } from "~/features/creators/creator-requests.server";
import { creatorStats } from "~/features/creators/creator-stats";
import { DASHBOARD_INTENTS } from "~/features/creators/dashboard-intents";
import { accountMessages, dashboardToasts, recommendationMessages } from "~/features/creators/dashboard-text";
import { directorySearchFor } from "~/features/creators/directory-search.server";
import { recommendationSchemaFor } from "~/features/creators/recommendation-schema";
import { addRecommendation, PicksFrozenError } from "~/features/creators/recommendations.server";
import { earningsOf } from "~/features/earnings/earnings.server";
import { payoutsOf } from "~/features/earnings/payout-schedule.server";
import { creatorRating } from "~/features/reminders-and-ratings/meal-ratings.server";
import { throwDomainErrorPage } from "~/http/domain-errors.server";
import { readForm } from "~/http/form-body.server";
import { defineIntents } from "~/http/intents.server";
import { redirectWithToast } from "~/http/toast.server";
import { requestWords } from "~/i18n/i18n.server";
import { formatCalendarDate, type Language } from "~/i18n/languages";
import type { Route } from "../../../routes/creator/+types/dashboard";

/** The creator dashboard's server side (the page is dashboard.tsx): what a creator sees, and its forms. */

export async function dashboardLoader({ request }: Route.LoaderArgs) {
  const { t } = await requestWords(request, "dashboard");
  const creator = await getCreator(request);
  if (!creator) {
    return { loggedIn: false as const, meta: { title: t("meta.login"), description: t("meta.description") } };
  }
  const requests = requestsFor(creator);
  const mine = recommendationsBy(creator);
  const stats = creatorStats(
    requests.map((r) => ({ ...r, recommendationCount: r.recommendations.length })),
    mine,
  );
  // Beside the figures computed from the requests, the travellers' ratings of this creator's meals.
  stats.rating = creatorRating(creator.id);
  const earnings = earningsOf(creator);
  const params = new URL(request.url).searchParams;
  const tab: DashboardTab = params.get("tab") === "recommendations" ? "recommendations" : "requests";
  return {
    loggedIn: true as const,
    meta: { title: t("meta.dashboard"), description: t("meta.description") },
    creator: { name: creator.name, city: creator.city },
    stats,
    // The creator's own ledger only: this month's sum, the payable balance and each meal's earning.
    earnings,
    // Their own payout account and payouts only, and why the balance waits if it does.
    payouts: payoutsOf(creator.id, earnings.payableCents),
    // Whether their tax details are given (asked before the first payout): the answer only, not the details.
    taxDetailsComplete: Boolean(taxDetailsOf(creator.id)),
    tab,
    requests,
    mine,
    // The directory searched for one of their requests (?request=ID&q=…&pick=ID), if any.
    directory: directorySearchFor(creator, params),
  };
}

/** What each of the dashboard's handlers is given besides the form: the request, and its words. */
type DashboardContext = {
  request: Request;
  clientAddress: string;
  t: Words;
  page: (path: string) => string;
  language: Language;
  toasts: ReturnType<typeof dashboardToasts>;
};
type Words = Awaited<ReturnType<typeof requestWords<"dashboard">>>["t"];
type DashboardArgs = DashboardContext & { form: URLSearchParams };

/**
 * The page's forms, one handler per intent (DASHBOARD_INTENTS): signing in (signed out), and a
 * recommendation, accepting and releasing a request (each asks for the creator's session first).
 * Logging out has its own route. Their schemas speak the page's language, so each parses its own.
 */
const dashboardIntents = defineIntents<DashboardContext>()(
  DASHBOARD_INTENTS,
  {
    login: { handle: logInForm },
    recommend: { handle: recommend },
    accept: { handle: (args) => decide(args, true) },
    release: { handle: (args) => decide(args, false) },
  },
  {
    unknown: () => {
      throw data("Unknown form", { status: 400 });
    },
  },
);

export async function dashboardAction({ request, context }: Route.ActionArgs) {
  const { t, page, language } = await requestWords(request, "dashboard");
  // The body is read once, with the size cap: a copy of a stream left unread would hold the connection.
  const form = await readForm(request);
  const toasts = dashboardToasts(t);
  return dashboardIntents(form, { request, clientAddress: context.clientAddress, t, page, language, toasts });
}

async function logInForm({ form, t, page, toasts, clientAddress }: DashboardArgs) {
  const submission = parseWithZod(form, { schema: loginSchemaFor(accountMessages(t)) });
  const reply = (status: number, toast: Parameters<typeof toastMessage>[0], init: ResponseInit = {}) =>
    data(
      {
        intent: DASHBOARD_INTENTS.login,
        result: submission.reply({ hideFields: ["password"] }),
        toast: toastMessage(toast),
      },
      { ...init, status },
    );
  if (submission.status !== "success") return reply(400, toasts.loginMissing);
  const outcome = await signInCreator(submission.value, { address: clientAddress });
  if (outcome.ok) {
    return redirectWithToast(page("/dashboard"), toasts.welcome, { headers: { "Set-Cookie": outcome.cookie } });
  }
  const { status, toast, headers } = refusal(outcome, toasts);
  return reply(status, toast, { headers });
}

async function recommend({ request, form, t, page, toasts, language }: DashboardArgs) {
  const creator = await requireCreator(request);
  const submission = parseWithZod(form, { schema: recommendationSchemaFor(recommendationMessages(t)) });
  if (submission.status !== "success") {
    const bookingId = Number(form.get("bookingId"));
    return data(
      { intent: DASHBOARD_INTENTS.recommend, bookingId, result: submission.reply(), toast: null },
      { status: 400 },
    );
  }
  try {
    addRecommendation(creator, submission.value);
  } catch (error) {
    if (error instanceof InvalidInputError && error.fields.address) {
      // The name and address typed are another city's restaurant: said by the address, nothing stored.
      return data(
        {
          intent: DASHBOARD_INTENTS.recommend,
          bookingId: submission.value.bookingId,
          result: submission.reply({ fieldErrors: { address: [t("messages.addressOtherCity")] } }),
          toast: null,
        },
        { status: 400 },
      );
    }
    if (!(error instanceof PicksFrozenError)) throwDomainErrorPage(error);
    // A form left open in a tab, or sent again: say why, and change nothing.
    const said = t("conflicts.picksFrozen", { date: formatCalendarDate(error.sentAt.slice(0, 10), language) });
    return data(
      {
        intent: DASHBOARD_INTENTS.recommend,
        bookingId: submission.value.bookingId,
        result: submission.reply({ formErrors: [said] }),
        toast: toastMessage(toasts.notPossible(said)),
      },
      { status: 409 },
    );
  }
  return redirectWithToast(page("/dashboard?tab=requests"), toasts.recommendationAdded);
}

/** Accepting a request of the creator's city, or releasing one they accepted. */
async function decide({ request, form, t, page, toasts }: DashboardArgs, accepting: boolean) {
  const creator = await requireCreator(request);
  const bookingId = Number(form.get("bookingId"));
  if (!Number.isSafeInteger(bookingId) || bookingId <= 0) throw data("Unknown request", { status: 400 });
  try {
    if (accepting) acceptRequest(creator, bookingId);
    else releaseRequest(creator, bookingId);
  } catch (error) {
    if (!(error instanceof ConflictError)) throwDomainErrorPage(error);
    const said = { [TAKEN]: t("conflicts.taken"), [BOOKED]: t("conflicts.booked") }[error.message];
    return data(
      { intent: DASHBOARD_INTENTS.accept, toast: toastMessage(toasts.notPossible(said ?? error.message)) },
      { status: 409 },
    );
  }
  return redirectWithToast(
    page("/dashboard?tab=requests"),
    accepting ? toasts.requestAccepted : toasts.requestReleased,
  );
}

import { data, redirect } from "react-router";
import { requireCreator } from "~/auth/creator-auth.server";
import { env, usesLocalCheckout } from "~/env.server";
import {
  finishLocalOnboarding,
  payoutAccountOf,
  refreshFromStripe,
  startLocalOnboarding,
  stripeOnboardingLink,
} from "~/features/earnings/payout-accounts.server";
import { PAYOUT_INTENTS } from "~/features/earnings/payout-intents";
import { readForm } from "~/http/form-body.server";
import { defineIntents } from "~/http/intents.server";
import { redirectWithToast } from "~/http/toast.server";
import { requestWords } from "~/i18n/i18n.server";
import type { Route } from "../../../routes/creator/+types/payouts";

/**
 * The creator's payout account (/dashboard/payouts), signed in only. With Stripe: posting sends
 * the creator to Stripe's hosted onboarding, and Stripe sends them back here (the return, or
 * `?refresh=1` for a link that expired), where the account's state is read again. Without a
 * Stripe key: the local TEST onboarding page, which says it is a test.
 */

type Words = Awaited<ReturnType<typeof requestWords<"dashboard">>>;

const toastOf = (t: Words["t"], enabled: boolean) =>
  enabled
    ? { title: t("payouts.toasts.enabled.title"), description: t("payouts.toasts.enabled.description") }
    : { title: t("payouts.toasts.waiting.title"), description: t("payouts.toasts.waiting.description") };

function stripeUrls(page: Words["page"]) {
  const base = `${env().PUBLIC_URL}${page("/dashboard/payouts")}`;
  return { returnUrl: base, refreshUrl: `${base}?refresh=1` };
}

export async function payoutAccountLoader({ request }: Route.LoaderArgs) {
  const creator = await requireCreator(request);
  const { t, page, language } = await requestWords(request, "dashboard");
  if (usesLocalCheckout()) {
    // The test page only follows the connect button: without a local account, back to the dashboard.
    if (!payoutAccountOf(creator.id)) throw redirect(page("/dashboard"), 303);
    return data(
      { language, meta: { title: t("payouts.test.title"), description: t("payouts.test.banner") } },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  }
  if (new URL(request.url).searchParams.get("refresh") === "1" && payoutAccountOf(creator.id)) {
    throw redirect(await stripeOnboardingLink(creator, stripeUrls(page)), 303);
  }
  const account = await refreshFromStripe(creator.id);
  if (!account) throw redirect(page("/dashboard"), 303);
  throw await redirectWithToast(page("/dashboard"), toastOf(t, account.payoutsEnabled));
}

type Context = { creatorId: number; email: string; words: Words };

const payoutIntents = defineIntents<Context>()(
  PAYOUT_INTENTS,
  {
    connect: {
      handle: async ({ creatorId, email, words }) => {
        if (usesLocalCheckout()) {
          startLocalOnboarding(creatorId);
          return redirect(words.page("/dashboard/payouts"), 303);
        }
        return redirect(await stripeOnboardingLink({ id: creatorId, email }, stripeUrls(words.page)), 303);
      },
    },
    finishTest: {
      handle: ({ creatorId, words }) => {
        if (!usesLocalCheckout() || !finishLocalOnboarding(creatorId)) throw data("Not found", { status: 404 });
        return redirectWithToast(words.page("/dashboard"), toastOf(words.t, true));
      },
    },
  },
  {
    unknown: () => {
      throw data("Unknown form", { status: 400 });
    },
  },
);

export async function payoutAccountAction({ request }: Route.ActionArgs) {
  const creator = await requireCreator(request);
  const words = await requestWords(request, "dashboard");
  return payoutIntents(await readForm(request), { creatorId: creator.id, email: creator.email, words });
}

import { Form, Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { useDashboardWords } from "~/features/creators/components/use-dashboard-words";
import { PAYOUT_INTENTS } from "~/features/earnings/payout-intents";
import { payoutAccountAction, payoutAccountLoader } from "~/features/earnings/routes/payout-account.server";
import { pathInLanguage } from "~/i18n/languages";
import type { RouteHandle } from "~/utils/route-handle";
import type { Route } from "./+types/payouts";

/** The creator's payout account: with Stripe, a stop on the way to and from Stripe; without, the local TEST onboarding. */

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.meta.title },
  { name: "description", content: data?.meta.description },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const handle = { localized: true } satisfies RouteHandle;

export const loader = (args: Route.LoaderArgs) => payoutAccountLoader(args);

export const action = (args: Route.ActionArgs) => payoutAccountAction(args);

export default function TestPayoutOnboarding() {
  const { t, language } = useDashboardWords();
  return (
    <main className="mx-auto grid w-full max-w-2xl flex-1 content-start gap-6 px-4 py-10 sm:px-6">
      <p
        role="note"
        className="rounded-2xl border-2 border-dashed border-warning bg-warning-soft p-4 font-semibold text-ink"
      >
        {t("payouts.test.banner")}
      </p>
      <h1 className="font-display text-3xl font-bold text-ink">{t("payouts.test.title")}</h1>
      <p className="text-ink-soft">{t("payouts.test.text")}</p>
      <div className="flex flex-wrap gap-3">
        <Form method="post">
          <Button type="submit" name="intent" value={PAYOUT_INTENTS.finishTest}>
            {t("payouts.test.finish")}
          </Button>
        </Form>
        <Link to={pathInLanguage("/dashboard", language)} className={buttonClasses({ variant: "outline" })}>
          {t("payouts.test.back")}
        </Link>
      </div>
    </main>
  );
}

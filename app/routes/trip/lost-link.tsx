import { ServerToast } from "~/components/ui/toast";
import { LostLinkForm } from "~/features/trip/components/lost-link-form";
import { lostLinkAction, lostLinkLoader } from "~/features/trip/routes/lost-link.server";
import { useTranslation } from "~/i18n/use-translation";
import { privateAnswerHeaders } from "~/utils/answer-headers";
import type { RouteHandle } from "~/utils/route-handle";
import type { Route } from "./+types/lost-link";

/**
 * GET /trip: "lost your link?". The answer is always the same neutral page, whether or not
 * the details match a trip and whether or not a limit held the mail back: the mails (not the
 * requests) are limited per client and per traveller's address, so the form neither tells
 * who has booked, nor mails anyone without end, nor lets anyone stop a traveller getting
 * their own link (docs/decisions/0027-trusted-proxies-and-limits-nobody-can-turn-against-a-user.md).
 */
export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.meta.title },
  { name: "description", content: data?.meta.description },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers = privateAnswerHeaders;

export const handle = { localized: true } satisfies RouteHandle;

export const loader = (args: Route.LoaderArgs) => lostLinkLoader(args);

export const action = (args: Route.ActionArgs) => lostLinkAction(args);

export default function LostLinkPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("trip");
  return (
    <main className="mx-auto grid w-full max-w-xl grid-cols-1 gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <ServerToast message={actionData?.toast} />
      <header className="grid gap-3">
        <h1 className="font-display text-4xl font-bold">{t("lostLink.title")}</h1>
        <p className="text-ink-soft">{t("lostLink.intro")}</p>
      </header>
      <LostLinkForm lastResult={actionData?.lastResult} />
    </main>
  );
}

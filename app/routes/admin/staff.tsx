import { useDeskTimeZone } from "~/components/admin/use-desk-time-zone";
import { InviteForm } from "~/features/staff/components/invite-form";
import { TeamTable } from "~/features/staff/components/team-table";
import { staffAction, staffLoader } from "~/features/staff/routes/staff.server";
import { TEAM_INTENTS, type TeamActionData } from "~/features/staff/team-forms";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/staff";

/** The owners' team page: who is on the team, inviting someone, roles, deactivating and reactivating. */

export const handle = {
  nav: (loaderData: unknown) =>
    (loaderData as { unlocked?: boolean; viewerId?: number | null } | undefined)?.viewerId === null
      ? [{ to: "/admin", label: "Internal Database" }]
      : [],
  admin: {
    title: "Team",
    lockedTitle: "Team",
    description: "Sobremesa's team: invitations, roles and who may sign in.",
    gate: "Enter the admin token to open the team page.",
  },
};

export const loader = (args: Route.LoaderArgs) => staffLoader(args);

export const action = (args: Route.ActionArgs) => staffAction(args);

export default function StaffPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const zone = useDeskTimeZone();
  if (!loaderData.unlocked) return null;
  const answer = actionData as TeamActionData;
  const invite = answer && "intent" in answer && answer.intent === TEAM_INTENTS.invite ? answer.result : null;
  const change = answer && "intent" in answer && answer.intent === "change" ? answer : null;
  const ownerless = loaderData.viewerId === null;
  // A refusal about someone in the table shows in their row; any other at the top.
  const inRow = change?.staffId !== undefined && loaderData.team.some((person) => person.id === change.staffId);
  return (
    <main className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-1 content-start gap-8 px-4 py-10 sm:px-6">
      <div className="grid gap-2">
        <h1 className="font-display text-3xl font-bold text-ink">{t("titles.staff")}</h1>
        <p className="text-ink-soft">{t("team.intro")}</p>
      </div>
      {change && !inRow && (
        <p
          role="alert"
          tabIndex={-1}
          // biome-ignore lint/a11y/noAutofocus: focused so a page loaded without JavaScript lands on the refusal
          autoFocus
          className="rounded-2xl border border-danger bg-danger-soft p-4 text-danger"
        >
          {change.message}
        </p>
      )}
      <section aria-labelledby="invite-title" className="grid gap-4 rounded-2xl border border-line bg-surface p-5">
        <div className="grid gap-1">
          <h2 id="invite-title" className="font-display text-2xl font-bold text-ink">
            {t("team.inviteTitle")}
          </h2>
          <p className="text-ink-soft">{t("team.inviteIntro")}</p>
        </div>
        {ownerless ? <p className="text-ink">{t("team.ownerless")}</p> : <InviteForm lastResult={invite} />}
      </section>
      <section aria-labelledby="team-title" className="grid gap-4">
        <h2 id="team-title" className="font-display text-2xl font-bold text-ink">
          {t("team.peopleTitle")}
        </h2>
        <p className="text-ink-soft">{t("team.peopleIntro")}</p>
        <TeamTable
          team={loaderData.team}
          viewerId={loaderData.viewerId}
          zone={zone}
          error={
            inRow && change?.staffId !== undefined ? { staffId: change.staffId, message: change.message } : undefined
          }
        />
      </section>
    </main>
  );
}

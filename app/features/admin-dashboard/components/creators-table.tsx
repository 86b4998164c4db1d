import { Fragment } from "react";
import { Form } from "react-router";
import { cellClasses, DataTable } from "~/components/admin/table";
import { buttonClasses } from "~/components/ui/button";
import type { AdminCreatorRow } from "~/domain/admin-rows";
import { ADMIN_INTENTS } from "~/features/admin-dashboard/admin-intents";
import { socialProfileUrl } from "~/features/creators/creator-schema";
import { useTranslation } from "~/i18n/use-translation";
import { DeskTimeCell } from "./desk-time-cell";
import { SetPasswordLink } from "./set-password-link";

/** 'Creator Signups': the applicant's name, email, city and social profiles, then the application's status and the decision buttons. */
/**
 * `decide`: whether the viewer's role may approve and reject (an owner's); without it the column
 * says who may. `approved`: the set-password link of the creator just approved, shown in a row
 * of its own under theirs, where the owner pressed Approve.
 */
export function CreatorsTable({
  rows,
  decide,
  approved,
  zone,
}: {
  rows: AdminCreatorRow[];
  decide: boolean;
  /** The desk's time zone, for when each creator applied. */
  zone: string;
  approved?: { creatorId: number; url: string };
}) {
  const { t } = useTranslation("admin");
  const columns = ["id", "name", "email", "city", "instagram", "tiktok", "applied", "status", "decision"] as const;
  const headers = columns.map((column) => t(`database.creators.headers.${column}`));
  return (
    <DataTable caption={t("database.creators.caption")} headers={headers} empty={t("database.creators.empty")}>
      {rows.map((creator) => (
        <Fragment key={creator.id}>
          <tr>
            <td className={cellClasses}>{creator.id}</td>
            <td className={cellClasses}>{creator.name}</td>
            <td className={`${cellClasses} break-all`}>{creator.email}</td>
            <td className={cellClasses}>{creator.city}</td>
            <td className={cellClasses}>
              <ProfileLink network="instagram" value={creator.instagram} />
            </td>
            <td className={cellClasses}>
              <ProfileLink network="tiktok" value={creator.tiktok} />
            </td>
            <td className={cellClasses}>
              <DeskTimeCell at={creator.appliedAt} zone={zone} />
            </td>
            <td className={`${cellClasses} capitalize`}>
              {isCreatorStatus(creator.status) ? t(`database.creators.statuses.${creator.status}`) : creator.status}
            </td>
            <td className={cellClasses}>
              {decide ? (
                <div className="flex gap-2">
                  {creator.status !== "approved" && (
                    <Decision creator={creator} intent={ADMIN_INTENTS.approve} label={t("database.creators.approve")} />
                  )}
                  {creator.status !== "rejected" && (
                    <Decision creator={creator} intent={ADMIN_INTENTS.reject} label={t("database.creators.reject")} />
                  )}
                </div>
              ) : (
                <span className="text-sm text-ink-soft">{t("database.creators.ownerDecides")}</span>
              )}
            </td>
          </tr>
          {approved?.creatorId === creator.id && (
            <tr>
              <td colSpan={headers.length} className={cellClasses}>
                <SetPasswordLink url={approved.url} name={creator.name} />
              </td>
            </tr>
          )}
        </Fragment>
      ))}
    </DataTable>
  );
}

function ProfileLink({ network, value }: { network: "instagram" | "tiktok"; value: string | null }) {
  const url = socialProfileUrl(network, value);
  if (!url) return <span className="text-ink-soft">{value || "—"}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer nofollow" className="text-brand-strong underline break-all">
      {value}
    </a>
  );
}

const CREATOR_STATUSES = ["pending", "approved", "rejected"] as const;

/** An application's status as the catalogue names it; one it does not know shows as stored. */
const isCreatorStatus = (status: string): status is (typeof CREATOR_STATUSES)[number] =>
  (CREATOR_STATUSES as readonly string[]).includes(status);

type DecisionIntent = typeof ADMIN_INTENTS.approve | typeof ADMIN_INTENTS.reject;

function Decision({ creator, intent, label }: { creator: AdminCreatorRow; intent: DecisionIntent; label: string }) {
  const { t } = useTranslation("admin");
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="creatorId" value={creator.id} />
      <button
        type="submit"
        aria-label={t("database.creators.decideName", { action: label, name: creator.name })}
        className={buttonClasses({ variant: intent === ADMIN_INTENTS.reject ? "outline" : "default", size: "sm" })}
      >
        {label}
      </button>
    </Form>
  );
}

import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { TabLink } from "~/components/ui/tab-link";
import { workspacePath } from "~/domain/admin-rows";
import { timeZoneOf } from "~/domain/city-dining";
import { ADMIN_INTENTS } from "~/features/admin-dashboard/admin-intents";
import { DeskTimeZoneSetting } from "~/features/queue/components/desk-time-zone-setting";
import { type QueueRowView, type QueueView, queueWords } from "~/features/queue/queue-words";
import { QUEUE_BUCKETS } from "~/features/queue/staff-queue";
import { languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "~/utils/cn";

/**
 * The signed-in person's queue: four tabs that are links (so they work without
 * JavaScript), each booking's next promise and how long is left, "overdue" in words as well as
 * in red, whose it is, and "Take it" on the unassigned ones (a plain POST form). In the
 * signed-in person's language.
 */

export function StaffQueue({
  queue,
  zone,
  deskZoneResult,
}: {
  queue: QueueView;
  /** The desk's time zone: the promises' due times are given in it, and owners may change it here. */
  zone: string;
  /** The server's answer to a refused "Desk time zone" form, for its field's error. */
  deskZoneResult?: SubmissionResult<string[]> | null;
}) {
  const { t, i18n } = useTranslation("admin");
  const words = queueWords(t, languageOf(i18n));
  return (
    <section aria-labelledby="queue-title" className="grid gap-4">
      <h2 id="queue-title" className="font-display text-2xl font-bold text-ink">
        {t("queue.title")}
      </h2>
      <nav aria-label={t("queue.tabsLabel")} className="flex flex-wrap gap-1 border-b border-line">
        {QUEUE_BUCKETS.map((bucket) => (
          <TabLink key={bucket} to={`?queue=${bucket}`} current={queue.bucket === bucket}>
            {t("shell.counted", { label: t(`queue.tabs.${bucket}`), count: queue.counts[bucket] })}
          </TabLink>
        ))}
      </nav>
      {queue.rows.length === 0 ? (
        <p className="text-ink-soft">{t(`queue.empty.${queue.bucket}`)}</p>
      ) : (
        <ol className="grid gap-2">
          {queue.rows.map((row) => (
            <QueueRow key={row.id} row={row} canTake={queue.canTake} zone={zone} words={words} />
          ))}
        </ol>
      )}
      {queue.pages > 1 && <QueuePages queue={queue} />}
      {queue.autoAssign && <AutoAssignSetting enabled={queue.autoAssign.enabled} />}
      {queue.autoAssign && <DeskTimeZoneSetting zone={zone} lastResult={deskZoneResult} />}
    </section>
  );
}

/** Plain links, so the next 50 open without JavaScript; each keeps the tab. */
function QueuePages({ queue }: { queue: QueueView }) {
  const { t } = useTranslation("admin");
  const href = (page: number) => `?queue=${queue.bucket}${page > 1 ? `&queuePage=${page}` : ""}`;
  return (
    <nav aria-label={t("queue.pagesLabel")} className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
      {queue.page > 1 && (
        <Link to={href(queue.page - 1)} className={buttonClasses({ variant: "outline", size: "sm" })}>
          {t("queue.previous")}
        </Link>
      )}
      <span>{t("queue.pageOf", { page: queue.page, pages: queue.pages })}</span>
      {queue.page < queue.pages && (
        <Link to={href(queue.page + 1)} className={buttonClasses({ variant: "outline", size: "sm" })}>
          {t("queue.next")}
        </Link>
      )}
    </nav>
  );
}

function QueueRow({
  row,
  canTake,
  zone,
  words,
}: {
  row: QueueRowView;
  canTake: boolean;
  zone: string;
  words: ReturnType<typeof queueWords>;
}) {
  const { t } = useTranslation("admin");
  const due = row.promise ? words.due(row.promise, zone, timeZoneOf(row.cityName)) : t("queue.nothingDue");
  const label = `queue-row-${row.id}`;
  return (
    <li
      className={cn(
        "flex min-w-0 flex-wrap items-center justify-between gap-3 rounded-xl border bg-surface p-3 sm:p-4",
        row.overdue ? "border-danger" : "border-line",
      )}
    >
      <div className="grid min-w-0 gap-0.5">
        <p id={label} className="min-w-0 break-words">
          <Link
            to={workspacePath(row.readableReference)}
            className="font-semibold text-ink underline underline-offset-4"
          >
            {`${row.name} · ${row.cityName}`}
          </Link>{" "}
          <span className="font-mono text-sm break-all text-ink-soft">{row.readableReference}</span>
        </p>
        <p className={row.overdue ? "font-semibold text-danger" : "text-ink"}>
          {row.leftMs !== null ? `${due} · ${words.left(row.leftMs, row.overdue)}` : due}
        </p>
        <p className="text-sm text-ink-soft">
          {row.assignee ? t("queue.concierge", { name: row.assignee }) : t("queue.unassigned")}
        </p>
        {row.unread > 0 && (
          <p className="text-sm font-semibold text-warning" data-testid="queue-unread">
            {t("queue.unread", { count: row.unread, waited: row.waited ?? "" })}
          </p>
        )}
      </div>
      {row.assignee === null && canTake && (
        <Form method="post">
          <input type="hidden" name="intent" value={ADMIN_INTENTS.take} />
          <input type="hidden" name="bookingId" value={row.id} />
          <Button type="submit" size="sm" aria-describedby={label}>
            {t("queue.take")}
          </Button>
        </Form>
      )}
    </li>
  );
}

/** The owners' setting: a checkbox and a save button, so it works without JavaScript. */
function AutoAssignSetting({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation("admin");
  return (
    // The key restarts the form after a save, so the box shows what is stored.
    <Form
      key={String(enabled)}
      method="post"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-line p-3"
    >
      <input type="hidden" name="intent" value={ADMIN_INTENTS.autoAssign} />
      <label className="flex min-w-0 items-start gap-2 text-ink">
        <input type="checkbox" name="enabled" defaultChecked={enabled} className="mt-1 size-4 shrink-0" />
        <span className="min-w-0">{t("queue.autoAssign")}</span>
      </label>
      <Button type="submit" variant="outline" size="sm">
        {t("queue.saveSetting")}
      </Button>
    </Form>
  );
}

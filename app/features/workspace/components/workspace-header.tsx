import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { StatusBadge } from "~/components/admin/status-badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { askedWith, type BookingStatus, IN_SERVICE, INITIAL_STATUS } from "~/domain/booking-lifecycle";
import { formatDeskTime } from "~/domain/desk-time";
import type { Deadline } from "~/domain/service-deadlines";
import type { WorkspaceConcierge } from "~/features/queue/queue-words";
import {
  type PrimaryAction,
  primaryActionOf,
  type Workspace,
  type WorkspaceActionData,
} from "~/features/workspace/booking-workspace";
import { WORKSPACE_INTENTS, type WorkspaceIntent } from "~/features/workspace/workspace-intents";
import { languageOf } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import { DeclineRequest } from "./workspace-request";
import { SendItinerary } from "./workspace-send-itinerary";

/**
 * The top of the workspace, laid out around what to do next: who and what the trip is, where it
 * is in the lifecycle, the next promise to the traveller with the time left, and one primary
 * action for this state; the other moves the lifecycle allows now sit beside it, smaller.
 */
export function WorkspaceHeader({
  workspace,
  concierge,
  zone,
  answer,
  children,
}: {
  workspace: Workspace;
  concierge: WorkspaceConcierge | null;
  /** The desk's time zone, for the team's own times. */
  zone: string;
  answer?: WorkspaceActionData;
  /** What another part of the page adds to the next action (kept here, by the primary action). */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation("workspace");
  const language = languageOf(i18n);
  const { booking } = workspace;
  const primary = primaryActionOf(workspace, concierge?.canTake ?? false);
  const primaryMove = primary?.kind === "move" ? primary.to : null;
  const others = workspace.moves.filter((to) => askedWith(to) === "nothing" && to !== primaryMove);
  const tel = booking.phone.replace(/[^\d+]/g, "");
  const request = booking.status === INITIAL_STATUS && booking.paymentStatus === "not_required";
  return (
    <section
      id="status"
      aria-labelledby="status-title"
      className="grid min-w-0 gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <div className="grid min-w-0 gap-1">
        <p className="font-mono text-sm break-all text-ink-soft" data-testid="readable-reference">
          {booking.readableReference}
        </p>
        <h1 id="status-title" className="font-display text-3xl font-bold break-words text-ink">
          {booking.name} · {booking.cityName}
        </h1>
        <p className="text-ink">
          {booking.checkIn} – {booking.checkOut} · {t("header.meals", { count: booking.reservations })}
        </p>
        <p className="min-w-0 text-sm text-ink-soft">
          <a className="break-all underline" href={`mailto:${booking.email}`}>
            {booking.email}
          </a>{" "}
          ·{" "}
          <a className="whitespace-nowrap underline" href={`tel:${tel}`}>
            {booking.phone}
          </a>{" "}
          · {t("header.booked", { time: formatDeskTime(booking.createdAt, zone, language) })}
        </p>
      </div>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <StatusBadge status={booking.status} label={t(`status.${booking.status}`)} />
        <span className="text-sm text-ink-soft">
          {concierge?.assignee ? t("header.hasIt", { name: concierge.assignee.name }) : t("header.nobody")}
        </span>
      </p>
      {IN_SERVICE.includes(booking.status) && (
        <NextPromise deadlines={workspace.deadlines} now={workspace.now} zone={zone} />
      )}
      {booking.status === INITIAL_STATUS && !request && <p className="text-ink-soft">{t("header.waitingToPay")}</p>}
      {booking.paymentRequestedAt && booking.status === INITIAL_STATUS && (
        <p>{t("header.paymentRequested", { time: formatDeskTime(booking.paymentRequestedAt, zone, language) })}</p>
      )}
      <div id="next-action" className="grid min-w-0 gap-2 empty:hidden">
        {primary && <Primary action={primary} withdrawalUntil={workspace.withdrawalUntil} />}
      </div>
      {children}
      {others.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {others.map((to) => (
            <MoveButton key={to} to={to} variant="outline" />
          ))}
        </div>
      )}
      {request && !booking.paymentRequestedAt && <DeclineRequest answer={answer} />}
    </section>
  );
}

function MoveButton({ to, variant }: { to: BookingStatus; variant?: "outline" }) {
  const { t } = useTranslation("workspace");
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={WORKSPACE_INTENTS.move} />
      <input type="hidden" name="to" value={to} />
      <Button type="submit" variant={variant} size={variant ? "sm" : undefined}>
        {t("header.moveTo", { status: t(`status.${to}`) })}
      </Button>
    </Form>
  );
}

/** A form that posts one intent with one button (the primary action's). */
function IntentButton({ intent, label, hint }: { intent: WorkspaceIntent; label: string; hint?: string }) {
  return (
    <Form method="post" className="grid gap-1">
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" className="justify-self-start" aria-describedby={hint ? `${intent}-hint` : undefined}>
        {label}
      </Button>
      {hint && (
        <p id={`${intent}-hint`} className="text-sm text-ink-soft">
          {hint}
        </p>
      )}
    </Form>
  );
}

function Primary({ action, withdrawalUntil }: { action: PrimaryAction; withdrawalUntil: string | null }) {
  const { t } = useTranslation("workspace");
  switch (action.kind) {
    case "take":
      return <IntentButton intent={WORKSPACE_INTENTS.take} label={t("header.take")} hint={t("header.takeHint")} />;
    case "request-payment":
      return (
        <IntentButton
          intent={WORKSPACE_INTENTS.requestPayment}
          label={t("header.requestPayment")}
          hint={t("header.requestPaymentHint")}
        />
      );
    case "record-tables":
      return (
        <div className="grid gap-1">
          <a href={`#meal-${action.meal}`} className={buttonClasses({ className: "justify-self-start" })}>
            {t("header.recordTables")}
          </a>
          <p className="text-sm text-ink-soft">{t("header.recordTablesHint")}</p>
        </div>
      );
    case "mark-booked":
      return (
        <IntentButton
          intent={WORKSPACE_INTENTS.markBooked}
          label={t("header.markBooked")}
          hint={t("header.markBookedHint")}
        />
      );
    case "send-itinerary":
      return <SendItinerary withdrawalUntil={withdrawalUntil} />;
    case "move":
      return <MoveButton to={action.to} />;
  }
}

const HOUR = 3_600_000;

/** "5 h left", "35 min left", "overdue by 3 h": the time to a promise, from the instant the page was built. */
function timeLeft(t: TFunction<"workspace">, dueAt: string, now: string): string {
  const ms = Date.parse(dueAt) - Date.parse(now);
  const span = Math.abs(ms);
  const words =
    span >= HOUR
      ? t("header.hours", { count: Math.floor(span / HOUR) })
      : t("header.minutes", { count: Math.max(1, Math.floor(span / 60_000)) });
  return ms >= 0 ? t("header.left", { span: words }) : t("header.overdueBy", { span: words });
}

/** The next promise still owed, with its due time and the time left; nothing once every promise is kept. */
function NextPromise({ deadlines, now, zone }: { deadlines: Deadline[]; now: string; zone: string }) {
  const { t, i18n } = useTranslation("workspace");
  const owed = deadlines.find((deadline) => deadline.metAt === null);
  if (!owed) return null;
  return (
    <p className={owed.overdue ? "font-semibold text-danger" : "font-semibold text-ink"}>
      {t("header.promise", {
        promise: t(`header.promises.${owed.kind}`),
        time: formatDeskTime(owed.dueAt, zone, languageOf(i18n)),
        left: timeLeft(t, owed.dueAt, now),
      })}
    </p>
  );
}

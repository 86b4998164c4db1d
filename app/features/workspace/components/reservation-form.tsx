import { getFormProps, getInputProps } from "@conform-to/react";
import { Form } from "react-router";
import { controlClasses, Field, hintIdOf, TextAreaField, TextField, useValidatedForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import type { DirectoryFill } from "~/features/restaurants/restaurants";
import type { Workspace, WorkspaceActionData, WorkspacePick } from "~/features/workspace/booking-workspace";
import { reservationSchemaFor } from "~/features/workspace/reservation-schema";
import { WORKSPACE_INTENTS } from "~/features/workspace/workspace-intents";
import { reservationMessages } from "~/features/workspace/workspace-text";
import { perLanguage } from "~/i18n/per-language";
import { useTranslation } from "~/i18n/use-translation";

/** The form's schema, its messages in the reader's language; made once per language (perLanguage). */
const schemaIn = (t: Parameters<typeof reservationMessages>[0]) => reservationSchemaFor(reservationMessages(t));

type Props = {
  meal: number;
  cityName: string;
  timeZone: string;
  stay: { checkIn: string; checkOut: string };
  saved: Workspace["reservations"][number] | undefined;
  /** A creator's pick chosen with 'Use this pick': fills what it knows. */
  pick: WorkspacePick | undefined;
  /** A restaurant chosen "From the directory": fills its name, address, map link and terms, and is recorded. */
  fromDirectory?: DirectoryFill;
  /** From the traveller's answers, when there are any. */
  suggested: { partySize?: number; date?: string | null; tableName: string };
  /** A traveller's change request being made: its new values win, and saving resolves it with the reply. */
  change?: ChangeAsked;
  answer?: WorkspaceActionData;
};

/** A change request as "Done" hands it over in the address (?change=&meal=&date=&time=&party=&reply=). */
export type ChangeAsked = {
  requestId: string;
  meal: number;
  date: string | null;
  time: string | null;
  party: string | null;
  reply: string;
};

export function changeAsked(params: URLSearchParams): ChangeAsked | undefined {
  const requestId = params.get("change");
  const meal = Number(params.get("meal"));
  if (!requestId || !/^\d{1,15}$/.test(requestId) || !Number.isSafeInteger(meal)) return undefined;
  return {
    requestId,
    meal,
    date: params.get("date"),
    time: params.get("time"),
    party: params.get("party"),
    reply: params.get("reply") ?? "",
  };
}

/** The table booked for one meal, in the city's local time; prefilled from what is already known. */
export function ReservationForm({
  meal,
  cityName,
  timeZone,
  stay,
  saved,
  pick,
  fromDirectory,
  suggested,
  change,
  answer,
}: Props) {
  const { t } = useTranslation("workspace");
  const schema = perLanguage(schemaIn, t);
  const mine =
    answer?.intent === WORKSPACE_INTENTS.reservation && answer.result?.initialValue?.mealPosition === String(meal);
  const replyError = mine ? answer?.result?.error?.reply?.[0] : undefined;
  const { form, fields, focus } = useValidatedForm({
    id: `reservation-${meal}`,
    schema,
    lastResult: mine ? answer?.result : null,
    defaultValue: {
      mealPosition: String(meal),
      recommendationId: pick ? String(pick.id) : saved?.recommendationId ? String(saved.recommendationId) : "",
      // The directory's choice wins over a pick's words; a pick alone is no directory entry.
      restaurantId: fromDirectory
        ? String(fromDirectory.restaurantId)
        : !pick && saved?.restaurantId
          ? String(saved.restaurantId)
          : "",
      restaurantName: fromDirectory?.restaurantName ?? pick?.restaurantName ?? saved?.restaurantName ?? "",
      address: fromDirectory?.address ?? saved?.address ?? "",
      mapsUrl: fromDirectory?.mapsUrl ?? pick?.googleMapsLink ?? saved?.mapsUrl ?? "",
      localDate: change?.date ?? saved?.localDate ?? suggested.date ?? "",
      localTime: change?.time ?? saved?.localTime ?? "",
      partySize: change?.party ?? String(saved?.partySize ?? suggested.partySize ?? 2),
      tableName: saved?.tableName ?? suggested.tableName,
      confirmationCode: saved?.confirmationCode ?? "",
      dishTips: pick?.dishSuggestion ?? saved?.dishTips ?? "",
      travellerNote: saved?.travellerNote ?? "",
      cancellationNote: fromDirectory?.cancellationNote ?? saved?.cancellationNote ?? "",
    },
  });
  const auto = (name: string) => (focus === name ? { autoFocus: true } : {});
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4" aria-label={t("reservation.label", { meal })}>
      <input type="hidden" name="intent" value={WORKSPACE_INTENTS.reservation} />
      <input {...getInputProps(fields.mealPosition, { type: "hidden" })} />
      <input {...getInputProps(fields.recommendationId, { type: "hidden" })} />
      <input {...getInputProps(fields.restaurantId, { type: "hidden" })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.restaurantName} label={t("reservation.restaurantName")} {...auto("restaurantName")} />
        <TextField meta={fields.address} label={t("reservation.address")} {...auto("address")} />
        <TextField
          meta={fields.mapsUrl}
          type="url"
          label={t("reservation.mapsUrl")}
          hint={t("reservation.mapsUrlHint")}
          optional
          {...auto("mapsUrl")}
        />
        <TextField meta={fields.tableName} label={t("reservation.tableName")} {...auto("tableName")} />
        <Field
          meta={fields.localDate}
          label={t("reservation.localDate")}
          hint={t("reservation.localDateHint", { from: stay.checkIn, to: stay.checkOut })}
        >
          <input
            {...getInputProps(fields.localDate, { type: "date", ariaDescribedBy: hintIdOf(fields.localDate) })}
            min={stay.checkIn}
            max={stay.checkOut}
            aria-required
            className={controlClasses}
            {...auto("localDate")}
          />
        </Field>
        <Field
          meta={fields.localTime}
          label={t("reservation.localTime")}
          hint={t("reservation.localTimeHint", { city: cityName, zone: timeZone })}
        >
          <input
            {...getInputProps(fields.localTime, { type: "time", ariaDescribedBy: hintIdOf(fields.localTime) })}
            aria-required
            className={controlClasses}
            {...auto("localTime")}
          />
        </Field>
        <Field meta={fields.partySize} label={t("reservation.partySize")}>
          <input
            {...getInputProps(fields.partySize, { type: "number" })}
            min={1}
            max={20}
            aria-required
            className={controlClasses}
            {...auto("partySize")}
          />
        </Field>
        <TextField
          meta={fields.confirmationCode}
          label={t("reservation.confirmationCode")}
          optional
          {...auto("confirmationCode")}
        />
      </div>
      <TextAreaField meta={fields.dishTips} label={t("reservation.dishTips")} optional {...auto("dishTips")} />
      <TextAreaField
        meta={fields.travellerNote}
        label={t("reservation.travellerNote")}
        optional
        {...auto("travellerNote")}
      />
      <TextAreaField
        meta={fields.cancellationNote}
        label={t("reservation.cancellationNote")}
        optional
        {...auto("cancellationNote")}
      />
      {change && <ChangeReply change={change} error={replyError} />}
      <Button type="submit" className="justify-self-start">
        {t(change ? "reservation.saveResolve" : saved ? "reservation.update" : "reservation.save", { meal })}
      </Button>
    </Form>
  );
}

/** The change request this save resolves, and the reply the traveller gets with it (one email). */
function ChangeReply({ change, error }: { change: ChangeAsked; error: string | undefined }) {
  const { t } = useTranslation("workspace");
  const id = `change-${change.requestId}-reply`;
  return (
    <div className="grid gap-2 rounded-lg border border-warning bg-warning-soft p-3" data-testid="change-to-make">
      <input type="hidden" name="changeRequest" value={change.requestId} />
      <p className="font-semibold text-ink">
        {t("reservation.change", {
          asks: [
            change.date,
            change.time,
            change.party ? t("reservation.changeParty", { count: Number(change.party) }) : null,
          ]
            .filter(Boolean)
            .join(", "),
        })}
      </p>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t("reservation.reply")}
      </label>
      <textarea
        id={id}
        name="reply"
        rows={3}
        maxLength={2000}
        defaultValue={change.reply}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className={`${controlClasses} h-auto py-2`}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {t("reservation.replyHint")}
        </p>
      )}
    </div>
  );
}

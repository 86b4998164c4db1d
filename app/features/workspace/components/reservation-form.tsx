import { getFormProps, getInputProps } from "@conform-to/react";
import { Form } from "react-router";
import { controlClasses, Field, hintIdOf, TextAreaField, TextField, useValidatedForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import type { Workspace, WorkspaceActionData, WorkspacePick } from "~/features/workspace/booking-workspace";
import { reservationSchema } from "~/features/workspace/reservation-schema";
import { WORKSPACE_INTENTS } from "~/features/workspace/workspace-intents";

type Props = {
  meal: number;
  cityName: string;
  timeZone: string;
  stay: { checkIn: string; checkOut: string };
  saved: Workspace["reservations"][number] | undefined;
  /** A creator's pick chosen with 'Use this pick': fills what it knows. */
  pick: WorkspacePick | undefined;
  /** From the traveller's answers, when there are any. */
  suggested: { partySize?: number; date?: string | null; tableName: string };
  answer?: WorkspaceActionData;
};

/** The table booked for one meal, in the city's local time; prefilled from what is already known. */
export function ReservationForm({ meal, cityName, timeZone, stay, saved, pick, suggested, answer }: Props) {
  const mine =
    answer?.intent === WORKSPACE_INTENTS.reservation && answer.result?.initialValue?.mealPosition === String(meal);
  const { form, fields, focus } = useValidatedForm({
    id: `reservation-${meal}`,
    schema: reservationSchema,
    lastResult: mine ? answer?.result : null,
    defaultValue: {
      mealPosition: String(meal),
      recommendationId: pick ? String(pick.id) : saved?.recommendationId ? String(saved.recommendationId) : "",
      restaurantName: pick?.restaurantName ?? saved?.restaurantName ?? "",
      address: saved?.address ?? "",
      mapsUrl: pick?.googleMapsLink ?? saved?.mapsUrl ?? "",
      localDate: saved?.localDate ?? suggested.date ?? "",
      localTime: saved?.localTime ?? "",
      partySize: String(saved?.partySize ?? suggested.partySize ?? 2),
      tableName: saved?.tableName ?? suggested.tableName,
      confirmationCode: saved?.confirmationCode ?? "",
      dishTips: pick?.dishSuggestion ?? saved?.dishTips ?? "",
      travellerNote: saved?.travellerNote ?? "",
      cancellationNote: saved?.cancellationNote ?? "",
    },
  });
  const auto = (name: string) => (focus === name ? { autoFocus: true } : {});
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4" aria-label={`Reservation for meal ${meal}`}>
      <input type="hidden" name="intent" value={WORKSPACE_INTENTS.reservation} />
      <input {...getInputProps(fields.mealPosition, { type: "hidden" })} />
      <input {...getInputProps(fields.recommendationId, { type: "hidden" })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.restaurantName} label="Restaurant" {...auto("restaurantName")} />
        <TextField meta={fields.address} label="Address" {...auto("address")} />
        <TextField
          meta={fields.mapsUrl}
          type="url"
          label="Map link"
          hint="An https:// link to Google Maps, Apple Maps or OpenStreetMap."
          optional
          {...auto("mapsUrl")}
        />
        <TextField meta={fields.tableName} label="Table under the name" {...auto("tableName")} />
        <Field meta={fields.localDate} label="Date" hint={`Within the stay: ${stay.checkIn} to ${stay.checkOut}.`}>
          <input
            {...getInputProps(fields.localDate, { type: "date", ariaDescribedBy: hintIdOf(fields.localDate) })}
            min={stay.checkIn}
            max={stay.checkOut}
            aria-required
            className={controlClasses}
            {...auto("localDate")}
          />
        </Field>
        <Field meta={fields.localTime} label="Time" hint={`Local time in ${cityName} (${timeZone}).`}>
          <input
            {...getInputProps(fields.localTime, { type: "time", ariaDescribedBy: hintIdOf(fields.localTime) })}
            aria-required
            className={controlClasses}
            {...auto("localTime")}
          />
        </Field>
        <Field meta={fields.partySize} label="Party size">
          <input
            {...getInputProps(fields.partySize, { type: "number" })}
            min={1}
            max={20}
            aria-required
            className={controlClasses}
            {...auto("partySize")}
          />
        </Field>
        <TextField meta={fields.confirmationCode} label="Confirmation code" optional {...auto("confirmationCode")} />
      </div>
      <TextAreaField meta={fields.dishTips} label="Dish tips" optional {...auto("dishTips")} />
      <TextAreaField meta={fields.travellerNote} label="Note for the traveller" optional {...auto("travellerNote")} />
      <TextAreaField
        meta={fields.cancellationNote}
        label="Restaurant's cancellation terms (sent in the reminder the day before)"
        optional
        {...auto("cancellationNote")}
      />
      <Button type="submit" className="justify-self-start">
        {saved ? `Update meal ${meal}` : `Save meal ${meal}`}
      </Button>
    </Form>
  );
}

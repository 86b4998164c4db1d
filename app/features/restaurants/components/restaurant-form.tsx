import { getFormProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { controlClasses, Field, TextAreaField, TextField, useValidatedForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { restaurantSchema } from "~/features/restaurants/restaurant-schema";
import type { RestaurantRow } from "~/features/restaurants/restaurant-tables";
import { BOOKING_METHODS, DIRECTORY_CITIES, priceInWords, WEEK_DAYS } from "~/features/restaurants/restaurants";
import { RESTAURANT_INTENTS } from "~/features/restaurants/restaurants-intents";
import { useTranslation } from "~/i18n/use-translation";

type Intent = (typeof RESTAURANT_INTENTS)["add" | "edit"];

/** The form's starting values: the stored restaurant's (to edit), or an empty one in the city searched. */
function startingValues(saved: RestaurantRow | undefined, city: string) {
  if (!saved) return { cityName: city, priceLevel: "2", bookingMethod: "phone", openingDays: [] as string[] };
  return {
    ...Object.fromEntries(Object.entries(saved).map(([key, value]) => [key, value === null ? "" : String(value)])),
    openingDays: saved.openingDays.split(",").filter(Boolean),
  };
}

/**
 * A restaurant's add or edit form: labelled fields, each error under its field and tied to it,
 * and without JavaScript the server's answer focuses the first refused field.
 */
export function RestaurantForm({
  intent,
  saved,
  city = "",
  lastResult,
  titleId,
}: {
  intent: Intent;
  saved?: RestaurantRow;
  city?: string;
  lastResult?: SubmissionResult<string[]> | null;
  titleId: string;
}) {
  const { t } = useTranslation("workspace");
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const { form, fields, focus } = useValidatedForm({
    id: intent,
    schema: restaurantSchema,
    lastResult,
    defaultValue: startingValues(saved, city),
  });
  const auto = (name: string) => (focus === name ? { autoFocus: true } : {});
  const days = fields.openingDays.initialValue;
  const checked = new Set(Array.isArray(days) ? days : typeof days === "string" ? [days] : []);
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="grid gap-4" aria-labelledby={titleId}>
      <input type="hidden" name="intent" value={intent} />
      {form.errors?.[0] && (
        <p id={form.errorId} role="alert" className="text-sm font-medium text-danger">
          {form.errors[0]}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field meta={fields.cityName} label={t("restaurantForm.city")}>
          <select {...getSelectProps(fields.cityName)} aria-required className={controlClasses} {...auto("cityName")}>
            <option value="">{t("restaurantForm.chooseCity")}</option>
            {DIRECTORY_CITIES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </Field>
        <TextField meta={fields.name} label={t("restaurantForm.name")} autoComplete="off" {...auto("name")} />
        <TextField meta={fields.address} label={t("restaurantForm.address")} autoComplete="off" {...auto("address")} />
        <TextField
          meta={fields.mapsUrl}
          type="url"
          label={t("restaurantForm.mapsUrl")}
          hint={t("restaurantForm.mapsUrlHint")}
          optional
          {...auto("mapsUrl")}
        />
        <TextField
          meta={fields.latitude}
          label={t("restaurantForm.latitude")}
          hint={t("restaurantForm.latitudeHint")}
          optional
          {...auto("latitude")}
        />
        <TextField
          meta={fields.longitude}
          label={t("restaurantForm.longitude")}
          hint={t("restaurantForm.longitudeHint")}
          optional
          {...auto("longitude")}
        />
        <TextField
          meta={fields.phone}
          label={t("restaurantForm.phone")}
          autoComplete="off"
          optional
          {...auto("phone")}
        />
        <TextField meta={fields.website} type="url" label={t("restaurantForm.website")} optional {...auto("website")} />
        <TextField
          meta={fields.cuisine}
          label={t("restaurantForm.cuisine")}
          hint={t("restaurantForm.cuisineHint")}
          optional
          {...auto("cuisine")}
        />
        <Field meta={fields.priceLevel} label={t("restaurantForm.priceLevel")}>
          <select
            {...getSelectProps(fields.priceLevel)}
            aria-required
            className={controlClasses}
            {...auto("priceLevel")}
          >
            {[1, 2, 3, 4].map((level) => (
              <option key={level} value={String(level)}>
                {t("restaurantForm.priceOption", { price: priceInWords(level), level })}
              </option>
            ))}
          </select>
        </Field>
        <Field meta={fields.bookingMethod} label={t("restaurantForm.howToBook")}>
          <select
            {...getSelectProps(fields.bookingMethod)}
            aria-required
            className={controlClasses}
            {...auto("bookingMethod")}
          >
            {BOOKING_METHODS.map((method) => (
              <option key={method} value={method}>
                {t(`restaurants.methods.${method}`)}
              </option>
            ))}
          </select>
        </Field>
        <TextField
          meta={fields.bookingDetails}
          label={t("restaurantForm.bookingDetails")}
          hint={t("restaurantForm.bookingDetailsHint")}
          optional
          {...auto("bookingDetails")}
        />
      </div>
      <TextAreaField
        meta={fields.cancellationTerms}
        label={t("restaurantForm.cancellationTerms")}
        hint={t("restaurantForm.cancellationTermsHint")}
        optional
        {...auto("cancellationTerms")}
      />
      <TextAreaField
        meta={fields.noShowTerms}
        label={t("restaurantForm.noShowTerms")}
        optional
        {...auto("noShowTerms")}
      />
      <TextAreaField meta={fields.teamNotes} label={t("restaurantForm.teamNotes")} optional {...auto("teamNotes")} />
      <fieldset
        className="grid gap-2"
        aria-describedby={fields.openingDays.errors ? fields.openingDays.errorId : undefined}
      >
        <legend className="text-sm font-semibold text-ink">{t("restaurantForm.openingDays")}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {WEEK_DAYS.map((day) => (
            <label key={day} className="flex min-h-11 items-center gap-2 text-ink">
              <input
                type="checkbox"
                name={fields.openingDays.name}
                value={day}
                defaultChecked={checked.has(day)}
                className="size-5"
              />
              {t(`restaurants.days.${day}`)}
            </label>
          ))}
        </div>
        <p id={fields.openingDays.errorId} className="text-sm font-medium text-danger empty:hidden">
          {fields.openingDays.errors?.[0]}
        </p>
      </fieldset>
      <div>
        <Button type="submit" disabled={sending}>
          {intent === RESTAURANT_INTENTS.add
            ? t(sending ? "restaurantForm.adding" : "restaurantForm.addButton")
            : t(sending ? "restaurantForm.saving" : "restaurantForm.save")}
        </Button>
      </div>
    </Form>
  );
}

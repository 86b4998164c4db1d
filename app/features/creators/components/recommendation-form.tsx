import { getFormProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { controlClasses, Field, TextAreaField, TextField, useValidatedForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { DASHBOARD_INTENTS } from "~/features/creators/dashboard-intents";
import { recommendationMessages } from "~/features/creators/dashboard-text";
import { recommendationSchemaFor } from "~/features/creators/recommendation-schema";
import type { DirectoryEntry } from "~/features/restaurants/restaurants";
import { pathInLanguage } from "~/i18n/languages";
import { perLanguage } from "~/i18n/per-language";
import { useSharedDashboardWords } from "./use-dashboard-words";

/** The form's schema, its messages in the reader's language; made once per language (perLanguage). */
const schemaIn = (t: Parameters<typeof recommendationMessages>[0]) =>
  recommendationSchemaFor(recommendationMessages(t));

/**
 * One request's add-recommendation form; its errors come back only to this form. With a
 * directory restaurant chosen, the pick is that restaurant (its name and map link filled in, its
 * id sent); otherwise the name is typed, and an address adds it to the directory for review.
 */
export function RecommendationForm({
  bookingId,
  travellerName,
  meals,
  chosen,
  lastResult,
}: {
  bookingId: number;
  travellerName: string;
  meals: { position: number; label: string }[];
  chosen: DirectoryEntry | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t, language } = useSharedDashboardWords();
  const schema = perLanguage(schemaIn, t);
  const navigation = useNavigation();
  const mine =
    navigation.formData?.get("intent") === DASHBOARD_INTENTS.recommend &&
    navigation.formData.get("bookingId") === String(bookingId);
  // Busy from the click until the page has reloaded with the pick (submitting, then loading): a
  // saved pick replaces this form with an empty one, so anything typed meanwhile (the next pick,
  // started at once) would vanish without a word. The fields wait instead, greyed out.
  const busy = mine && navigation.state !== "idle";
  const { form, fields, focus } = useValidatedForm({
    id: `recommend-${bookingId}`,
    schema,
    lastResult,
    defaultValue: chosen ? { restaurantName: chosen.name, googleMapsLink: chosen.mapsUrl } : undefined,
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      noValidate
      // Two travellers may share a name; the request number keeps each form landmark unique.
      aria-label={t("recommend.label", { name: travellerName, id: bookingId })}
      className="grid grid-cols-1 gap-4 rounded-xl border border-line bg-canvas p-4"
    >
      <input type="hidden" name="intent" value={DASHBOARD_INTENTS.recommend} />
      <input type="hidden" name="bookingId" value={bookingId} />
      <fieldset disabled={busy} className="grid min-w-0 grid-cols-1 gap-4 disabled:opacity-70">
        <Field meta={fields.mealPosition} label={t("recommend.meal")}>
          <select
            {...getSelectProps(fields.mealPosition)}
            aria-required
            className={controlClasses}
            // biome-ignore lint/a11y/noAutofocus: set only on the first invalid field of a failed no-JavaScript submit
            autoFocus={focus === "mealPosition"}
          >
            <option value="">{t("recommend.chooseMeal")}</option>
            {meals.map((meal) => (
              <option key={meal.position} value={meal.position}>
                {meal.label}
              </option>
            ))}
          </select>
        </Field>
        {chosen ? (
          <p className="grid gap-1 rounded-lg bg-muted px-3 py-2 text-sm text-ink">
            <input type="hidden" name="restaurantId" value={chosen.id} />
            <input type="hidden" name={fields.restaurantName.name} value={chosen.name} />
            <span className="font-semibold break-words">
              {t("recommend.fromDirectory", { name: chosen.name, address: chosen.address })}
            </span>
            <Link
              to={`${pathInLanguage("/dashboard", language)}?tab=requests#recommend-${bookingId}`}
              className="justify-self-start font-semibold text-brand-strong underline underline-offset-4"
            >
              {t("recommend.another")}
            </Link>
          </p>
        ) : (
          <TextField
            meta={fields.restaurantName}
            label={t("recommend.restaurant")}
            autoFocus={focus === "restaurantName"}
          />
        )}
        <TextField
          meta={fields.googleMapsLink}
          label={t("recommend.mapLink")}
          type="url"
          placeholder="https://maps.google.com/…"
          autoFocus={focus === "googleMapsLink"}
        />
        {!chosen && (
          <TextField
            meta={fields.address}
            label={t("recommend.address")}
            hint={t("recommend.addressHint")}
            optional
            autoComplete="off"
            autoFocus={focus === "address"}
          />
        )}
        <TextAreaField
          meta={fields.dishSuggestion}
          label={t("recommend.dish")}
          autoFocus={focus === "dishSuggestion"}
        />
        <Button type="submit" className="justify-self-start">
          {busy ? t("recommend.submitting") : t("recommend.submit")}
        </Button>
      </fieldset>
    </Form>
  );
}

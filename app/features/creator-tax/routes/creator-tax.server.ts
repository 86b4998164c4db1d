import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { requireCreator } from "~/auth/creator-auth.server";
import { toastMessage } from "~/domain/toast";
import { formValuesOf, type TaxWords, taxDetailsInput, taxDetailsSchemaFor } from "~/features/creator-tax/tax-details";
import { countryChoices, saveTaxDetails, taxDetailsOf, taxToday } from "~/features/creator-tax/tax-details.server";
import { readForm } from "~/http/form-body.server";
import { redirectWithToast } from "~/http/toast.server";
import { requestWords } from "~/i18n/i18n.server";
import type { Route } from "../../../routes/creator/+types/tax";

/**
 * The creator's tax details (/dashboard/tax), signed in only: their own row, never another's.
 * The page has one form; its post replaces the creator's details and goes back to the dashboard.
 */

async function pageOf(request: Request) {
  const creator = await requireCreator(request);
  const { t, page, language } = await requestWords(request, "dashboard");
  const words = t("tax", { returnObjects: true }) as TaxWords;
  const countries = countryChoices(language);
  const today = taxToday();
  return { creator, t, page, language, words, countries, today };
}

export async function creatorTaxLoader({ request }: Route.LoaderArgs) {
  const { creator, words, countries, today } = await pageOf(request);
  const row = taxDetailsOf(creator.id);
  return data(
    {
      meta: { title: words.meta.title, description: words.meta.description },
      countries,
      today,
      values: formValuesOf(row),
      updatedAt: row?.updatedAt ?? null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function creatorTaxAction({ request, context }: Route.ActionArgs) {
  const { creator, page, words, countries, today } = await pageOf(request);
  const form = await readForm(request);
  // The form names no creator: one naming another (a forged post) is answered as a page that is not there.
  const named = form.get("creatorId");
  if (named !== null && named !== String(creator.id)) throw data("Not found", { status: 404 });
  const schema = taxDetailsSchemaFor(words.messages, { today, countries: new Set(countries.map((c) => c.code)) });
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") {
    return data(
      { result: submission.reply(), toast: toastMessage({ ...words.invalid, variant: "destructive" }) },
      { status: 400 },
    );
  }
  saveTaxDetails(creator.id, taxDetailsInput(submission.value), context.clientAddress);
  return redirectWithToast(page("/dashboard"), words.saved);
}

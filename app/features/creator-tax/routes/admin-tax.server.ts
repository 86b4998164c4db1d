import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { ADMIN_TOASTS } from "~/domain/admin-toasts";
import { formValuesOf, taxDetailsInput, taxDetailsSchemaFor } from "~/features/creator-tax/tax-details";
import {
  approvedCreator,
  correctTaxDetails,
  countryChoices,
  creatorsTaxState,
  taxDetailsOf,
  taxToday,
} from "~/features/creator-tax/tax-details.server";
import { adminAction, adminLoader } from "~/features/staff/routes/gate.server";
import { viewerLanguage } from "~/features/staff/viewer-language.server";
import { throwDomainErrorPage } from "~/http/domain-errors.server";
import { redirectWithToast } from "~/http/toast.server";
import { loadCatalogs } from "~/i18n/catalog";
import { translator } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";

/**
 * The owners' view of creators' tax details (/admin/tax-details, and each creator's at
 * /admin/tax-details/:creatorId) and their correction with a reason. Owners only
 * ("creators.tax"): a concierge gets the 403 page, nobody signed in is sent to sign in, and a
 * creator id that is not an approved creator's is a 404. The page speaks the viewer's language.
 */

const PERMISSION = "creators.tax";

export const taxListLoader = adminLoader(PERMISSION, () => ({ creators: creatorsTaxState() }));

/** The creator the URL names, or the 404 page: an id that is not a number, or no approved creator. */
function creatorOf(param: string | undefined) {
  const id = /^[1-9]\d{0,15}$/.test(param ?? "") ? Number(param) : Number.NaN;
  const creator = Number.isSafeInteger(id) ? approvedCreator(id) : undefined;
  if (!creator) throw data("Not found", { status: 404 });
  return creator;
}

/** The form's words in the owner's language: the creators' own (`dashboard`'s tax form), as they read them. */
const taxWordsIn = async (language: Language) => (await loadCatalogs(language, ["dashboard"])).dashboard.tax;

export const taxCreatorLoader = adminLoader(
  PERMISSION,
  async ({ params }: { request: Request; params: { creatorId?: string } }, viewer) => {
    const language = viewerLanguage(viewer);
    const creator = creatorOf(params.creatorId);
    const row = taxDetailsOf(creator.id);
    return {
      creator,
      details: row ?? null,
      values: formValuesOf(row),
      words: await taxWordsIn(language),
      countries: countryChoices(language),
      today: taxToday(),
    };
  },
);

export const taxCreatorAction = adminAction(
  { refused: (check) => ADMIN_TOASTS.authFailed(check.status, check.message) },
  PERMISSION,
  async (
    form,
    args: { request: Request; params: { creatorId?: string }; context: { clientAddress: string } },
    viewer,
  ) => {
    const language = viewerLanguage(viewer);
    const t = await translator(language, "money");
    const creator = creatorOf(args.params.creatorId);
    // Nothing to correct yet: the creator gives their details first.
    if (!taxDetailsOf(creator.id)) throw data("Not found", { status: 404 });
    const list = countryChoices(language);
    const schema = taxDetailsSchemaFor((await taxWordsIn(language)).messages, {
      today: taxToday(),
      countries: new Set(list.map((country) => country.code)),
      withReason: true,
    });
    const submission = parseWithZod(form, { schema });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    if (viewer.kind !== "staff") {
      return data({ result: submission.reply({ formErrors: [t("taxDetails.noOwnerYet")] }) }, { status: 409 });
    }
    try {
      correctTaxDetails(viewer.actor, creator.id, taxDetailsInput(submission.value), args.context.clientAddress);
    } catch (error) {
      throwDomainErrorPage(error);
    }
    return redirectWithToast(`/admin/tax-details/${creator.id}`, {
      title: t("taxDetails.corrected"),
      description: t("taxDetails.correctedText", { name: creator.name }),
    });
  },
);

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
import { throwDomainErrorPage } from "~/http/domain-errors.server";
import { redirectWithToast } from "~/http/toast.server";
import en from "~/i18n/locales/en/dashboard";

/**
 * The owners' view of creators' tax details (/admin/tax-details, and each creator's at
 * /admin/tax-details/:creatorId) and their correction with a reason. Owners only
 * ("creators.tax"): a concierge gets the 403 page, nobody signed in is sent to sign in, and a
 * creator id that is not an approved creator's is a 404. The team's screens speak English.
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

const countries = () => countryChoices("en");

export const taxCreatorLoader = adminLoader(
  PERMISSION,
  ({ params }: { request: Request; params: { creatorId?: string } }) => {
    const creator = creatorOf(params.creatorId);
    const row = taxDetailsOf(creator.id);
    return {
      creator,
      details: row ?? null,
      values: formValuesOf(row),
      words: en.tax,
      countries: countries(),
      today: taxToday(),
    };
  },
);

const NO_OWNER_YET = "Create the first owner account on /admin first: a correction is made in an owner's name.";

export const taxCreatorAction = adminAction(
  { refused: (check) => ADMIN_TOASTS.authFailed(check.status, check.message) },
  PERMISSION,
  (form, args: { request: Request; params: { creatorId?: string }; context: { clientAddress: string } }, viewer) => {
    const creator = creatorOf(args.params.creatorId);
    // Nothing to correct yet: the creator gives their details first.
    if (!taxDetailsOf(creator.id)) throw data("Not found", { status: 404 });
    const list = countries();
    const schema = taxDetailsSchemaFor(en.tax.messages, {
      today: taxToday(),
      countries: new Set(list.map((country) => country.code)),
      withReason: true,
    });
    const submission = parseWithZod(form, { schema });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    if (viewer.kind !== "staff") {
      return data({ result: submission.reply({ formErrors: [NO_OWNER_YET] }) }, { status: 409 });
    }
    try {
      correctTaxDetails(viewer.actor, creator.id, taxDetailsInput(submission.value), args.context.clientAddress);
    } catch (error) {
      throwDomainErrorPage(error);
    }
    return redirectWithToast(`/admin/tax-details/${creator.id}`, {
      title: "Tax details corrected",
      description: `${creator.name}'s details are saved; the reason is in the audit log.`,
    });
  },
);

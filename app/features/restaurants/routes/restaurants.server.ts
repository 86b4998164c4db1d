import type { TFunction } from "i18next";
import { data, redirect } from "react-router";
import { type AdminViewer, adminViewer, demand, requireStaff, signInPath } from "~/auth/staff-auth.server";
import { ADMIN_TOASTS } from "~/domain/admin-toasts";
import { InvalidInputError, NotFoundError } from "~/domain/errors";
import { rankedRestaurants } from "~/features/restaurants/directory-picks.server";
import { exportRestaurants, importRestaurants } from "~/features/restaurants/restaurant-import.server";
import {
  listPendingRestaurant,
  mergePendingRestaurant,
  pendingReviews,
} from "~/features/restaurants/restaurant-review.server";
import {
  directorySearch,
  listReviewSchema,
  mergeReviewSchema,
  restaurantSchema,
} from "~/features/restaurants/restaurant-schema";
import {
  addRestaurant,
  restaurantById,
  restaurantHistory,
  updateRestaurant,
} from "~/features/restaurants/restaurants.server";
import { RESTAURANT_INTENTS } from "~/features/restaurants/restaurants-intents";
import { adminAction, adminLoader } from "~/features/staff/routes/gate.server";
import { ownerExists } from "~/features/staff/staff-accounts.server";
import { viewerLanguage } from "~/features/staff/viewer-language.server";
import { throwDomainErrorPage } from "~/http/domain-errors.server";
import { downloadResponse } from "~/http/download.server";
import { readForm } from "~/http/form-body.server";
import { defineIntents, type PassedSubmission } from "~/http/intents.server";
import { redirectWithToast } from "~/http/toast.server";
import { translator } from "~/i18n/i18n.server";

/**
 * The directory's pages, for everyone who works bookings (owners and concierges: booking.work):
 * the list with its search and the add form, one restaurant with its history and the edit form,
 * the CSV export and the import. A refused form answers 400 (409 for a place already listed)
 * with its errors by the fields, nothing stored.
 */

/** The person's words (the "workspace" catalogue in their language; English for the shared token). */
const wordsOf = (viewer: AdminViewer) => translator(viewerLanguage(viewer), "workspace");

const refusedToast = {
  refused: (check: { status: number; message: string }) => ADMIN_TOASTS.authFailed(check.status, check.message),
};

export const restaurantsLoader = adminLoader("booking.work", ({ request }: { request: Request }) => {
  const search = directorySearch(new URL(request.url).searchParams);
  const restaurants = rankedRestaurants(search);
  return { search, restaurants, pending: pendingReviews() };
});

/** A form refused by the service (a duplicate, a vanished entry), its message by the name field. */
function refusal<V>(intent: string, submission: PassedSubmission<V>, error: InvalidInputError | NotFoundError) {
  const fieldErrors =
    error instanceof InvalidInputError
      ? Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, [v]]))
      : undefined;
  return data(
    { intent, result: submission.reply({ fieldErrors, formErrors: fieldErrors ? undefined : [error.message] }) },
    { status: error instanceof NotFoundError ? 404 : 409 },
  );
}

type ListContext = { viewer: AdminViewer; clientAddress: string; t: TFunction<"workspace"> };

const listIntents = defineIntents<ListContext>()(
  { add: RESTAURANT_INTENTS.add, list: RESTAURANT_INTENTS.list, merge: RESTAURANT_INTENTS.merge },
  {
    add: {
      schema: restaurantSchema,
      invalid: ({ submission }) =>
        data({ intent: RESTAURANT_INTENTS.add, result: submission.reply() }, { status: 400 }),
      handle: ({ value, submission, t }) => {
        try {
          const added = addRestaurant(value);
          return redirectWithToast(`/admin/restaurants/${added.id}`, {
            title: t("restaurantToasts.added"),
            description: t("restaurantToasts.addedText", { name: added.name, city: added.cityName }),
          });
        } catch (error) {
          if (!(error instanceof InvalidInputError)) throw error;
          return refusal(RESTAURANT_INTENTS.add, submission, error);
        }
      },
    },
    list: {
      permission: "booking.work",
      schema: listReviewSchema,
      invalid: () => {
        throw data("Unknown restaurant", { status: 400 });
      },
      handle: ({ value, viewer, clientAddress, t }) => {
        try {
          const listed = listPendingRestaurant(value.restaurantId, { actor: viewer.actor, clientAddress });
          return redirectWithToast("/admin/restaurants", {
            title: t("restaurantToasts.listed"),
            description: t("restaurantToasts.listedText", { name: listed.name, city: listed.cityName }),
          });
        } catch (error) {
          throwDomainErrorPage(error);
        }
      },
    },
    merge: {
      permission: "booking.work",
      schema: mergeReviewSchema,
      invalid: () => {
        throw data("Unknown restaurant", { status: 400 });
      },
      handle: ({ value, viewer, clientAddress, t }) => {
        try {
          const { merged, into, picks } = mergePendingRestaurant(value.restaurantId, value.into, {
            actor: viewer.actor,
            clientAddress,
          });
          return redirectWithToast(`/admin/restaurants/${into.id}`, {
            title: t("restaurantToasts.merged"),
            description: t("restaurantToasts.mergedText", { merged: merged.name, into: into.name, count: picks }),
          });
        } catch (error) {
          throwDomainErrorPage(error);
        }
      },
    },
  },
  {
    authorize: (permission, { viewer }) => demand(viewer, permission),
    unknown: () => {
      throw data("Unknown form", { status: 400 });
    },
  },
);

export const restaurantsAction = adminAction(
  refusedToast,
  "booking.work",
  async (form, args: { request: Request; context: { clientAddress: string } }, viewer) =>
    listIntents(form, { viewer, clientAddress: args.context.clientAddress, t: await wordsOf(viewer) }),
);

/** The id in the address, or a 404 for anything that is not one of ours. */
function restaurantOf(raw: string | undefined) {
  const id = /^\d{1,12}$/.test(raw ?? "") ? Number(raw) : 0;
  const restaurant = id > 0 ? restaurantById(id) : undefined;
  if (!restaurant) throw data("Restaurant not found", { status: 404 });
  return restaurant;
}

export const restaurantLoader = adminLoader(
  "booking.work",
  ({ params }: { request: Request; params: { id?: string } }) => {
    const restaurant = restaurantOf(params.id);
    return { restaurant, history: restaurantHistory(restaurant) };
  },
);

const editIntents = defineIntents<{ id: number; t: TFunction<"workspace"> }>()(
  { edit: RESTAURANT_INTENTS.edit },
  {
    edit: {
      schema: restaurantSchema,
      invalid: ({ submission }) =>
        data({ intent: RESTAURANT_INTENTS.edit, result: submission.reply() }, { status: 400 }),
      handle: ({ id, value, submission, t }) => {
        try {
          const saved = updateRestaurant(id, value);
          return redirectWithToast(`/admin/restaurants/${saved.id}`, {
            title: t("restaurantToasts.saved"),
            description: t("restaurantToasts.savedText", { name: saved.name }),
          });
        } catch (error) {
          if (!(error instanceof InvalidInputError || error instanceof NotFoundError)) throw error;
          return refusal(RESTAURANT_INTENTS.edit, submission, error);
        }
      },
    },
  },
  {
    unknown: () => {
      throw data("Unknown form", { status: 400 });
    },
  },
);

export const restaurantAction = adminAction(
  refusedToast,
  "booking.work",
  async (form, args: { request: Request; params: { id?: string }; context: { clientAddress: string } }, viewer) =>
    editIntents(form, { id: restaurantOf(args.params.id).id, t: await wordsOf(viewer) }),
);

/** GET /admin/restaurants.csv: the whole directory (restaurants only, never a traveller). */
export async function restaurantsCsvLoader(request: Request) {
  if (!(await adminViewer(request))) {
    throw redirect(ownerExists() ? signInPath(new URL(request.url).pathname) : "/admin/restaurants");
  }
  await requireStaff(request, "booking.work");
  return downloadResponse({
    body: exportRestaurants(),
    contentType: "text/csv; charset=utf-8",
    filename: "restaurants.csv",
  });
}

export const importLoader = adminLoader("booking.work", () => ({}));

/** A pasted spreadsheet is larger than any typed form: up to 512 KB. */
const IMPORT_FORM_BYTES = 512 * 1024;

/**
 * The import's post. The session is checked before the body is read, so nobody signed out
 * makes the server read half a megabyte.
 */
export async function importAction({ request }: { request: Request }) {
  if (!(await adminViewer(request))) {
    throw redirect(ownerExists() ? signInPath(new URL(request.url).pathname) : "/admin/restaurants");
  }
  const t = await wordsOf(await requireStaff(request, "booking.work"));
  const form = await readForm(request, IMPORT_FORM_BYTES);
  if (form.get("intent") !== RESTAURANT_INTENTS.import) throw data("Unknown form", { status: 400 });
  const csv = form.get("csv") ?? "";
  if (csv.trim() === "") {
    return data({ csv, errors: [t("restaurantToasts.pasteFirst")], duplicates: [] }, { status: 400 });
  }
  const outcome = importRestaurants(csv);
  if (!outcome.ok) return data({ csv, errors: outcome.errors, duplicates: [] as string[] }, { status: 400 });
  if (outcome.duplicates.length > 0) {
    return data({ csv: "", errors: [] as string[], duplicates: outcome.duplicates, added: outcome.added });
  }
  return redirectWithToast("/admin/restaurants", {
    title: t("restaurantToasts.imported"),
    description: t("restaurantToasts.importedText", { count: outcome.added }),
  });
}

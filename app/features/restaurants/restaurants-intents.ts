/**
 * The directory's forms: add, and the review of an entry a creator added (list it, or merge it
 * into a listed one) on /admin/restaurants; edit (/admin/restaurants/:id); import
 * (/admin/restaurants/import).
 */
export const RESTAURANT_INTENTS = {
  add: "add-restaurant",
  list: "list-restaurant",
  merge: "merge-restaurant",
  edit: "edit-restaurant",
  import: "import-restaurants",
} as const;

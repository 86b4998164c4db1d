/** The directory's forms: add (/admin/restaurants), edit (/admin/restaurants/:id), import (/admin/restaurants/import). */
export const RESTAURANT_INTENTS = {
  add: "add-restaurant",
  edit: "edit-restaurant",
  import: "import-restaurants",
} as const;

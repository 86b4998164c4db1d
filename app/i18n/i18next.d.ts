import "i18next";
import type { Resources } from "./catalog";

/** Typed keys: `t("booking:fields.city")` is checked against the English catalogs. */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: Resources;
  }
}

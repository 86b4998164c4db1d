import type { TFunction } from "i18next";
import type { ToastInput } from "~/domain/toast";
import { CREATOR_CITY_MAX, type CreatorMessages } from "~/features/creators/creator-schema";

/** The application form's messages in the page's language (English for the JSON API). */
export function creatorMessages(t: TFunction<"creator">): CreatorMessages {
  return {
    name: t("messages.name"),
    nameShort: t("messages.nameShort"),
    email: t("messages.email"),
    city: t("messages.city"),
    cityTooLong: t("messages.cityTooLong", { max: CREATOR_CITY_MAX }),
    cityBad: t("messages.cityBad"),
    instagram: t("messages.instagram"),
    instagramBad: t("messages.instagramBad"),
    tiktokBad: t("messages.tiktokBad"),
    plainText: t("messages.plainText"),
  };
}

/** The application's toasts in the page's language (the English ones are the spec's, tests/unit/translations.test.ts). */
export function creatorToasts(t: TFunction<"creator">) {
  return {
    missing: { title: t("toasts.missing.title"), description: t("toasts.missing.description"), variant: "destructive" },
    submitted: { title: t("toasts.submitted.title"), description: t("toasts.submitted.description") },
    failed: { title: t("toasts.failed.title"), description: t("toasts.failed.description"), variant: "destructive" },
  } satisfies Record<string, ToastInput>;
}

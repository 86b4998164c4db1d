import type { TFunction } from "i18next";
import type { BookingStatus } from "~/domain/booking-lifecycle";
import { type AccountMessages, PASSWORD_MAX, PASSWORD_MIN } from "~/domain/login-schema";
import type { PaymentBadgeKey } from "~/domain/payment-status";
import type { ToastInput } from "~/domain/toast";
import {
  ADDRESS_MAX,
  DISH_SUGGESTION_MAX,
  RESTAURANT_NAME_MAX,
  type RecommendationMessages,
} from "~/features/creators/recommendation-schema";

type T = TFunction<"dashboard">;

/** The login and set-password messages in the page's language, limits filled in (English for the JSON API). */
export function accountMessages(t: T): AccountMessages {
  return {
    email: t("messages.email"),
    emailTooLong: t("messages.emailTooLong"),
    password: t("messages.password"),
    choosePassword: t("messages.choosePassword"),
    passwordShort: t("messages.passwordShort", { min: PASSWORD_MIN }),
    passwordLong: t("messages.passwordLong", { max: PASSWORD_MAX }),
    repeatPassword: t("messages.repeatPassword"),
    mismatch: t("messages.mismatch"),
    passwordIsEmail: t("messages.passwordIsEmail"),
    plainText: t("messages.plainText"),
  };
}

/** The recommendation form's messages in the page's language. */
export function recommendationMessages(t: T): RecommendationMessages {
  return {
    mealPosition: t("messages.mealPosition"),
    restaurantName: t("messages.restaurantName"),
    googleMapsLink: t("messages.googleMapsLink"),
    mapHost: t("messages.mapHost"),
    linkTooLong: t("messages.linkTooLong"),
    dishSuggestion: t("messages.dishSuggestion"),
    restaurantNameTooLong: t("messages.tooLong", { max: RESTAURANT_NAME_MAX }),
    dishSuggestionTooLong: t("messages.tooLong", { max: DISH_SUGGESTION_MAX }),
    addressTooLong: t("messages.tooLong", { max: ADDRESS_MAX }),
    plainText: t("messages.plainText"),
  };
}

const TOASTS = [
  "loginMissing",
  "loginFailed",
  "loginError",
  "welcome",
  "recommendationAdded",
  "passwordSet",
  "requestAccepted",
  "requestReleased",
] as const;
const DESTRUCTIVE: ReadonlySet<string> = new Set(["loginMissing", "loginFailed", "loginError"]);

export type DashboardToasts = Record<(typeof TOASTS)[number], ToastInput> & {
  tooManyAttempts: (retryAfterSeconds: number) => ToastInput;
  notPossible: (description: string) => ToastInput;
};

/** The creator account's toasts in the page's language (the English ones are the spec's, tests/unit/translations.test.ts). */
export function dashboardToasts(t: T): DashboardToasts {
  const toasts = Object.fromEntries(
    TOASTS.map((key) => [
      key,
      {
        title: t(`toasts.${key}.title`),
        description: t(`toasts.${key}.description`),
        ...(DESTRUCTIVE.has(key) ? { variant: "destructive" as const } : {}),
      },
    ]),
  ) as Record<(typeof TOASTS)[number], ToastInput>;
  return {
    ...toasts,
    tooManyAttempts: (retryAfterSeconds) => ({
      title: t("toasts.tooManyTitle"),
      description: t("toasts.tooMany", { count: Math.ceil(retryAfterSeconds / 60) }),
      variant: "destructive",
    }),
    notPossible: (description) => ({ title: t("conflicts.title"), description, variant: "destructive" }),
  };
}

/** A booking's status and payment badge as the creator reads them. */
export const statusLabel = (t: T, status: BookingStatus) => t(`status.${status}`);
export const paymentLabel = (t: T, key: PaymentBadgeKey) => t(`payment.${key}`);

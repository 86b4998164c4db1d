import { createInstance, type TFunction } from "i18next";
import enAdmin from "~/i18n/locales/en/admin";
import { i18nextOptions } from "~/i18n/options";
import type { ToastInput } from "./toast";

/**
 * The admin and payment-admin toasts in one language's words (the "admin" catalogue): a signed-in
 * person's toasts follow their own language. The English words are the product's as it has
 * always shown them.
 */
export function adminToasts(t: TFunction<"admin">) {
  return {
    emptyToken: { title: t("toasts.errorTitle"), description: t("toasts.emptyToken"), variant: "destructive" },
    authFailed: (status: number, message: string) => ({
      title: t("toasts.authFailed"),
      description: `${status}: ${message}`,
      variant: "destructive",
    }),
    paymentTokenRefused: (message: string) => ({
      title: t("toasts.invalidToken"),
      description: message === "Invalid admin token" ? t("toasts.checkToken") : message,
      variant: "destructive",
    }),
    loaded: (bookings: number, creators: number) => ({
      title: t("toasts.successTitle"),
      description: t("toasts.loaded", {
        bookings: t("toasts.bookingCount", { count: bookings }),
        creators: t("toasts.creatorCount", { count: creators }),
      }),
    }),
    refreshFailed: (description: string) => ({ title: t("toasts.refreshFailed"), description, variant: "destructive" }),
    downloadFailed: (description: string) => ({
      title: t("toasts.downloadFailed"),
      description,
      variant: "destructive",
    }),
    downloadStarted: (filename: string) => ({ title: t("toasts.downloadStarted"), description: filename }),
    networkError: (message: string) => ({
      title: t("toasts.errorTitle"),
      description: t("toasts.networkError", { message }),
      variant: "destructive",
    }),
    loadingFailed: {
      title: t("toasts.loadingFailedTitle"),
      description: t("toasts.loadingFailed"),
      variant: "destructive",
    },
  } satisfies Record<string, ToastInput | ((...args: never[]) => ToastInput)>;
}

/**
 * The English toasts, for whoever has no language of their own: the admin token's gate, before
 * anyone signs in. Set up synchronously from the catalogue module, so any code may use them at once.
 */
const english = createInstance();
english.init({ ...i18nextOptions("en", { admin: enAdmin }), initAsync: false });
/** The admin catalogue's English words, for answers to the token, who has no language of their own. */
export const ENGLISH_ADMIN: TFunction<"admin"> = english.getFixedT("en", "admin");
export const ADMIN_TOASTS = adminToasts(ENGLISH_ADMIN);

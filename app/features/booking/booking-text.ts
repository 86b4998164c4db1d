import type { TFunction } from "i18next";
import type { ToastInput } from "~/domain/toast";

/**
 * The booking toasts in the page's language, for the /clients action and the form in the
 * browser alike (the English ones are the product's own words, quoted from the spec by
 * tests/unit/translations.test.ts).
 */
export function bookingToasts(t: TFunction<"booking">) {
  const toast = (
    key: "checkInformation" | "paymentFailed" | "submissionFailed" | "notPayable",
    variant = "destructive" as const,
  ) => ({
    title: t(`toasts.${key}.title`),
    description: t(`toasts.${key}.description`),
    variant,
  });
  return {
    checkInformation: toast("checkInformation"),
    paymentFailed: toast("paymentFailed"),
    submissionFailed: toast("submissionFailed"),
    notPayable: toast("notPayable"),
    requestReceived: {
      title: t("toasts.requestReceived.title"),
      description: t("toasts.requestReceived.description"),
    },
    redirectingToPayment: (total: string) => ({
      title: t("toasts.redirecting.title"),
      description: t("toasts.redirecting.description", { total }),
    }),
  } satisfies Record<string, ToastInput | ((total: string) => ToastInput)>;
}

import type { TFunction } from "i18next";
import { data } from "react-router";
import { dateFormat } from "~/domain/date-formats";
import { InvalidInputError } from "~/domain/errors";
import { toastMessage } from "~/domain/toast";
import { FullInvoiceRefusedError, issueFullInvoice } from "~/features/invoices/full-invoice.server";
import { invoicesForTrip, renderInBackground } from "~/features/invoices/invoice-pdfs.server";
import type { FullInvoiceAnswer, TripInvoice } from "~/features/trip/trip-page";
import { redirectWithToast } from "~/http/toast.server";
import { INTL_LOCALE, type Language } from "~/i18n/languages";

/**
 * The trip page's invoices (decision 0035): the list to download, and the full-invoice request,
 * whose refused fields come back tied to their inputs (the page works without JavaScript).
 */

/** The list's amount formatter per language, made once (making one costs far more than using it; dates come from dateFormat's cache). */
const moneyFormats = new Map<Language, Intl.NumberFormat>();

function moneyFormat(language: Language): Intl.NumberFormat {
  let made = moneyFormats.get(language);
  if (!made) {
    made = new Intl.NumberFormat(language === "en" ? "en-IE" : INTL_LOCALE[language], {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: 2,
    });
    moneyFormats.set(language, made);
  }
  return made;
}

/** The booking's invoices as the page lists them, and whether a full invoice may still be asked for. */
export function tripInvoices(bookingId: number, language: Language, base: string, t: TFunction<"trip">) {
  const rows = invoicesForTrip(bookingId);
  const dates = dateFormat(INTL_LOCALE[language], { dateStyle: "long", timeZone: "UTC" });
  const money = moneyFormat(language);
  const list: TripInvoice[] = rows.map((row) => ({
    number: row.fullNumber,
    kind: t(`invoicePdf.${row.type}`),
    replaced: row.replacedBy
      ? t("invoices.replaced", {
          kind: t(`invoicePdf.${row.type}`),
          number: row.fullNumber,
          replacement: row.replacedBy,
        })
      : null,
    issued: t("invoices.issued", {
      date: dates.format(new Date(`${row.issueDate}T00:00:00Z`)),
      total: money.format(row.totalCents / 100),
    }),
    href: `${base}/invoices/${encodeURIComponent(row.fullNumber)}.pdf`,
  }));
  const canRequestFull = rows.some((row) => row.type === "simplified") && !rows.some((row) => row.type === "full");
  return { list, canRequestFull };
}

/** The full-invoice form's post: issued (303 back with a toast), or 400 with each bad field's message, or 409. */
export function requestFullInvoice(
  t: TFunction<"trip">,
  booking: { id: number; reference: string },
  form: URLSearchParams,
  token: string,
) {
  const values = {
    kind: String(form.get("kind") ?? ""),
    name: String(form.get("name") ?? ""),
    country: String(form.get("country") ?? ""),
    taxId: String(form.get("taxId") ?? ""),
    address: String(form.get("address") ?? ""),
  };
  try {
    const invoice = issueFullInvoice(booking.reference, values);
    renderInBackground(booking.id);
    return redirectWithToast(
      `/trip/${token}`,
      { title: t("invoices.issuedToast", { number: invoice.fullNumber }) },
      { status: 303 },
    );
  } catch (error) {
    const toast = (description: string) =>
      toastMessage({ title: t("invoices.refused"), description, variant: "destructive" });
    if (error instanceof InvalidInputError) {
      const fieldErrors = Object.fromEntries(
        Object.entries(error.fields).map(([field, key]) => [field, t(`invoices.fieldErrors.${key}` as never)]),
      );
      const invoice: FullInvoiceAnswer = { fieldErrors, values, refused: null };
      return data(
        { lastResult: null, refused: null, toast: toast(Object.values(fieldErrors)[0] ?? ""), invoice },
        { status: 400 },
      );
    }
    if (error instanceof FullInvoiceRefusedError) {
      const message = error.refusal === "already_issued" ? t("invoices.alreadyIssued") : t("invoices.notPaid");
      const invoice: FullInvoiceAnswer = { fieldErrors: {}, values, refused: message };
      return data({ lastResult: null, refused: null, toast: toast(message), invoice }, { status: 409 });
    }
    throw error;
  }
}

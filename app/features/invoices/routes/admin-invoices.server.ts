import { data, redirect } from "react-router";
import { adminViewer, requireStaff, signInPath } from "~/auth/staff-auth.server";
import { ADMIN_TOASTS } from "~/domain/admin-toasts";
import { type LedgerMessages, ledgerQuery } from "~/features/invoices/invoice-ledger";
import {
  invoicesCsv,
  type LedgerRow,
  ledgerInvoicePdf,
  ledgerPage,
  type QuarterTotals,
  quarterTotals,
} from "~/features/invoices/invoice-ledger.server";
import { adminAction, adminLoader } from "~/features/staff/routes/gate.server";
import { ownerExists } from "~/features/staff/staff-accounts.server";
import { viewerLanguage } from "~/features/staff/viewer-language.server";
import { downloadResponse } from "~/http/download.server";
import { translator } from "~/i18n/i18n.server";

/**
 * The invoice ledger for owners ("invoices.read"): /admin/invoices a page at a time, in the
 * viewer's language (its refused filters too); /admin/invoices.csv for the accountant, whose
 * contents and refusals stay English; and one invoice's PDF.
 */

const hasErrors = (errors: object) => Object.keys(errors).length > 0;

export const invoicesLoader = adminLoader("invoices.read", async ({ request }: { request: Request }, viewer) => {
  const t = await translator(viewerLanguage(viewer), "money");
  const messages: LedgerMessages = {
    quarter: t("invoices.errors.quarter"),
    type: t("invoices.errors.type"),
    status: t("invoices.errors.status"),
  };
  const query = ledgerQuery(new URL(request.url).searchParams, messages);
  // A refused filter lists nothing: the page says why by the field instead.
  if (hasErrors(query.errors)) {
    const none = { rows: [] as LedgerRow[], totals: [] as QuarterTotals[] };
    return { query, ...none, total: 0, page: 1, pageCount: 1, pageSize: 0 };
  }
  return { query, ...ledgerPage(query.filter, query.page), totals: quarterTotals(query.filter) };
});

/** Only the token form (before the first owner exists) posts here. */
export const invoicesAction = adminAction(
  { refused: (check) => ADMIN_TOASTS.authFailed(check.status, check.message) },
  "invoices.read",
  () => data({ toast: null }, { status: 400 }),
);

/**
 * GET /admin/invoices/2026-000001.pdf: an invoice's PDF, as the traveller was sent it, linked from
 * the owners' ledger and from its booking's workspace; an unknown number is a 404. Without a
 * session: to sign in; without "booking.invoices" (one booking's invoices, which a concierge
 * holds: every invoice belongs to a booking they may work on): 403.
 */
export async function invoicePdfLoader(request: Request, file: string) {
  if (!(await adminViewer(request))) {
    const url = new URL(request.url);
    throw redirect(ownerExists() ? signInPath(url.pathname) : "/admin/invoices");
  }
  await requireStaff(request, "booking.invoices");
  const number = /^([A-Za-z0-9-]{1,40})\.pdf$/.exec(file)?.[1];
  const pdf = number ? await ledgerInvoicePdf(number) : null;
  if (!pdf || pdf.kind === "missing") {
    return new Response("No invoice has that number.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return downloadResponse({ body: new Uint8Array(pdf.body), contentType: pdf.contentType, filename: pdf.fileName });
}

/**
 * GET /admin/invoices.csv: the same filters, every matching invoice, as an attachment
 * (`?sep=semicolon` for `;` and decimal commas). Without a session: to sign in (or, before any
 * owner exists, to the page's token form); without "invoices.read": 403; a bad filter: 400.
 */
export async function invoicesCsvLoader(request: Request, clientAddress: string) {
  const url = new URL(request.url);
  if (!(await adminViewer(request))) {
    throw redirect(ownerExists() ? signInPath(url.pathname + url.search) : "/admin/invoices");
  }
  const viewer = await requireStaff(request, "invoices.read");
  const query = ledgerQuery(url.searchParams);
  if (hasErrors(query.errors)) return new Response(Object.values(query.errors).join(" "), { status: 400 });
  const semicolon = url.searchParams.get("sep") === "semicolon";
  return downloadResponse(invoicesCsv(query.filter, { semicolon }, viewer.actor, clientAddress));
}

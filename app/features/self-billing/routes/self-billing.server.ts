import { data, redirect } from "react-router";
import { requireCreator } from "~/auth/creator-auth.server";
import { requireStaff } from "~/auth/staff-auth.server";
import { acceptAgreement, StaleAgreementError } from "~/features/self-billing/agreements.server";
import { type SelfBilledDownload, selfBilledPdf } from "~/features/self-billing/self-billed-pdfs.server";
import { downloadResponse } from "~/http/download.server";
import { readForm } from "~/http/form-body.server";
import { redirectWithToast } from "~/http/toast.server";
import { requestWords } from "~/i18n/i18n.server";

/**
 * The server half of the self-billing routes (decision 0074): the creator's "I accept"
 * (POST /dashboard/self-billing, in their language), and a self-billed invoice's PDF for its
 * creator (/dashboard/invoices/:file) and for owners (/admin/self-billed/:file).
 */

/** GET of the accept address: the panel is on the dashboard. */
export async function agreementLoader(request: Request) {
  const { page } = await requestWords(request, "dashboard");
  throw redirect(page("/dashboard"), 303);
}

/**
 * The creator accepts the wording the form was shown (its version, in the page's language): stored
 * with that text and the time. A version that is not the current one is a 409 (the wording changed
 * while the page was open), anything else posted a 400.
 */
export async function agreementAction(request: Request) {
  const creator = await requireCreator(request);
  const { t, page, language } = await requestWords(request, "dashboard");
  const version = (await readForm(request)).get("version");
  if (typeof version !== "string" || !/^\d{4}-\d{2}$/.test(version)) {
    throw data(t("selfBilling.invalid"), { status: 400 });
  }
  try {
    acceptAgreement(creator.id, version, language);
  } catch (error) {
    if (error instanceof StaleAgreementError) throw data(t("selfBilling.stale"), { status: 409 });
    throw error;
  }
  return redirectWithToast(page("/dashboard#self-billing"), {
    title: t("selfBilling.toast.title"),
    description: t("selfBilling.toast.description"),
  });
}

const notFound = () =>
  new Response("No invoice has that number.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });

const answer = (pdf: SelfBilledDownload) =>
  pdf
    ? downloadResponse({ body: new Uint8Array(pdf.body), contentType: pdf.contentType, filename: pdf.fileName })
    : notFound();

/** The creator's own invoice; another creator's number answers as an unknown one does (404). */
export async function creatorInvoiceLoader(request: Request, file: string) {
  const creator = await requireCreator(request);
  return answer(await selfBilledPdf(file, creator.id));
}

/** Any creator's invoice, for owners ("invoices.read"); a concierge gets 403, nobody signed in is sent to sign in. */
export async function ownerInvoiceLoader(request: Request, file: string) {
  await requireStaff(request, "invoices.read");
  return answer(await selfBilledPdf(file, null));
}

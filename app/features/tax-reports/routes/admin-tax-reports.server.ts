import { data, redirect } from "react-router";
import { adminViewer, requireStaff, signInPath } from "~/auth/staff-auth.server";
import * as clock from "~/clock";
import { ADMIN_TOASTS } from "~/domain/admin-toasts";
import { localDateAt } from "~/domain/local-time";
import { BOOKS_ZONE } from "~/features/earnings/earnings";
import { adminAction, adminLoader } from "~/features/staff/routes/gate.server";
import { ownerExists } from "~/features/staff/staff-accounts.server";
import { viewerLanguage } from "~/features/staff/viewer-language.server";
import { taxReportFile, taxReportsView } from "~/features/tax-reports/tax-report-files.server";
import { hasErrors, isTaxReportFile, type PeriodMessages, taxReportQuery } from "~/features/tax-reports/tax-reports";
import { downloadResponse } from "~/http/download.server";
import { translator } from "~/i18n/i18n.server";

/**
 * The owners' tax figures (/admin/tax-reports) and their files (/admin/tax-reports/<file>):
 * owner only ("settings.manage", as the payouts on /admin/earnings): a concierge gets the 403
 * page, nobody signed in is sent to sign in. A period that is not one is a 400 with the reason,
 * on the page in the viewer's language, in a file's answer in English (read as a download).
 */

const today = () => localDateAt(clock.now(), BOOKS_ZONE);

const gated = adminLoader("settings.manage", async ({ request }: { request: Request }, viewer) => {
  const t = await translator(viewerLanguage(viewer), "money");
  const messages: PeriodMessages = {
    year: (first, last) => t("taxReports.errors.year", { first, last }),
    quarter: t("taxReports.errors.quarter"),
  };
  const query = taxReportQuery(new URL(request.url).searchParams, today(), "dac7", messages);
  // A refused period shows nothing: the form says why by the field.
  return { query, figures: hasErrors(query) ? null : taxReportsView(query.quarter, query.dac7Year) };
});

export async function taxReportsLoader(args: { request: Request }) {
  const page = await gated(args);
  return page.unlocked && page.figures === null ? data(page, { status: 400 }) : page;
}

/** Only the token form (before the first owner exists) posts here. */
export const taxReportsAction = adminAction(
  { refused: (check) => ADMIN_TOASTS.authFailed(check.status, check.message) },
  "settings.manage",
  () => data({ toast: null }, { status: 400 }),
);

const plain = (status: number, message: string) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * GET /admin/tax-reports/withholdings.csv?year=2026&quarter=3 (and self-billed-vat.csv), or
 * /admin/tax-reports/dac7.csv?year=2026 (and dac7.xml). Without a session: to sign in (or, before
 * any owner exists, to the page's token form); without the permission: 403; an unknown file: 404.
 */
export async function taxReportFileLoader(request: Request, file: string, clientAddress: string) {
  const url = new URL(request.url);
  if (!(await adminViewer(request))) {
    throw redirect(ownerExists() ? signInPath(url.pathname + url.search) : "/admin/tax-reports");
  }
  const viewer = await requireStaff(request, "settings.manage");
  if (!isTaxReportFile(file)) return plain(404, "No such report: choose it on /admin/tax-reports.");
  // A file names its one year as `year`, whichever report it is.
  const query = taxReportQuery(url.searchParams, today(), "year");
  const dac7 = file.startsWith("dac7");
  const errors = dac7 ? { year: query.errors.year } : { year: query.errors.year, quarter: query.errors.quarter };
  const messages = Object.values(errors).filter(Boolean);
  if (messages.length > 0) return plain(400, messages.join(" "));
  return downloadResponse(
    taxReportFile(file, { quarter: query.quarter, year: query.dac7Year }, { actor: viewer.actor, clientAddress }),
  );
}

import { invoicePdfForTrip } from "~/features/invoices/invoice-pdfs.server";
import { fileAnswer } from "~/http/file-answer.server";
import { privateAnswer } from "~/utils/answer-headers";
import type { Route } from "./+types/invoice-pdf";

/**
 * One of the booking's invoices as stored: `/trip/:token/invoices/2026-000001.pdf`. The trip link
 * is the only key: another booking's number, like an unknown link, is the same 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const number = /^([A-Za-z0-9-]{1,40})\.pdf$/.exec(params.file)?.[1];
  return privateAnswer(fileAnswer(number ? await invoicePdfForTrip(params.token, number) : { kind: "missing" }));
}

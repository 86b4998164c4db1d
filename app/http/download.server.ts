import type { Download } from "~/services/exports/exports.server";

/** A service's download as an attachment that no cache keeps (it holds personal data). */
export function downloadResponse(download: Download): Response {
  return new Response(download.body, {
    headers: {
      "Content-Type": download.contentType,
      "Content-Disposition": `attachment; filename="${download.filename}"`,
      "Cache-Control": "no-store",
    },
  });
}

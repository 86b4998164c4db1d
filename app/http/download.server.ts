/** A download: its bytes (or a stream of them), its type and the name it is saved under. */
export type Download = {
  body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer> | string;
  contentType: string;
  filename: string;
};

/** A service's download as an attachment that no cache keeps (it holds personal data). */
export function downloadResponse(download: Download): Response {
  return new Response(download.body, {
    headers: {
      "Content-Type": download.contentType,
      // Every name given here is ASCII letters, digits, dots and dashes: no quoting needed.
      "Content-Disposition": `attachment; filename="${download.filename}"`,
      "Cache-Control": "no-store",
    },
  });
}

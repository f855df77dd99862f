import type { DocumentSpec } from "~/content/document-blocks";

/**
 * Renders a document as PDF (write-pdf-document.server.ts). pdf-lib and
 * fontkit take about a second to load, more than the rest of the server's
 * start-up on a busy machine; most processes serve pages for a long while
 * before their first PDF, so the writer is loaded then, once.
 */
let writer: Promise<typeof import("./write-pdf-document.server")> | null = null;

export async function renderPdf(spec: DocumentSpec): Promise<Uint8Array> {
  writer ??= import("./write-pdf-document.server");
  // A failed load is not kept: the next document tries again.
  writer.catch(() => {
    writer = null;
  });
  return (await writer).writePdfDocument(spec);
}

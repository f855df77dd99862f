import type { DocumentSpec } from "~/content/document-blocks";

/**
 * Renders a document as PDF (write-pdf-document.server.ts). pdf-lib and
 * fontkit are slow to load (about a second on a busy machine) and most
 * processes serve pages for a long while before their first PDF, so the
 * writer is loaded then, once, not at start-up (decision 0076).
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

import { INVOICE_MESSAGES } from "~/content/invoicing";
import { downloadResponse } from "~/lib/download-response";
import { requireUser } from "~/modules/auth/session.server";
import { findDownloadableInvoice } from "~/modules/invoices/find-downloadable-invoice.server";
import { renderInvoicePdf } from "~/modules/invoices/render-invoice-pdf.server";
import type { Route } from "./+types/invoice-pdf";

// An invoice, receipt or credit note as PDF, for its buyer or, for a firm's
// order, the firm's administrators. Anyone else gets a 404.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const record = await findDownloadableInvoice(
    context.services.database.db,
    user.id,
    params.invoiceId,
  );
  if (!record) {
    return new Response(INVOICE_MESSAGES.notFound, {
      status: 404,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "private, no-store",
      },
    });
  }
  const file = await renderInvoicePdf(record);
  return downloadResponse(file.pdf, { filename: file.filename, contentType: "application/pdf" });
}

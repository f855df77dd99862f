import { data } from "react-router";
import { INVOICE_MESSAGES } from "~/content/invoicing";
import { downloadResponse } from "~/lib/download-response";
import { getInvoiceRecord } from "~/modules/invoices/get-invoice-record.server";
import { renderInvoicePdf } from "~/modules/invoices/render-invoice-pdf.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/order-invoice-pdf";

// One of an order's invoices, receipts or credit notes as PDF, for staff who see orders.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "orders.view");
  const record = await getInvoiceRecord(context.services.database.db, params.invoiceId);
  if (!record || record.orderId !== params.orderId) {
    throw data({ message: INVOICE_MESSAGES.notFound }, { status: 404 });
  }
  const file = await renderInvoicePdf(record);
  return downloadResponse(file.pdf, { filename: file.filename, contentType: "application/pdf" });
}

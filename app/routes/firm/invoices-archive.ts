import { contentDisposition } from "~/lib/download-response";
import { requireUser } from "~/modules/auth/session.server";
import { requireFirmAdmin } from "~/modules/firms/require-firm-admin.server";
import { writeFirmInvoiceArchive } from "~/modules/invoices/write-firm-invoice-archive.server";
import type { Route } from "./+types/invoices-archive";

// All of the firm's invoices, receipts and credit notes as one ZIP (its administrators).
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const db = context.services.database.db;
  const firm = await requireFirmAdmin(db, user.id);
  const archive = await writeFirmInvoiceArchive(db, firm);
  return new Response(archive.body, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": contentDisposition(archive.filename),
      "Cache-Control": "private, no-store",
    },
  });
}

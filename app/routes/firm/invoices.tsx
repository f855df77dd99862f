import { FirmPageFrame } from "~/components/firm/firm-page-frame";
import { FirmInvoicesTable } from "~/components/invoices/firm-invoices-table";
import { INVOICE_MESSAGES } from "~/content/invoicing";
import { pageMeta } from "~/lib/meta";
import { requireUser } from "~/modules/auth/session.server";
import { requireFirmAdmin } from "~/modules/firms/require-firm-admin.server";
import { invoiceStanding } from "~/modules/invoices/invoice-standing";
import { listFirmInvoices } from "~/modules/invoices/list-firm-invoices.server";
import type { Route } from "./+types/invoices";

export const meta: Route.MetaFunction = () =>
  pageMeta("Firm invoices", "Every invoice, receipt and credit note of the firm's orders.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const db = context.services.database.db;
  const firm = await requireFirmAdmin(db, user.id);
  const records = await listFirmInvoices(db, firm.firmId);
  const now = new Date();
  return {
    firmName: firm.firmName,
    rows: records.map((record) => ({
      id: record.id,
      number: record.number,
      kind: record.kind,
      description: record.details.description,
      quantity: record.details.quantity,
      totalCents: record.totalCents,
      issuedAt: record.issuedAt,
      standing: invoiceStanding(record, now),
    })),
  };
}

export default function FirmInvoicesPage({ loaderData }: Route.ComponentProps) {
  const { firmName, rows } = loaderData;
  return (
    <FirmPageFrame
      title="Invoices"
      eyebrow={firmName}
      intro="Every invoice, receipt and credit note of the firm's orders, as PDF."
    >
      {rows.length === 0 ? (
        <p className="text-slate-700">{INVOICE_MESSAGES.noneYet}</p>
      ) : (
        <>
          <p>
            <a
              href="/firm/invoices/all.zip"
              className="inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              Download all ({rows.length}) as ZIP
            </a>
          </p>
          <div className="mt-6">
            <FirmInvoicesTable rows={rows} />
          </div>
        </>
      )}
    </FirmPageFrame>
  );
}

import type { Database } from "~/db/client.server";
import { getFirmMembership } from "~/modules/firms/get-firm-membership.server";
import { getInvoiceRecord, type StoredInvoice } from "./get-invoice-record.server";

/**
 * A document the signed-in person may download: their own order's, or, for
 * a firm's administrator, any of the firm's. Null otherwise (the page answers
 * 404 either way, so nobody learns which documents exist).
 */
export async function findDownloadableInvoice(
  db: Database,
  uid: string,
  id: string,
): Promise<StoredInvoice | null> {
  const record = await getInvoiceRecord(db, id);
  if (!record) return null;
  if (record.uid === uid) return record;
  if (!record.firmId) return null;
  const membership = await getFirmMembership(db, uid);
  return membership?.isAdmin && membership.firmId === record.firmId ? record : null;
}

import { eq } from "drizzle-orm";
import { DEFAULT_INVOICE_THRESHOLD_CENTS } from "~/content/firm-seats";
import type { Database } from "~/db/client.server";
import { firmBillingSettings } from "~/db/schema/firm-seats";

/** From which total (cents) a firm's order is invoiced rather than paid by card. */
export async function getInvoiceThreshold(db: Pick<Database, "select">): Promise<number> {
  const [row] = await db
    .select({ cents: firmBillingSettings.invoiceThresholdCents })
    .from(firmBillingSettings)
    .where(eq(firmBillingSettings.id, "default"));
  return row?.cents ?? DEFAULT_INVOICE_THRESHOLD_CENTS;
}

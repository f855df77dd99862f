import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { firmInvitations } from "~/db/schema/firms";
import { STAFF_FIRM_MESSAGES } from "./staff-firm-messages";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type InvitationRefusal = { ok: false; status: 404 | 409; message: string };

/**
 * A firm's pending invitation, locked for the rest of the transaction, or
 * why staff cannot act on it: not this firm's (404) or no longer pending (409).
 */
export async function lockPendingInvitation(
  tx: Transaction,
  firmId: string,
  invitationId: string,
): Promise<{ ok: true; row: typeof firmInvitations.$inferSelect } | InvitationRefusal> {
  const [row] = await tx
    .select()
    .from(firmInvitations)
    .where(and(eq(firmInvitations.id, invitationId), eq(firmInvitations.organizationId, firmId)))
    .for("update");
  if (!row) return { ok: false, status: 404, message: STAFF_FIRM_MESSAGES.noInvitation };
  if (row.status !== "pending")
    return { ok: false, status: 409, message: STAFF_FIRM_MESSAGES.notPending };
  return { ok: true, row };
}

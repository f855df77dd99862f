import { and, eq } from "drizzle-orm";
import { type InboxStatus, isInboxKind } from "~/content/inbox";
import type { Database } from "~/db/client.server";
import type { BulkJobKind } from "~/db/schema/bulk-jobs";
import { inboxItems } from "~/db/schema/inbox";
import { orders } from "~/db/schema/orders";
import { resendCertificate } from "~/modules/certificates/resend-certificate.server";
import type { Mailer } from "~/modules/email/mailer.server";
import { updateInboxItem } from "~/modules/inbox/change-inbox-item.server";
import type { PaymentProvider } from "~/modules/payments/provider.server";
import { refundedCents, reserveRefund } from "~/modules/payments/refund-order.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";

export type BulkDeps = { mailer: Mailer; baseUrl: string; provider: PaymentProvider };

/**
 * An item's outcome. A refund is only reserved here (`refundId`): the
 * provider is asked once the item's transaction is committed, as the
 * single-order refund does.
 */
export type BulkItemOutcome = { ok: true; refundId?: string } | { ok: false; message: string };

/**
 * One item of a bulk job, by the single-item action staff use on the item's
 * own page (its checks, its audit entry), inside the caller's transaction.
 */
export async function actOnBulkItem(
  tx: Database,
  deps: BulkDeps,
  job: { kind: BulkJobKind; actor: StaffActor; options: Record<string, string> },
  itemId: string,
): Promise<BulkItemOutcome> {
  switch (job.kind) {
    case "certificate.resend": {
      const sent = await resendCertificate(tx, deps.mailer, deps, job.actor, itemId);
      if (sent.ok) return { ok: true };
      if (sent.reason === "account-closed") {
        return { ok: false, message: "no e-mail address (the account is closed)" };
      }
      if (sent.reason === "superseded") {
        return { ok: false, message: "a newer version replaced it: resend that one" };
      }
      if (sent.reason === "revoked") return { ok: false, message: "it is revoked" };
      return { ok: false, message: "it no longer exists" };
    }
    case "order.refund": {
      const [order] = await tx
        .select({ amountCents: orders.amountCents, status: orders.status })
        .from(orders)
        .where(eq(orders.id, itemId));
      if (!order) return { ok: false, message: "it no longer exists" };
      // All that is left of it: what was paid less what is refunded or being refunded.
      const left = order.amountCents - (await refundedCents(tx, itemId));
      if (order.status === "paid" && left <= 0) {
        return { ok: false, message: "nothing is left to refund" };
      }
      const reserved = await reserveRefund(tx, job.actor, {
        orderId: itemId,
        amountCents: left,
        reason: job.options.reason ?? "",
        releaseAccess: job.options.releaseAccess === "on",
      });
      if (reserved.ok) return { ok: true, refundId: reserved.id };
      if (reserved.reason === "not-paid") {
        return { ok: false, message: `it is not paid (${order.status})` };
      }
      if (reserved.reason === "too-much")
        return { ok: false, message: "nothing is left to refund" };
      return { ok: false, message: "it no longer exists" };
    }
    case "inbox.close":
    case "inbox.assign": {
      const [kind = "", ...rest] = itemId.split(":");
      const sourceId = rest.join(":");
      if (!isInboxKind(kind)) return { ok: false, message: "it no longer exists" };
      const [current] = await tx
        .select({
          status: inboxItems.status,
          assigneeId: inboxItems.assigneeId,
          version: inboxItems.version,
        })
        .from(inboxItems)
        .where(and(eq(inboxItems.kind, kind), eq(inboxItems.sourceId, sourceId)));
      if (!current) return { ok: false, message: "it no longer exists" };
      const assigneeId = job.options.assigneeId ?? null;
      const changed = await updateInboxItem(
        tx,
        job.actor,
        { kind, sourceId, version: current.version },
        job.kind === "inbox.close"
          ? { status: "done", assigneeId: current.assigneeId }
          : { status: asStatus(current.status), assigneeId },
      );
      if (changed.ok) return { ok: true };
      return job.kind === "inbox.assign"
        ? { ok: false, message: "the staff member chosen no longer has an account" }
        : { ok: false, message: "it no longer exists" };
    }
  }
}

// The column's check allows only these; an assignment leaves the status as it is.
function asStatus(status: string): InboxStatus {
  return status === "done" || status === "new" ? status : "in_progress";
}

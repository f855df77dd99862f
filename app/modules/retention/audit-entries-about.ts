import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { staffAuditLog } from "~/db/schema/staff";
import { prefixPattern } from "~/lib/like-pattern";

// Which audit entries concern which records, as the code that writes them names
// them (`recordType`, `recordId`): the retention schedule shreds the entries
// about the records it deletes (docs/decisions/0041-shredding-the-audit-log.md).

/** An issue, re-issue (named by the version it replaced, which goes with it), revocation or resend. */
export function aboutCertificates(ids: readonly string[]): SQL | undefined {
  return and(eq(staffAuditLog.recordType, "certificate"), inArray(staffAuditLog.recordId, ids));
}

/**
 * An attendance correction: the entry is about the attendee (their account's
 * id), and names the correction it wrote and the one that one replaced.
 */
export function aboutCorrections(ids: readonly string[]): SQL | undefined {
  return and(
    eq(staffAuditLog.recordType, "attendee"),
    or(
      inArray(sql`${staffAuditLog.after} ->> 'correctionId'`, ids),
      inArray(sql`${staffAuditLog.before} ->> 'correctionId'`, ids),
    ),
  );
}

/** A refund or a resent receipt. */
export function aboutOrders(ids: readonly string[]): SQL | undefined {
  return and(eq(staffAuditLog.recordType, "order"), inArray(staffAuditLog.recordId, ids));
}

/**
 * A move of a registration of an account that has closed (never kept: the
 * registrations went with it). A registration's id is its account's id, "_"
 * and its course's id; one deleted while the account is open (a refund, a
 * cancelled session) keeps its entries until the account closes. A course id
 * has no "_", so the account's id is what comes before the last one: the
 * prefix finds the entries through the record id's index, the second test
 * keeps out another account whose id merely starts with this one's and "_".
 */
export function aboutRegistrationsOfAccount(accountId: string): SQL {
  // The account is gone (listed when it was deleted): checked again, so an id
  // put back since (a restore) keeps its entries.
  return sql`${staffAuditLog.recordType} = 'registration'
    and ${staffAuditLog.recordId} like ${prefixPattern(`${accountId}_`)}
    and substring(${staffAuditLog.recordId} from '^(.*)_[^_]*$') = ${accountId}
    and not exists (select 1 from "user" u where u.id = ${accountId})`;
}

/**
 * Changes, notes and replies (a reply names the address it went to) on the
 * inbox items of the messages an address sent: an item's record id is its
 * kind, ":" and its message's id.
 */
export function aboutInboxItemsFrom(email: string): SQL {
  return sql`${staffAuditLog.recordType} = 'inbox-item' and ${staffAuditLog.recordId} in (
    select kind || ':' || source_id from inbox_items where lower(from_email) = ${email})`;
}

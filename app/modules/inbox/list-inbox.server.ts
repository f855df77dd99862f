import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { INBOX_PAGE_SIZE, type InboxKind, type InboxStatus } from "~/content/inbox";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { inboxItems } from "~/db/schema/inbox";
import { BULK_MAX_ITEMS, type BulkItem } from "~/lib/bulk-choice";
import { containsPattern } from "~/lib/like-pattern";

export type InboxFilters = {
  /** "open" (new and in progress, the default), one status, or "all". */
  status: "open" | InboxStatus | "all";
  kind?: InboxKind | undefined;
  /** "me", "unassigned", or anyone (undefined). */
  assignee?: "me" | "unassigned" | undefined;
  /** Part of the sender's name or address. */
  q?: string | undefined;
};

function conditions(filters: InboxFilters, me: string): SQL | undefined {
  const parts: SQL[] = [];
  if (filters.status === "open") parts.push(inArray(inboxItems.status, ["new", "in_progress"]));
  else if (filters.status !== "all") parts.push(eq(inboxItems.status, filters.status));
  if (filters.kind) parts.push(eq(inboxItems.kind, filters.kind));
  if (filters.assignee === "me") parts.push(eq(inboxItems.assigneeId, me));
  if (filters.assignee === "unassigned") parts.push(isNull(inboxItems.assigneeId));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    const match = or(ilike(inboxItems.fromEmail, pattern), ilike(inboxItems.fromName, pattern));
    if (match) parts.push(match);
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

/** One page of the inbox, oldest open item first (first come, first answered), with counts. */
export async function listInbox(db: Database, filters: InboxFilters, page: number, me: string) {
  const where = conditions(filters, me);
  const [items, [counted]] = await Promise.all([
    db
      .select({
        kind: inboxItems.kind,
        sourceId: inboxItems.sourceId,
        fromName: inboxItems.fromName,
        fromEmail: inboxItems.fromEmail,
        summary: inboxItems.summary,
        receivedAt: inboxItems.receivedAt,
        status: inboxItems.status,
        assigneeName: user.name,
      })
      .from(inboxItems)
      .leftJoin(user, eq(user.id, inboxItems.assigneeId))
      .where(where)
      .orderBy(
        filters.status === "done" || filters.status === "all"
          ? desc(inboxItems.receivedAt)
          : inboxItems.receivedAt,
      )
      .limit(INBOX_PAGE_SIZE)
      .offset((page - 1) * INBOX_PAGE_SIZE),
    db.select({ total: count() }).from(inboxItems).where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
}

/**
 * The open items (new or in progress) waiting longest, oldest first, as the
 * console's overview lists them beside the counts: the ones to answer next.
 */
export async function listOldestOpenInbox(db: Database, limit: number) {
  return db
    .select({
      kind: inboxItems.kind,
      sourceId: inboxItems.sourceId,
      fromName: inboxItems.fromName,
      fromEmail: inboxItems.fromEmail,
      summary: inboxItems.summary,
      receivedAt: inboxItems.receivedAt,
      status: inboxItems.status,
    })
    .from(inboxItems)
    .where(inArray(inboxItems.status, ["new", "in_progress"]))
    .orderBy(inboxItems.receivedAt, inboxItems.sourceId)
    .limit(limit);
}

/** How many items are open (new or in progress): the console's overview shows it. */
export async function countOpenInbox(db: Database): Promise<{ new: number; inProgress: number }> {
  const rows = await db
    .select({ status: inboxItems.status, total: count() })
    .from(inboxItems)
    .where(inArray(inboxItems.status, ["new", "in_progress"]))
    .groupBy(inboxItems.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.total ?? 0;
  return { new: of("new"), inProgress: of("in_progress") };
}

/**
 * The items a bulk action is for: every one matching the filter (not only
 * the page shown), or the ticked ones ("kind:sourceId"), named by the
 * sender. Null when more than a bulk action takes.
 */
export async function selectInboxItems(
  db: Database,
  choice: { filters: InboxFilters } | { ids: readonly string[] },
  me: string,
): Promise<BulkItem[] | null> {
  const where =
    "filters" in choice
      ? conditions(choice.filters, me)
      : choice.ids.length > 0
        ? inArray(sql<string>`${inboxItems.kind} || ':' || ${inboxItems.sourceId}`, [...choice.ids])
        : sql`false`;
  const rows = await db
    .select({
      kind: inboxItems.kind,
      sourceId: inboxItems.sourceId,
      fromName: inboxItems.fromName,
      fromEmail: inboxItems.fromEmail,
    })
    .from(inboxItems)
    .where(where)
    .orderBy(inboxItems.receivedAt, inboxItems.sourceId)
    .limit(BULK_MAX_ITEMS + 1);
  if (rows.length > BULK_MAX_ITEMS) return null;
  return rows.map((row) => ({
    id: `${row.kind}:${row.sourceId}`,
    label: row.fromName || row.fromEmail,
  }));
}

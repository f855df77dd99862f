import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL } from "drizzle-orm";
import { INBOX_PAGE_SIZE, type InboxKind, type InboxStatus } from "~/content/inbox";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { inboxItems } from "~/db/schema/inbox";
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

/** One page of the inbox, oldest open item first (first come, first answered), with counts. */
export async function listInbox(db: Database, filters: InboxFilters, page: number, me: string) {
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
  const where = parts.length > 0 ? and(...parts) : undefined;
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

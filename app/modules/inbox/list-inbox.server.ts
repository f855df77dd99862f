import { and, count, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { INBOX_PAGE_SIZE, type InboxKind, type InboxStatus } from "~/content/inbox";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { inboxItems } from "~/db/schema/inbox";
import { BULK_MAX_ITEMS, type BulkItem } from "~/lib/bulk-choice";
import type { KeysetCursor } from "~/lib/keyset-cursor";
import {
  boundedCountQuery,
  type Keyset,
  keysetCondition,
  keysetLimit,
  keysetOrder,
  loadKeysetList,
  pageKeyColumn,
} from "~/modules/staff-lists/keyset-page.server";
import { personMatches } from "~/modules/staff-lists/person-search.server";

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
    // Words of the sender's name or address (the inbox's search index).
    parts.push(personMatches(inboxItems.fromName, inboxItems.fromEmail, filters.q) ?? sql`false`);
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

/**
 * The inbox's order: the open items oldest first (first come, first
 * answered); the done ones, or all, newest first. The item's key breaks ties.
 */
export function inboxKeyset(status: InboxFilters["status"]): Keyset {
  return {
    parts: [
      { expr: inboxItems.receivedAt, kind: "timestamptz" },
      { expr: inboxItems.kind, kind: "text" },
      { expr: inboxItems.sourceId, kind: "text" },
    ],
    order: status === "done" || status === "all" ? "desc" : "asc",
  };
}

/** The statement of one page of the inbox (a row more, to know if there is a next page). */
export function inboxPageQuery(
  db: Database,
  filters: InboxFilters,
  me: string,
  cursor: KeysetCursor | null,
) {
  const keyset = inboxKeyset(filters.status);
  return db
    .select({
      kind: inboxItems.kind,
      sourceId: inboxItems.sourceId,
      fromName: inboxItems.fromName,
      fromEmail: inboxItems.fromEmail,
      summary: inboxItems.summary,
      receivedAt: inboxItems.receivedAt,
      status: inboxItems.status,
      // Read per row of the page through the user's key, never a join that
      // might hash every account.
      assigneeName: sql<
        string | null
      >`(select ${user.name} from ${user} where ${user.id} = ${inboxItems.assigneeId})`,
      pageKey: pageKeyColumn(keyset),
    })
    .from(inboxItems)
    .where(and(conditions(filters, me), keysetCondition(keyset, cursor)))
    .orderBy(...keysetOrder(keyset, cursor))
    .limit(keysetLimit(INBOX_PAGE_SIZE));
}

/** The statement counting the matching items, up to the bounded count's limit. */
export function inboxCountQuery(db: Database, filters: InboxFilters, me: string) {
  return boundedCountQuery(db, {
    from: inboxItems,
    key: inboxItems.kind,
    where: conditions(filters, me),
  });
}

/** One page of the inbox, with how many items match (bounded). */
export async function listInbox(
  db: Database,
  filters: InboxFilters,
  cursor: KeysetCursor | null,
  me: string,
) {
  const { rows, total, cursors } = await loadKeysetList(
    cursor,
    INBOX_PAGE_SIZE,
    (at) => inboxPageQuery(db, filters, me, at),
    inboxCountQuery(db, filters, me),
  );
  return { items: rows, total, cursors };
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

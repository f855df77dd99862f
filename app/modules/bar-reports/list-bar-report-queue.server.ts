import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { barReportQueue } from "~/db/schema/bar-report-queue";
import { scheduleToday } from "~/lib/format";
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
import type { ReportStatusFilter } from "./bar-report-fields";
import type { QueueReport } from "./bar-report-types";
import { refreshBarReportQueue } from "./refresh-bar-report-queue.server";

export const REPORT_QUEUE_PAGE_SIZE = 50;

export type ReportQueueFilters = {
  status: ReportStatusFilter;
  state?: string | undefined;
  /** Part of the course's title. */
  q?: string | undefined;
};

/** The queue's order, as the derivation sorts it: due day (undated last), state, day held, sequence. */
export const REPORT_QUEUE_KEYSET: Keyset = {
  parts: [
    { expr: barReportQueue.dueKey, kind: "text" },
    { expr: barReportQueue.stateName, kind: "text" },
    { expr: barReportQueue.heldOn, kind: "text" },
    { expr: barReportQueue.sequence, kind: "integer" },
    { expr: barReportQueue.id, kind: "text" },
  ],
  order: "asc",
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filters as SQL; "overdue" is a due report whose due day is before `today`. */
export function reportQueueConditions(filters: ReportQueueFilters, today: string): SQL | undefined {
  const q = barReportQueue;
  const parts: (SQL | undefined)[] = [];
  switch (filters.status) {
    case "all":
      break;
    case "open":
      parts.push(inArray(q.status, ["due", "waiting"]));
      break;
    case "due":
      parts.push(eq(q.status, "due"), sql`${q.dueKey} >= ${today}`);
      break;
    case "overdue":
      parts.push(eq(q.status, "due"), sql`${q.dueKey} < ${today}`);
      break;
    default:
      parts.push(eq(q.status, filters.status));
  }
  if (filters.state) parts.push(eq(q.stateSlug, filters.state));
  if (filters.q) {
    // A course title's words are few and the queue is read in its order: "contains" stays.
    // ILIKE, not lower() on both sides: the planner knows how often ILIKE
    // matches from the column's statistics, and reads the queue in its order
    // until the page is full (0.7 ms at 100,000 rows); it has none for the
    // lowered title, guessed too few matches and sorted all of them (67 ms).
    parts.push(sql`${q.courseTitle} ilike ${`%${escapeLike(filters.q.trim())}%`}`);
  }
  const kept = parts.filter((part): part is SQL => part !== undefined);
  return kept.length > 0 ? and(...kept) : undefined;
}

/** A stored queue row as the lists read it. */
export const QUEUE_COLUMNS = {
  id: barReportQueue.id,
  stateSlug: barReportQueue.stateSlug,
  stateName: barReportQueue.stateName,
  scope: barReportQueue.scope,
  heldOn: barReportQueue.heldOn,
  period: barReportQueue.period,
  courseTitle: barReportQueue.courseTitle,
  status: barReportQueue.status,
  dueKey: barReportQueue.dueKey,
  feeCents: barReportQueue.feeCents,
  lateFeeCents: barReportQueue.lateFeeCents,
  late: barReportQueue.late,
  attendees: barReportQueue.attendees,
  waiting: barReportQueue.waiting,
  problems: barReportQueue.problems,
  confidence: barReportQueue.confidence,
  correctionOfId: barReportQueue.correctionOfId,
  submitted: barReportQueue.submitted,
};

/** The statement of one page of the queue (a row more, to know if there is a next page). */
export function reportQueuePageQuery(
  db: Database,
  filters: ReportQueueFilters,
  today: string,
  cursor: KeysetCursor | null,
) {
  return db
    .select({ ...QUEUE_COLUMNS, pageKey: pageKeyColumn(REPORT_QUEUE_KEYSET) })
    .from(barReportQueue)
    .where(and(reportQueueConditions(filters, today), keysetCondition(REPORT_QUEUE_KEYSET, cursor)))
    .orderBy(...keysetOrder(REPORT_QUEUE_KEYSET, cursor))
    .limit(keysetLimit(REPORT_QUEUE_PAGE_SIZE));
}

/** The statement counting the matching reports, up to the bounded count's limit. */
export function reportQueueCountQuery(db: Database, filters: ReportQueueFilters, today: string) {
  return boundedCountQuery(db, {
    from: barReportQueue,
    key: barReportQueue.id,
    where: reportQueueConditions(filters, today),
  });
}

type StoredRow = Awaited<ReturnType<typeof reportQueuePageQuery>>[number];

/** A stored row as the tables show it: overdue, and its late fee, as of `today`. */
export function shownRow(
  { dueKey, lateFeeCents, late, ...row }: Omit<StoredRow, "pageKey">,
  today: string,
) {
  const overdue = row.status === "due" && dueKey < today;
  return {
    ...row,
    status: (overdue ? "overdue" : row.status) as QueueReport["status"],
    dueOn: dueKey === "9999" ? null : dueKey,
    feeCents: overdue ? lateFeeCents : row.feeCents,
    late: overdue || late === 1,
    confidence: row.confidence as QueueReport["confidence"],
  };
}

/**
 * One page of the reporting queue, by due date, and how many reports match
 * (bounded): the stale courses are derived again first (usually none).
 */
export async function listBarReportQueue(
  db: Database,
  filters: ReportQueueFilters,
  cursor: KeysetCursor | null,
  now = new Date(),
) {
  await refreshBarReportQueue(db, now);
  const today = scheduleToday(now);
  const { rows, total, cursors } = await loadKeysetList(
    cursor,
    REPORT_QUEUE_PAGE_SIZE,
    (at) => reportQueuePageQuery(db, filters, today, at),
    reportQueueCountQuery(db, filters, today),
  );
  return { reports: rows.map((row) => shownRow(row, today)), total, cursors };
}

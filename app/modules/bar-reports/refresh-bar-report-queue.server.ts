import { createHash } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import {
  type ObligationsBook,
  PROVIDER_OBLIGATIONS,
} from "~/content/state-rules/provider-obligations";
import type { Database } from "~/db/client.server";
import { barReportQueue } from "~/db/schema/bar-report-queue";
import type { QueueReport } from "./bar-report-types";
import { deriveBarReports } from "./derive-bar-reports";
import { loadBarReportInputs } from "./load-bar-report-inputs.server";

// The stored reporting queue (docs/decisions/0077, "Reports and checks"):
// the stale courses' reports derived again, a batch of courses at a time.

/** Courses derived in one transaction: a course has a few hundred certificates at most. */
const COURSE_BATCH = 100;

const hashes = new WeakMap<ObligationsBook, string>();

/** Which obligations data the queue was derived under: a deploy that changes it derives all again. */
function obligationsHash(book: ObligationsBook): string {
  let hash = hashes.get(book);
  if (!hash) {
    hash = createHash("sha256").update(JSON.stringify(book)).digest("hex");
    hashes.set(book, hash);
  }
  return hash;
}

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/**
 * Marks what changed without a write: every course when the queue was never
 * derived or the rules changed, and the courses of live sessions that ended
 * since the last refresh.
 */
async function markTimeAndRuleChanges(
  db: Database,
  now: Date,
  book: ObligationsBook,
): Promise<boolean> {
  const hash = obligationsHash(book);
  const at = now.toISOString();
  // Most reads find nothing to do: one statement, no write.
  const [quiet] = rowsOf<{ quiet: boolean }>(
    await db.execute(sql`select (s.obligations_hash = ${hash}
        and not exists (select 1 from bar_report_queue_stale)
        and not exists (select 1 from live_sessions
          where starts_at + duration_minutes * interval '1 minute' > s.ended_through
            and starts_at + duration_minutes * interval '1 minute' <= ${at}::timestamptz)) as quiet
      from bar_report_queue_state s where s.id = 1`),
  );
  // PGlite and node-postgres both answer a boolean; a string is read as PostgreSQL writes it.
  if (quiet && (quiet.quiet === true || String(quiet.quiet) === "t")) return false;
  await db.transaction(async (tx) => {
    const [state] = rowsOf<{ obligations_hash: string; ended_through: string }>(
      await tx.execute(
        sql`select obligations_hash, ended_through::text from bar_report_queue_state where id = 1 for update`,
      ),
    );
    if (state && state.obligations_hash === hash) {
      await tx.execute(sql`insert into bar_report_queue_stale (course_id)
        select distinct course_id from live_sessions
        where starts_at + duration_minutes * interval '1 minute' > ${state.ended_through}::timestamptz
          and starts_at + duration_minutes * interval '1 minute' <= ${at}::timestamptz
        on conflict do nothing`);
      await tx.execute(
        sql`update bar_report_queue_state set ended_through = ${at}::timestamptz, refreshed_at = now() where id = 1`,
      );
      return;
    }
    // Every course that has, or had, a report.
    await tx.execute(sql`insert into bar_report_queue_stale (course_id)
      select id from courses union select course_id from bar_reports union select course_id from bar_report_queue
      on conflict do nothing`);
    await tx.execute(sql`insert into bar_report_queue_state (id, obligations_hash, ended_through)
      values (1, ${hash}, ${at}::timestamptz)
      on conflict (id) do update set obligations_hash = excluded.obligations_hash,
        ended_through = excluded.ended_through, refreshed_at = now()`);
  });
  return true;
}

/** A queue row as stored: overdue is worked out when read, so both fees are kept. */
function storedRow(report: QueueReport, lateFeeCents: number) {
  return {
    id: report.id,
    courseId: report.courseId,
    stateSlug: report.stateSlug,
    stateName: report.stateName,
    scope: report.scope,
    period: report.period,
    heldOn: report.heldOn,
    courseTitle: report.courseTitle,
    status: report.status === "overdue" ? ("due" as const) : report.status,
    dueKey: report.dueOn ?? "9999",
    sequence: report.sequence,
    feeCents: report.feeCents,
    lateFeeCents,
    late: report.late ? 1 : 0,
    attendees: report.attendees,
    waiting: report.waiting.length,
    problems: report.problems.length,
    confidence: report.confidence,
    correctionOfId: report.correctionOfId,
    submitted: report.submitted,
  };
}

/**
 * Derives the stale courses' reports again and stores them, until no course
 * is stale. Two instances never take the same course (SKIP LOCKED); a write
 * that lands meanwhile marks its course again, so it is derived next time.
 */
export async function refreshBarReportQueue(
  db: Database,
  now = new Date(),
  obligations: ObligationsBook = PROVIDER_OBLIGATIONS,
): Promise<number> {
  if (!(await markTimeAndRuleChanges(db, now, obligations))) return 0;
  let derived = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const taken = rowsOf<{ course_id: string }>(
        await tx.execute(sql`delete from bar_report_queue_stale where course_id in (
          select course_id from bar_report_queue_stale order by course_id limit ${COURSE_BATCH}
          for update skip locked) returning course_id`),
      ).map((row) => row.course_id);
      if (taken.length === 0) return 0;
      const inputs = await loadBarReportInputs(tx, now, {
        obligations,
        courseIds: taken,
      });
      // Derived as on a day before any due date and after all of them: the
      // first gives each report's fee on time, the second its fee once late.
      const onTime = deriveBarReports(inputs, "0000-01-01");
      const lateFees = new Map(
        deriveBarReports(inputs, "9999-12-31").map((report) => [report.id, report.feeCents]),
      );
      await tx.delete(barReportQueue).where(inArray(barReportQueue.courseId, taken));
      const rows = onTime.map((report) =>
        storedRow(report, lateFees.get(report.id) ?? report.feeCents),
      );
      for (let start = 0; start < rows.length; start += 1000) {
        await tx.insert(barReportQueue).values(rows.slice(start, start + 1000));
      }
      return taken.length;
    });
    if (batch === 0) break;
    derived += batch;
  }
  if (derived > 0) await mergePendingTitleTrigrams(db);
  return derived;
}

/**
 * The rows just written keep their titles' trigrams in the index's pending
 * list (a bulk write's cheap path), which every search reads in full and the
 * planner counts against the index: 4 MB of it made the report search read
 * the whole queue instead (197 ms at a million registrations). Autovacuum
 * merges it on PostgreSQL; the embedded database has none, so the refresh
 * merges it itself, in one sorted pass.
 */
async function mergePendingTitleTrigrams(db: Database): Promise<void> {
  try {
    await db.execute(
      sql`select gin_clean_pending_list('bar_report_queue_title_search_idx'::regclass)`,
    );
  } catch (error) {
    // Only the index's owner may merge it (as only it may vacuum): a server
    // whose tables another role migrated leaves it to autovacuum.
    if (!isInsufficientPrivilege(error)) throw error;
  }
}

function isInsufficientPrivilege(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as Error & { code?: string }).code === "42501") return true;
  }
  return false;
}

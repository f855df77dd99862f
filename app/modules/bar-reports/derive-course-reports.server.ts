import { eq } from "drizzle-orm";
import {
  type ObligationsBook,
  PROVIDER_OBLIGATIONS,
} from "~/content/state-rules/provider-obligations";
import type { Database } from "~/db/client.server";
import { barReports } from "~/db/schema/bar-reports";
import { liveSessions } from "~/db/schema/catalogue";
import { scheduleToday } from "~/lib/format";
import type { QueueReport } from "./bar-report-types";
import { deriveBarReports } from "./derive-bar-reports";
import { loadBarReportInputs } from "./load-bar-report-inputs.server";
import { isSlotKey, parseSlotKey } from "./report-slot";

/**
 * The course a report belongs to (every slot is one course's: decision 0077,
 * "Reports and checks"): an on-demand slot names it, a live one through its
 * session, a submitted report has it stored. Null when the id names none.
 */
export async function findReportCourse(db: Database, id: string): Promise<string | null> {
  if (id.length > 300) return null;
  if (!isSlotKey(id)) {
    const [found] = await db
      .select({ courseId: barReports.courseId })
      .from(barReports)
      .where(eq(barReports.id, id));
    return found?.courseId ?? null;
  }
  const slot = parseSlotKey(id);
  if (!slot) return null;
  if (slot.scope === "on-demand") return slot.courseId;
  const [session] = await db
    .select({ courseId: liveSessions.courseId })
    .from(liveSessions)
    .where(eq(liveSessions.id, slot.liveSessionId));
  if (session) return session.courseId;
  // A session since deleted: its course is on the reports submitted for it.
  const [submitted] = await db
    .select({ courseId: barReports.courseId })
    .from(barReports)
    .where(eq(barReports.slotKey, id))
    .limit(1);
  return submitted?.courseId ?? null;
}

/**
 * One course's reports as of `now`: what the whole queue holds for that
 * course (the stored queue derives a course at a time, the same way), read
 * from that course's records alone.
 */
export async function deriveCourseReports(
  db: Database,
  courseId: string,
  now = new Date(),
  obligations: ObligationsBook = PROVIDER_OBLIGATIONS,
): Promise<QueueReport[]> {
  const inputs = await loadBarReportInputs(db, now, { obligations, courseIds: [courseId] });
  return deriveBarReports(inputs, scheduleToday(now));
}

import { createHash } from "node:crypto";
import {
  type ObligationsBook,
  PROVIDER_OBLIGATIONS,
} from "~/content/state-rules/provider-obligations";
import type { Database } from "~/db/client.server";
import type { QueueReport } from "./bar-report-types";
import { deriveCourseReports, findReportCourse } from "./derive-course-reports.server";
import { type ReportRuleFacts, reportRuleFacts } from "./report-rule";
import { isSlotKey } from "./report-slot";

export type BarReportPage = {
  /** The report the address names: due now (a slot key) or submitted (its id). */
  report: QueueReport;
  /** What is due now for the same session or window (a correction, after a submission). */
  pending: QueueReport | null;
  /** The reports of the same session or window already submitted, oldest first. */
  history: QueueReport[];
  /** The version of the state's obligations `report` is judged by (a submitted one: its own). */
  rule: ReportRuleFacts;
};

/**
 * A fingerprint of what a report due now contains: "Mark submitted" carries
 * the one the page showed, and a report that changed since is refused.
 */
export function reportContents(report: QueueReport): string {
  return createHash("sha256")
    .update(
      JSON.stringify([report.slotKey, report.sequence, report.lines, report.rulesEffectiveFrom]),
    )
    .digest("hex");
}

/** One report's page, or null when the address names none. */
export async function loadBarReport(
  db: Database,
  id: string,
  now = new Date(),
  obligations: ObligationsBook = PROVIDER_OBLIGATIONS,
): Promise<BarReportPage | null> {
  const courseId = await findReportCourse(db, id);
  if (courseId === null) return null;
  // Only its course's reports: a slot, its corrections and its history are all one course's.
  const all = await deriveCourseReports(db, courseId, now, obligations);
  const submitted = all.find((report) => report.id === id && report.status === "submitted");
  const slotKey = submitted?.slotKey ?? id;
  const pending =
    all.find((report) => report.id === slotKey && report.status !== "submitted") ?? null;
  const history = all
    .filter((report) => report.status === "submitted" && report.slotKey === slotKey)
    .sort((a, b) => a.sequence - b.sequence);
  const report = submitted ?? pending;
  if (!report) {
    // A slot whose every report is submitted: its last one.
    const last = isSlotKey(id) ? history.at(-1) : undefined;
    return last
      ? { report: last, pending: null, history, rule: reportRuleFacts(last, obligations) }
      : null;
  }
  return { report, pending, history, rule: reportRuleFacts(report, obligations) };
}

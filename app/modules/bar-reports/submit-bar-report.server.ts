import { randomInt } from "node:crypto";
import { and, eq, gte } from "drizzle-orm";
import {
  type ObligationsBook,
  PROVIDER_OBLIGATIONS,
} from "~/content/state-rules/provider-obligations";
import type { Database } from "~/db/client.server";
import { barReportLines, barReports } from "~/db/schema/bar-reports";
import { CODE_ALPHABET } from "~/modules/attendance/checkpoint-placement";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import type { MarkSubmittedForm } from "./bar-report-forms";
import { deriveCourseReports, findReportCourse } from "./derive-course-reports.server";
import { reportContents } from "./load-bar-report.server";
import { reportFee, submittedRule } from "./report-rule";

export type SubmitOutcome =
  | { ok: true; id: string }
  | { ok: false; reason: "not-found" | "not-needed" | "waiting" | "problems" | "changed" }
  | { ok: false; reason: "taken"; id: string; by: string; on: string };

/** "BR-7K2M-9QDP": a submitted report's number. */
function newReportId(): string {
  const group = () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
  return `BR-${group()}-${group()}`;
}

/** The report of this slot already submitted as (or after) `sequence`: who was first. */
async function takenBy(tx: Database, slotKey: string, sequence: number) {
  const [first] = await tx
    .select({
      id: barReports.id,
      by: barReports.submittedByEmail,
      on: barReports.submittedOn,
    })
    .from(barReports)
    .where(and(eq(barReports.slotKey, slotKey), gte(barReports.sequence, sequence)))
    .orderBy(barReports.sequence)
    .limit(1);
  return first ? ({ ok: false, reason: "taken", ...first } as const) : null;
}

/**
 * Marks the report due for a slot submitted: stores it and its lines as the
 * page showed them (refused when they changed since, or when someone else
 * submitted it first), with the regulator's reference and the version of the
 * state's obligations it was made under, and audits it. The stored report
 * never changes; what changes later makes a correction.
 */
export async function submitBarReport(
  db: Database,
  actor: StaffActor,
  input: MarkSubmittedForm & { slotKey: string },
  now = new Date(),
  obligations: ObligationsBook = PROVIDER_OBLIGATIONS,
): Promise<SubmitOutcome> {
  return db.transaction(async (tx): Promise<SubmitOutcome> => {
    const taken = await takenBy(tx, input.slotKey, input.sequence);
    if (taken) return taken;
    const courseId = await findReportCourse(tx, input.slotKey);
    const report = (
      courseId === null ? [] : await deriveCourseReports(tx, courseId, now, obligations)
    ).find((row) => row.id === input.slotKey && row.status !== "submitted");
    // Submitted by someone else after the check above: then it is theirs, not missing.
    if (!report)
      return (
        (await takenBy(tx, input.slotKey, input.sequence)) ?? { ok: false, reason: "not-found" }
      );
    if (report.status === "not-needed") return { ok: false, reason: "not-needed" };
    if (report.status === "waiting") return { ok: false, reason: "waiting" };
    if (report.problems.length > 0) return { ok: false, reason: "problems" };
    if (report.sequence !== input.sequence || reportContents(report) !== input.contents) {
      return { ok: false, reason: "changed" };
    }
    const id = newReportId();
    const late = report.dueOn !== null && input.submittedOn > report.dueOn;
    // The version the page showed (its effectiveFrom is in the contents checked above).
    const feeCents = reportFee(submittedRule(report, obligations), report.lines, late);
    // Two staff at once: the second insert meets the first's (slot, sequence) and does nothing.
    const inserted = await tx
      .insert(barReports)
      .values({
        id,
        slotKey: report.slotKey,
        sequence: report.sequence,
        correctionOfId: report.correctionOfId,
        stateSlug: report.stateSlug,
        scope: report.scope,
        courseId: report.courseId,
        courseTitle: report.courseTitle,
        liveSessionId: report.liveSessionId,
        period: report.period,
        heldOn: report.heldOn,
        dueOn: report.dueOn,
        feeCents,
        attendeeCount: report.attendees,
        fileFormat: report.fileFormat,
        rulesEffectiveFrom: report.rulesEffectiveFrom,
        submittedOn: input.submittedOn,
        reference: input.reference,
        note: input.note,
        submittedById: actor.id,
        submittedByEmail: actor.email,
        submittedAt: now,
      })
      .onConflictDoNothing({ target: [barReports.slotKey, barReports.sequence] })
      .returning({ id: barReports.id });
    if (inserted.length === 0) {
      return (await takenBy(tx, input.slotKey, input.sequence)) ?? { ok: false, reason: "changed" };
    }
    if (report.lines.length > 0) {
      await tx.insert(barReportLines).values(
        report.lines.map((line, position) => ({
          reportId: id,
          position,
          change: line.change,
          certificateId: line.certificateId,
          chainId: line.chainId,
          attorneyName: line.attorneyName,
          // Checked above: no line without a bar number gets here.
          barNumber: line.barNumber ?? "",
          courseNumber: line.courseNumber,
          completedOn: line.completedOn,
          credits: line.credits,
        })),
      );
    }
    await recordStaffAction(tx, actor, {
      action: "bar-report.submit",
      recordType: "bar_report",
      recordId: id,
      after: {
        id,
        slotKey: report.slotKey,
        state: report.stateSlug,
        correctionOf: report.correctionOfId,
        submittedOn: input.submittedOn,
        reference: input.reference,
        dueOn: report.dueOn,
        feeCents,
        rulesEffectiveFrom: report.rulesEffectiveFrom,
        lines: report.lines.length,
      },
      reason: input.note,
    });
    return { ok: true, id };
  });
}

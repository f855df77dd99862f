import {
  type ObligationsBook,
  obligationsInForce,
  providerObligations,
} from "~/content/state-rules/provider-obligations";
import { earliestDueDate } from "~/modules/bar-reports/report-due-date";
import { approvalCovers } from "~/modules/catalogue/approval-covers";
import type {
  CompletedSession,
  QueueReport,
  ReportedCertificate,
  ReportLine,
  ReportStatus,
  StateApproval,
  SubmittedReport,
} from "./bar-report-types";
import { lessSure, reportFee, reportNeeded, reportRule, submittedRule } from "./report-rule";
import { completionPeriod, periodDays, type ReportSlot, slotKey } from "./report-slot";

/** What the queue is derived from (read by load-bar-report-inputs.server.ts). */
export type BarReportInputs = {
  certificates: readonly ReportedCertificate[];
  /** Live sessions that have ended or hold certificates; `ended` for those that have ended. */
  sessions: readonly (CompletedSession & { ended: boolean })[];
  /** Courses' approvals in the states that want a report even without attendees. */
  approvals: readonly StateApproval[];
  submitted: readonly SubmittedReport[];
  stateNames: ReadonlyMap<string, string>;
  /** The states' obligations, versioned (the data; in tests, the data with a rule change). */
  obligations: ObligationsBook;
};

type SlotState = {
  slot: ReportSlot;
  key: string;
  courseTitle: string;
  heldOn: string;
  /** Completion days the due date falls back on when no attendee is listed. */
  anchorDays: string[];
  certificates: ReportedCertificate[];
  /** A report is due even with no attendee (Washington's live programs). */
  dueWithoutAttendees: boolean;
};

function sameLine(a: ReportLine, b: ReportLine): boolean {
  const credits = (line: ReportLine) =>
    JSON.stringify(Object.entries(line.credits).sort(([x], [y]) => x.localeCompare(y)));
  return (
    a.attorneyName === b.attorneyName &&
    a.barNumber === b.barNumber &&
    a.courseNumber === b.courseNumber &&
    a.completedOn === b.completedOn &&
    credits(a) === credits(b)
  );
}

/** What was reported for each attendee so far: the last line per chain, withdrawn ones gone. */
export function reportedSoFar(reports: readonly SubmittedReport[]): Map<string, ReportLine> {
  const reported = new Map<string, ReportLine>();
  for (const report of [...reports].sort((a, b) => a.sequence - b.sequence)) {
    for (const line of report.lines) {
      if (line.change === "withdrawn") reported.delete(line.chainId);
      else reported.set(line.chainId, line);
    }
  }
  return reported;
}

/**
 * The lines a report must carry now: every attendee when nothing was
 * submitted; after that, only what changed (new attendees, corrected
 * certificates, withdrawn ones: revoked, or moved out of the window).
 */
export function pendingLines(
  current: readonly ReportedCertificate[],
  submitted: readonly SubmittedReport[],
): ReportLine[] {
  const reported = reportedSoFar(submitted);
  const lines: ReportLine[] = [];
  const present = new Set<string>();
  for (const certificate of current) {
    present.add(certificate.chainId);
    const line: ReportLine = {
      change: "new",
      certificateId: certificate.id,
      chainId: certificate.chainId,
      attorneyName: certificate.attorneyName,
      barNumber: certificate.barNumber,
      courseNumber: certificate.approvalNumber ?? "",
      completedOn: certificate.completedOn,
      credits: certificate.credits,
    };
    const before = reported.get(certificate.chainId);
    if (!before) lines.push(line);
    else if (!sameLine(before, line)) lines.push({ ...line, change: "corrected" });
  }
  for (const [chainId, before] of reported) {
    if (!present.has(chainId)) lines.push({ ...before, change: "withdrawn" });
  }
  return lines.sort(
    (a, b) =>
      a.attorneyName.localeCompare(b.attorneyName) || a.completedOn.localeCompare(b.completedOn),
  );
}

/** Every slot with something to report, to say, or already submitted. */
function collectSlots(inputs: BarReportInputs): Map<string, SlotState> {
  const slots = new Map<string, SlotState>();
  const sessions = new Map(inputs.sessions.map((session) => [session.id, session]));
  const slotFor = (slot: ReportSlot, courseTitle: string, heldOn: string) => {
    const key = slotKey(slot);
    let state = slots.get(key);
    if (!state) {
      state = {
        slot,
        key,
        courseTitle,
        heldOn,
        anchorDays: [],
        certificates: [],
        dueWithoutAttendees: false,
      };
      slots.set(key, state);
    }
    return state;
  };
  // On-demand completion days per course, whatever the state (the window's anchor).
  const onDemandDays = new Map<string, string[]>();
  const book = inputs.obligations;
  for (const certificate of inputs.certificates) {
    // The window follows the deadline in force on the completion day (a month, or a half-year).
    const { deadline } = obligationsInForce(certificate.stateSlug, certificate.completedOn, book);
    const session = certificate.liveSessionId ? sessions.get(certificate.liveSessionId) : null;
    const state = certificate.liveSessionId
      ? slotFor(
          {
            stateSlug: certificate.stateSlug,
            scope: "live",
            courseId: certificate.courseId,
            liveSessionId: certificate.liveSessionId,
          },
          certificate.courseTitle,
          session?.heldOn ?? certificate.completedOn,
        )
      : slotFor(
          {
            stateSlug: certificate.stateSlug,
            scope: "on-demand",
            courseId: certificate.courseId,
            period: completionPeriod(deadline.value, certificate.completedOn),
          },
          certificate.courseTitle,
          periodDays(completionPeriod(deadline.value, certificate.completedOn)).first,
        );
    state.anchorDays.push(certificate.completedOn);
    if (!certificate.liveSessionId && !certificate.revoked) {
      const days = onDemandDays.get(certificate.courseId) ?? [];
      days.push(certificate.completedOn);
      onDemandDays.set(certificate.courseId, days);
    }
    state.certificates.push(certificate);
  }
  // States that want a report even when none of their attorneys attended,
  // under the version in force for each session or window.
  for (const approval of inputs.approvals) {
    for (const session of inputs.sessions) {
      if (!session.ended || session.courseId !== approval.courseId) continue;
      if (!approvalCovers(approval, session.heldOn)) continue;
      if (!obligationsInForce(approval.stateSlug, session.heldOn, book).reportWithoutAttendees) {
        continue;
      }
      const slot: ReportSlot = {
        stateSlug: approval.stateSlug,
        scope: "live",
        courseId: session.courseId,
        liveSessionId: session.id,
      };
      const state = slotFor(slot, session.courseTitle, session.heldOn);
      state.dueWithoutAttendees = true;
      state.anchorDays.push(session.heldOn);
    }
    for (const day of onDemandDays.get(approval.courseId) ?? []) {
      const period = completionPeriod(
        obligationsInForce(approval.stateSlug, day, book).deadline.value,
        day,
      );
      const { first, last } = periodDays(period);
      const rule = obligationsInForce(approval.stateSlug, last, book);
      if (!rule.reportWithoutAttendees || !reportNeeded(rule, "on-demand").needed) continue;
      if (!approvalCovers(approval, first, last)) continue;
      const title =
        inputs.certificates.find((certificate) => certificate.courseId === approval.courseId)
          ?.courseTitle ?? approval.courseId;
      const state = slotFor(
        { stateSlug: approval.stateSlug, scope: "on-demand", courseId: approval.courseId, period },
        title,
        first,
      );
      state.dueWithoutAttendees = true;
      state.anchorDays.push(day);
    }
  }
  // A submitted report's slot stays, so a withdrawal is seen when its certificates are gone.
  for (const report of inputs.submitted) {
    slotFor(
      report.scope === "live"
        ? {
            stateSlug: report.stateSlug,
            scope: "live",
            courseId: report.courseId,
            liveSessionId: report.liveSessionId ?? "",
          }
        : {
            stateSlug: report.stateSlug,
            scope: "on-demand",
            courseId: report.courseId,
            period: report.period ?? "",
          },
      report.courseTitle,
      report.heldOn,
    );
  }
  return slots;
}

/** A submitted report as a row of the queue, under the version it was made under. */
export function submittedRow(
  report: SubmittedReport,
  stateName: string,
  book: ObligationsBook,
): QueueReport {
  const rules = submittedRule(report, book);
  return {
    id: report.id,
    slotKey: report.slotKey,
    stateSlug: report.stateSlug,
    stateName,
    scope: report.scope,
    courseId: report.courseId,
    courseTitle: report.courseTitle,
    liveSessionId: report.liveSessionId,
    period: report.period,
    heldOn: report.heldOn,
    status: "submitted",
    dueOn: report.dueOn,
    feeCents: report.feeCents,
    late: report.dueOn !== null && report.submittedOn > report.dueOn,
    attendees: report.attendeeCount,
    waiting: [],
    problems: [],
    lines: report.lines,
    ruleText: rules.deadline.text,
    confidence: lessSure(rules.deadline.confidence, rules.fee.confidence),
    fileFormat: report.fileFormat,
    rulesEffectiveFrom: report.rulesEffectiveFrom,
    correctionOfId: report.correctionOfId,
    sequence: report.sequence,
    submitted: {
      on: report.submittedOn,
      reference: report.reference,
      by: report.submittedByEmail,
      at: report.submittedAt,
      note: report.note,
    },
  };
}

/** The report due now for one slot (or what it waits for), or null when nothing is. */
function pendingRow(
  state: SlotState,
  submitted: readonly SubmittedReport[],
  stateName: string,
  today: string,
  book: ObligationsBook,
): QueueReport | null {
  const { slot } = state;
  const period = slot.scope === "on-demand" ? slot.period : null;
  const rules = reportRule({ ...slot, heldOn: state.heldOn, period }, book);
  const live = state.certificates.filter((certificate) => !certificate.revoked);
  const reportable = live.filter((certificate) => certificate.approvalStatus === "approved");
  const waiting = live
    .filter((certificate) => certificate.approvalStatus === "pending")
    .map((certificate) => ({
      certificateId: certificate.id,
      attorneyName: certificate.attorneyName,
      completedOn: certificate.completedOn,
    }));
  const needed = reportNeeded(rules, slot.scope);
  const lines = pendingLines(reportable, submitted);
  const firstReportDue = submitted.length === 0 && state.dueWithoutAttendees;
  if (lines.length === 0 && waiting.length === 0 && !firstReportDue) return null;
  const last = submitted.at(-1) ?? null;
  const dueOn = needed.needed
    ? earliestDueDate(
        rules.deadline.value,
        lines.length > 0 ? lines.map((line) => line.completedOn) : state.anchorDays,
      )
    : null;
  const status: ReportStatus = !needed.needed
    ? "not-needed"
    : lines.length === 0 && !firstReportDue
      ? "waiting"
      : dueOn !== null && today > dueOn
        ? "overdue"
        : "due";
  const late = status === "overdue";
  return {
    id: state.key,
    slotKey: state.key,
    stateSlug: slot.stateSlug,
    stateName,
    scope: slot.scope,
    courseId: slot.courseId,
    courseTitle: state.courseTitle,
    liveSessionId: slot.scope === "live" ? slot.liveSessionId : null,
    period,
    heldOn: state.heldOn,
    status,
    dueOn,
    feeCents: needed.needed ? reportFee(rules, lines, late) : 0,
    late,
    attendees: lines.filter((line) => line.change !== "withdrawn").length,
    waiting,
    problems: lines
      .filter((line) => line.change !== "withdrawn" && !line.barNumber)
      .map((line) => ({
        certificateId: line.certificateId,
        attorneyName: line.attorneyName,
        message: `No ${stateName} bar number: re-issue the certificate with it, or ask the attorney to add it to their profile.`,
      })),
    lines,
    ruleText: needed.needed ? rules.deadline.text : needed.reason,
    confidence: needed.needed
      ? lessSure(rules.deadline.confidence, rules.fee.confidence)
      : needed.confidence,
    fileFormat: rules.file,
    rulesEffectiveFrom: rules.effectiveFrom,
    correctionOfId: last?.id ?? null,
    sequence: (last?.sequence ?? 0) + 1,
    submitted: null,
  };
}

/**
 * The reporting queue: for every slot, the report due now (or waiting for an
 * approval, or not needed, with the state's reason), and every submitted
 * report; sorted by due date, the undated last. `today` is the provider's day.
 */
export function deriveBarReports(inputs: BarReportInputs, today: string): QueueReport[] {
  const bySlot = new Map<string, SubmittedReport[]>();
  for (const report of inputs.submitted) {
    const list = bySlot.get(report.slotKey) ?? [];
    list.push(report);
    bySlot.set(report.slotKey, list);
  }
  for (const list of bySlot.values()) list.sort((a, b) => a.sequence - b.sequence);
  const book = inputs.obligations;
  const name = (slug: string) =>
    inputs.stateNames.get(slug) ?? providerObligations(slug, book).name;
  const rows: QueueReport[] = inputs.submitted.map((report) =>
    submittedRow(report, name(report.stateSlug), book),
  );
  for (const state of collectSlots(inputs).values()) {
    const row = pendingRow(
      state,
      bySlot.get(state.key) ?? [],
      name(state.slot.stateSlug),
      today,
      book,
    );
    if (row) rows.push(row);
  }
  return rows.sort(
    (a, b) =>
      (a.dueOn ?? "9999").localeCompare(b.dueOn ?? "9999") ||
      a.stateName.localeCompare(b.stateName) ||
      a.heldOn.localeCompare(b.heldOn) ||
      a.sequence - b.sequence,
  );
}

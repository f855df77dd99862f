import type { Reporting } from "~/content/state-rules/types";
import type { QueueReport } from "./bar-report-types";

/**
 * Where a completion stands with the state's regulator, as the attorney sees
 * it: reported by us, due to be reported by us, waiting (for the state's
 * approval, or for their bar number), or theirs to report. The state's rule
 * on what the attorney files comes with it, unless only providers report.
 */
export type ReportingStatus =
  | { kind: "reported"; on: string; reference: string }
  | { kind: "due"; dueOn: string | null; overdue: boolean }
  | { kind: "waiting-approval" }
  | { kind: "needs-bar-number"; dueOn: string | null }
  | { kind: "attorney" };

export type CreditReporting = ReportingStatus & {
  stateName: string;
  /** How the attorney reports, or files alongside us: the state's rule in words. */
  attorneyReports: { text: string; deadlines: string } | null;
};

/** What the state's rules say of reporting, in force on the completion day. */
export type StateReportingRule = {
  reporting: { value: Reporting; text: string };
  deadlines: string;
};

/**
 * A certificate's reporting, read off the reporting queue's rows for its
 * attorney (pending and submitted): the row that lists its chain decides.
 * Null for a revoked certificate (nothing to report) or one no row knows.
 */
export function creditReportingOf(
  certificate: { id: string; chainId: string; revoked: boolean; stateSlug: string },
  rows: readonly QueueReport[],
  rule: StateReportingRule | null,
  stateName: string,
): CreditReporting | null {
  if (certificate.revoked) return null;
  // A state without attorneys' rules in the data (California) has no rule to quote.
  const attorneyFiles = rule ? { text: rule.reporting.text, deadlines: rule.deadlines } : null;
  const ours = (status: ReportingStatus): CreditReporting => ({
    ...status,
    stateName,
    // Where the state's rule makes reporting the attorney's too, they file as well.
    attorneyReports: rule && rule.reporting.value !== "provider" ? attorneyFiles : null,
  });
  const theirs = (): CreditReporting => ({
    kind: "attorney",
    stateName,
    attorneyReports: attorneyFiles,
  });
  const inState = rows.filter((row) => row.stateSlug === certificate.stateSlug);
  for (const row of inState) {
    if (row.submitted) continue;
    const line = row.lines.find(
      (each) => each.chainId === certificate.chainId && each.change !== "withdrawn",
    );
    const waiting = row.waiting.some((each) => each.certificateId === certificate.id);
    if (!line && !waiting) continue;
    if (row.status === "not-needed") return theirs();
    if (waiting) return ours({ kind: "waiting-approval" });
    if (row.problems.some((problem) => problem.certificateId === certificate.id)) {
      return ours({ kind: "needs-bar-number", dueOn: row.dueOn });
    }
    return ours({ kind: "due", dueOn: row.dueOn, overdue: row.status === "overdue" });
  }
  // Nothing pending for it: the last submitted report that lists it says when.
  const reported = inState
    .filter((row) => row.submitted !== null)
    .sort((a, b) => b.sequence - a.sequence)
    .find((row) =>
      row.lines.some((line) => line.chainId === certificate.chainId && line.change !== "withdrawn"),
    );
  if (reported?.submitted) {
    return ours({
      kind: "reported",
      on: reported.submitted.on,
      reference: reported.submitted.reference,
    });
  }
  return rule?.reporting.value === "provider" ? null : theirs();
}

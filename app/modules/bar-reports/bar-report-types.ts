import type { Confidence, CreditCategory } from "~/content/state-rules/types";

// The shapes the reporting queue is derived from and shows.

export type Credits = Partial<Record<CreditCategory, number>>;

/** A certificate as the queue reads it: the latest version of its chain, revoked or not. */
export type ReportedCertificate = {
  id: string;
  /** The chain's first version: the same attendee across re-issues. */
  chainId: string;
  courseId: string;
  courseTitle: string;
  stateSlug: string;
  attorneyName: string;
  /** The certificate's own, or else the attorney's bar admission in that state (null: none). */
  barNumber: string | null;
  liveSessionId: string | null;
  approvalStatus: "approved" | "pending";
  approvalNumber: string | null;
  completedOn: string;
  credits: Credits;
  revoked: boolean;
};

/** A live session that has ended (not cancelled). */
export type CompletedSession = {
  id: string;
  courseId: string;
  courseTitle: string;
  /** Its day where it was scheduled (ISO). */
  heldOn: string;
};

/** A course's approval in a state, effective from and until when (ISO; null: open). */
export type StateApproval = {
  courseId: string;
  stateSlug: string;
  effectiveFrom: string | null;
  expiresOn: string | null;
};

export type LineChange = "new" | "corrected" | "withdrawn";

/** One attendee's line in a report. */
export type ReportLine = {
  change: LineChange;
  certificateId: string;
  chainId: string;
  attorneyName: string;
  barNumber: string | null;
  courseNumber: string;
  completedOn: string;
  credits: Credits;
};

/** A report as it was submitted (bar_reports with its lines). */
export type SubmittedReport = {
  id: string;
  slotKey: string;
  sequence: number;
  correctionOfId: string | null;
  stateSlug: string;
  scope: "live" | "on-demand";
  courseId: string;
  courseTitle: string;
  liveSessionId: string | null;
  period: string | null;
  heldOn: string;
  dueOn: string | null;
  feeCents: number;
  attendeeCount: number;
  fileFormat: "csv" | "washington-tab-delimited";
  /** With the state, the version of the provider obligations it was made under (its effectiveFrom). */
  rulesEffectiveFrom: string;
  submittedOn: string;
  reference: string;
  note: string | null;
  submittedByEmail: string;
  submittedAt: string;
  lines: ReportLine[];
};

export type ReportStatus = "due" | "overdue" | "submitted" | "waiting" | "not-needed";

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  due: "Due",
  overdue: "Overdue",
  submitted: "Submitted",
  waiting: "Waiting for approval",
  "not-needed": "No report needed",
};

/** A completion not reportable yet: the course's approval in the state is pending. */
export type WaitingCompletion = {
  certificateId: string;
  attorneyName: string;
  completedOn: string;
};

/** An attendee whose line cannot go in the file yet. */
export type ReportProblem = { certificateId: string; attorneyName: string; message: string };

/** One row of the queue: a report due (derived) or submitted (stored). */
export type QueueReport = {
  /** The slot key for a report not yet submitted; the stored id for a submitted one. */
  id: string;
  slotKey: string;
  stateSlug: string;
  stateName: string;
  scope: "live" | "on-demand";
  courseId: string;
  courseTitle: string;
  liveSessionId: string | null;
  period: string | null;
  heldOn: string;
  status: ReportStatus;
  dueOn: string | null;
  feeCents: number;
  /** The late fee is included (filed, or still unfiled, after the due date). */
  late: boolean;
  attendees: number;
  waiting: WaitingCompletion[];
  problems: ReportProblem[];
  lines: ReportLine[];
  /** Why no report is needed, or the deadline rule in words. */
  ruleText: string;
  /** How sure the deadline and fee are (the less sure of the two). */
  confidence: Confidence;
  fileFormat: "csv" | "washington-tab-delimited";
  /**
   * With the state, the version of the provider obligations the report is
   * judged by: the one in force now for a report due, the one it was made
   * under for a submitted one (its effectiveFrom).
   */
  rulesEffectiveFrom: string;
  /** The submitted report this one corrects. */
  correctionOfId: string | null;
  sequence: number;
  submitted: {
    on: string;
    reference: string;
    by: string;
    at: string;
    note: string | null;
  } | null;
};

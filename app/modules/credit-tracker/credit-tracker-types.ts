import type { CreditReporting } from "~/modules/bar-reports/credit-reporting";
// What the credit tracker loads, as plain data (ISO dates, decimal hours), so
// the page and the dashboard's summary can render it without server code.

import type { CreditCategory, PeriodAssignment } from "~/content/state-rules/types";
import type { FormatNotice } from "~/modules/credit-tracker/describe-format-restrictions";
import type { RequirementsOutline } from "~/modules/credit-tracker/outline-requirements";
import type { PeriodEvaluation } from "~/modules/credit-tracker/period-evaluation-types";
import type { FormatNote } from "~/modules/credit-tracker/restrict-credit-formats";
import type { PeriodSuggestion } from "~/modules/credit-tracker/suggest-period";

export type TrackerPeriod = {
  id: string;
  /** ISO dates. */
  startsOn: string;
  endsOn: string;
  carriedIn: number;
  /** Against today: running, not started yet, or over. */
  status: "current" | "upcoming" | "ended";
};

/** A credit earned elsewhere, as the attorney enters it (its certificate aside). */
export type OutsideCredit = {
  stateSlug: string;
  title: string;
  provider: string;
  /** ISO date. */
  completedOn: string;
  format: "live" | "self-study";
  /** False for self-study that is not an accredited course (entered by hand). */
  accredited: boolean;
  hours: Partial<Record<CreditCategory, number>>;
};

/** A credit as the tracker lists it: a course certificate or an outside credit, in the same terms. */
export type TrackerCredit = Omit<OutsideCredit, "stateSlug"> & {
  /** Unique across sources: `course:{certificateId}` or `outside:{id}`. */
  key: string;
  /** The certificate's or the outside credit's own id. */
  id: string;
  source: "course" | "outside";
  totalHours: number;
  /** Completed within the period the tracker judges (so it counts there). */
  inPeriod: boolean;
  /** Where its certificate is downloaded, if there is one. */
  certificateUrl: string | null;
  certificateFilename: string | null;
  certificateBytes: number | null;
  /** The state's own form beside a course certificate, where it prescribes one we fill in. */
  stateForm: { url: string; title: string } | null;
  /** A course certificate's standing with the state's regulator (null for outside credits). */
  reporting: CreditReporting | null;
  /** What the state's format rules in force on its day did with its hours (refused, self-study). */
  formatNotes: FormatNote[];
};

export type PendingCredit = {
  id: string;
  /** Where it stands with the state's regulator (its approval pending: we report once it comes). */
  reporting: CreditReporting | null;
  title: string;
  completedOn: string;
  format: "live" | "self-study";
  hours: Partial<Record<CreditCategory, number>>;
  totalHours: number;
  /** What the state's format rules will do with its hours once approved. */
  formatNotes: FormatNote[];
};

export type StateTracker = {
  slug: string;
  name: string;
  code: string;
  /** The public state page with the rules and their sources. */
  statePage: string;
  admission: { id: string; barNumber: string; admittedOn: string | null } | null;
  /** The current period first, then upcoming ones, then those that ended (latest first). */
  periods: TrackerPeriod[];
  /** The period the tracker judges: the current one, else the next, else the last. */
  judged: TrackerPeriod | null;
  evaluation: PeriodEvaluation | null;
  /** Why the judged period could not be evaluated (no rules recorded for it). */
  ruleProblem: string | null;
  /** What the state's rule gives for this attorney (always worked out, for its explanation). */
  suggestion: PeriodSuggestion;
  /** Whether to offer the suggested period: no current or upcoming period is recorded. */
  offerSuggestion: boolean;
  /** The judged period is the one the state's rule gives. */
  judgedMatchesSuggestion: boolean;
  periodKind: PeriodAssignment["kind"];
  /** What the state requires of everyone (rules in force today); shown while no period is judged. */
  requirementsOutline: RequirementsOutline | null;
  /** Categories an outside credit may carry in this state, with labels. */
  categories: { id: CreditCategory; label: string }[];
  /**
   * The state caps only self-study outside accredited courses (Texas): the
   * outside-credit form then asks which kind of self-study it was.
   */
  capsUnaccreditedSelfStudy: boolean;
  /** How the state's format rules apply to this attorney today (Missouri, New York's newly admitted). */
  formatNotice: FormatNotice | null;
  /**
   * Approved course certificates and outside credits, newest first; on the
   * tracker page's card, the first few (summarised in `creditSummary`).
   */
  credits: TrackerCredit[];
  /** Course certificates whose state approval is pending: listed, not counted. */
  pending: PendingCredit[];
  /** All of the state's credits, however many are listed. */
  creditSummary: StateCreditSummary;
};

/** A number of credits and their hours. */
export type CreditTally = { count: number; hours: number };

/** A state's credits counted: all, those in the judged period, those in each other period. */
export type StateCreditSummary = {
  all: CreditTally;
  inPeriod: CreditTally;
  otherPeriods: (TrackerPeriod & CreditTally)[];
  /** Course certificates awaiting the state's approval. */
  pending: number;
};

export type CreditTracker = {
  /** ISO date the tracker was judged on. */
  today: string;
  profile: {
    exists: boolean;
    lastName: string | null;
    birthDate: string | null;
    /** The state chosen at sign-up (a slug, or "other"): the one to add first. */
    state: string | null;
  };
  states: StateTracker[];
  /** The approved states not yet in the tracker. */
  addableStates: { slug: string; name: string }[];
};

/** One state's line in the dashboard's summary. */
export type CreditSummaryLine = {
  slug: string;
  name: string;
  /** ISO date; null when no period is recorded. */
  periodEndsOn: string | null;
  daysLeft: number | null;
  /** Hours that count (carried-in included) and hours required; null without an evaluation. */
  counted: number | null;
  required: number | null;
  /** The fewest further hours that meet every requirement. */
  stillNeeded: number | null;
  /** Requirements not yet met: label and hours still needed. */
  missing: { label: string; hours: number }[];
  complete: boolean;
  /** "no-period": add a period; "no-rules": no rules recorded for it; "tracking": judged. */
  status: "tracking" | "no-period" | "no-rules";
};

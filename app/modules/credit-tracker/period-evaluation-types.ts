// What judging a reporting period gives: the credits it is fed, the progress
// on each requirement, the format checks and the whole evaluation. Types only,
// so the tracker page can render them without the arithmetic.

import type { CreditCategory, Reporting, RuleVersion } from "~/content/state-rules/types";
import type { ReportingPeriod } from "~/modules/credit-tracker/suggest-period";

export type EarnedCredit = {
  id: string;
  title: string;
  /** ISO date. */
  completedOn: string;
  /** "live": in person or live webcast; "self-study": on demand. */
  format: "live" | "self-study";
  /**
   * An accredited course (ours, approved in the state, or one the attorney
   * says was), as opposed to other self-study such as reading or writing.
   */
  accredited: boolean;
  /** Hours by category, as approved in this state. */
  hours: Partial<Record<CreditCategory, number>>;
  source: "course" | "outside";
};

/** The rule figures an evaluation rests on (keys of `RuleVersion`). */
export type RuleFactName =
  | "totalHours"
  | "period"
  | "requirements"
  | "formats"
  | "creditHourMinutes"
  | "carryoverMaxHours"
  | "deadlines"
  | "reporting";

/** Progress on one requirement; `within` holds the requirements counted inside it. */
export type RequirementProgress = {
  id: string;
  label: string;
  categories: CreditCategory[];
  required: number;
  /** All hours earned in the period in these categories, before format rules. */
  earned: number;
  /** Hours that count toward it after format rules (may exceed `required`). */
  counted: number;
  /** `required` − `counted`, at least 0. */
  missing: number;
  /** The fewest further hours that meet this requirement and every one within it. */
  stillNeeded: number;
  met: boolean;
  /** Self-study hours do not count toward it (a "no self-study" rule covers it). */
  liveOnly: boolean;
  /** Credits with hours counted toward it. */
  creditIds: string[];
  within: RequirementProgress[];
};

export type FormatCheck =
  | {
      kind: "max-self-study";
      limit: number;
      /** Self-study hours earned in the period. */
      earned: number;
      /** Self-study hours that count toward the total. */
      counted: number;
      over: number;
      ok: boolean;
      message: string;
    }
  | {
      kind: "min-live";
      required: number;
      earned: number;
      short: number;
      ok: boolean;
      message: string;
    }
  | {
      kind: "no-self-study-for";
      categories: CreditCategory[];
      /** Self-study hours that do not count toward the requirements this rule covers. */
      excluded: number;
      creditIds: string[];
      ok: boolean;
      message: string;
    }
  | {
      kind: "max-hours-in";
      categories: CreditCategory[];
      limit: number;
      earned: number;
      counted: number;
      over: number;
      ok: boolean;
      message: string;
    };

export type PeriodEvaluation = {
  period: ReportingPeriod;
  /** The rule version applied: the one in force on the period's last day. */
  version: RuleVersion;
  total: {
    required: number;
    /** All hours earned in the period. */
    earned: number;
    /** Earned hours that count after format caps. */
    countedEarned: number;
    /** Carried-in hours that count (toward the total only). */
    carriedIn: number;
    /** `countedEarned` + `carriedIn`. */
    counted: number;
    /** `required` − `counted`, at least 0. */
    missing: number;
  };
  live: { earned: number };
  /** Self-study the state's cap counts (Texas: only outside accredited courses). */
  selfStudy: { earned: number; counted: number };
  /** The fewest further hours that meet the total, every requirement and the live minimum. */
  hoursStillNeeded: number;
  complete: boolean;
  requirements: RequirementProgress[];
  formatChecks: FormatCheck[];
  /** Hours that may move to the next period: 0 where none may, null where the rule is not known. */
  carryoverOut: number | null;
  creditHourMinutes: 50 | 60 | null;
  deadline: {
    /** ISO date: the period's last day. */
    completeBy: string;
    /** Days from today to `completeBy`: 0 on the last day, negative once it has passed. */
    daysLeft: number;
    /** The rule's deadlines, for people (reporting dates, grace periods). */
    text: string;
  };
  reporting: { who: Reporting; text: string };
  /** What the attorney still has to do, as plain sentences. */
  todo: string[];
  /** Rule figures not confirmed by any source: show them as such. */
  unconfirmed: RuleFactName[];
  /** Rule figures resting on secondary sources only. */
  secondary: RuleFactName[];
  /** Credits completed within the period. */
  creditIdsInPeriod: string[];
  /** Credits completed outside the period (or on no valid date): not counted. */
  creditIdsOutsidePeriod: string[];
};

// The shape of the state CLE rules: one versioned data module that the state
// pages show and the credit tracker calculates from. Every figure carries its
// sources and how sure we are of it; rules carry the dates they are in force.

/** How sure a figure is: from the regulator, only from a secondary site, or not found. */
export type Confidence = "official" | "secondary" | "unconfirmed";

/** One figure as the state page shows it, with where it comes from. */
export type Fact<T> = {
  value: T;
  /** The figure in a sentence or two, for people (the state page). */
  text: string;
  /** Keys into the state's `sources` (e.g. "FL1"). Empty only when unconfirmed. */
  sources: string[];
  confidence: Confidence;
};

/** Credit categories a course can carry (a course's credits by type map onto these). */
export type CreditCategory =
  | "general"
  | "ethics"
  | "professionalism"
  | "technology"
  | "cybersecurity"
  | "bias"
  | "wellness"
  | "law-practice-management"
  | "skills"
  | "law-and-procedure";

/**
 * A minimum the attorney must reach in a period. `within` holds requirements
 * counted inside this one (e.g. Illinois: 1 diversity hour within the 6
 * professional-responsibility hours).
 */
export type Requirement = {
  id: string;
  label: string;
  minHours: number;
  /** Categories whose hours count toward it. */
  categories: CreditCategory[];
  within?: Requirement[];
};

/** How a state gives each attorney a reporting period (months long). */
export type PeriodAssignment =
  /** The same dates for everyone, e.g. Virginia 1 Nov – 31 Oct. `anchorYear`: a year one period starts in. */
  | { kind: "fixed"; months: number; startMonth: number; startDay: number; anchorYear: number }
  /**
   * Starts on the 1st of the attorney's birth month (Texas). `firstPeriodMonths`:
   * the first period after admission is longer (its dates are not in the research).
   */
  | { kind: "birth-month"; months: number; firstPeriodMonths?: number }
  /** By the first letter of the last name: each group's periods end in even or odd years. */
  | {
      kind: "last-name";
      months: number;
      /** Month (1–12) the period ends in, on its last day. */
      endMonth: number;
      groups: { from: string; to: string; endsIn: "even" | "odd" }[];
    }
  /** Ends with the registration after the birthday, in years of the admission year's parity (New York). */
  | { kind: "birthday-and-admission-year"; months: number }
  /** Two groups by birth date; each group's periods end on 31 Dec of even or odd years (New Jersey). */
  | {
      kind: "birth-date-group";
      months: number;
      groups: { fromMonth: number; toMonth: number; endsIn: "even" | "odd" }[];
    }
  /** Periods end in years of the same (or opposite) parity as the admission year. */
  | {
      kind: "admission-year-parity";
      months: number;
      /** Month (1–12) the period ends in, on its last day. */
      endMonth: number;
      sameParity: boolean;
    }
  /** The regulator assigns each member a cycle (Florida, Washington); the attorney enters it. */
  | { kind: "assigned-by-regulator"; months: number }
  /** The first period runs from the admission date (Colorado), later ones in whole calendar years. */
  | { kind: "from-admission-date"; months: number };

/** Limits on how credits may be earned. */
export type FormatRule =
  /**
   * At most `hours` may be self-study / on-demand. With `onlyUnaccredited`
   * (Texas), the cap is on self-study that is not an accredited course
   * (reading, writing ...): accredited on-demand courses count as accredited CLE.
   */
  | { kind: "max-self-study"; hours: number; onlyUnaccredited?: true }
  /** At least `hours` must be live or live-interactive (Virginia). */
  | { kind: "min-live"; hours: number }
  /** These categories may not be earned on demand (Wisconsin EPR, Missouri ethics). */
  | { kind: "no-self-study-for"; categories: CreditCategory[] }
  /** At most `hours` in these categories count toward the total (Wisconsin: 6 law practice management). */
  | { kind: "max-hours-in"; categories: CreditCategory[]; hours: number };

/** Who reports completed credits to the regulator. */
export type Reporting = "attorney" | "provider" | "both";

/** The rules in force from `effectiveFrom` (inclusive) until `effectiveUntil` (exclusive). */
export type RuleVersion = {
  /** ISO date. */
  effectiveFrom: string;
  /** ISO date, or null while in force. */
  effectiveUntil: string | null;
  totalHours: Fact<number>;
  period: Fact<PeriodAssignment>;
  requirements: Fact<Requirement[]>;
  formats: Fact<FormatRule[]>;
  /** Minutes in one credit hour (50 or 60); null when not found. */
  creditHourMinutes: Fact<50 | 60 | null>;
  /** Hours that may move to the next period: a number, 0 for none, null when not found. */
  carryoverMaxHours: Fact<number | null>;
  deadlines: Fact<string>;
  reporting: Fact<Reporting>;
  /** What the state asks of providers to verify attendance (codes etc.). */
  verification: Fact<string>;
};

export type StateRules = {
  /** Matches APPROVED_STATES' slug. */
  slug: string;
  regulator: Fact<string>;
  /** ISO date the figures were taken from the research into this module. */
  transcribedOn: string;
  /** ISO date the figures were last checked against the regulator's own site; null until they are. */
  lastVerified: string | null;
  /** Oldest first; at most one has `effectiveUntil: null`. */
  versions: RuleVersion[];
  /** Source key → address (and what it is). */
  sources: Record<string, { url: string; note?: string }>;
};

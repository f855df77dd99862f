import type { Fact } from "./types";

// The shape of what a provider owes each state's regulator: per state, the
// versions of its obligations, each in force from a day, as the attorneys'
// rules are (types.ts). A report is judged by one version (see
// docs/decisions/0040-provider-obligations-versions.md).

/** When a report of one attendee's completion is due. */
export type ReportDeadline =
  /** The regulator takes no report from the provider (the attorney reports, or nobody does). */
  | { kind: "none" }
  /** By the last day of the month after the completion (Illinois). */
  | { kind: "end-of-following-month" }
  /** Within this many days of the completion. */
  | { kind: "days-after"; days: number }
  /**
   * Twice a year, on these days (month 1–12), for the completions of the
   * half-year before (New Jersey: 15 January for July–December, 15 July for
   * January–June).
   */
  | {
      kind: "semiannual";
      due: readonly [{ month: number; day: number }, { month: number; day: number }];
    };

/** What a report costs. Cents; per attorney for each credit hour, or per name listed. */
export type ReportFee =
  | { kind: "none" }
  | { kind: "per-attorney-credit-hour"; cents: number }
  | { kind: "per-name"; cents: number; lateCents?: number };

/** The file a regulator takes: its own tab-delimited upload (Washington), or the common CSV. */
export type ReportFileFormat = "csv" | "washington-tab-delimited";

/** A state's obligations in force from `effectiveFrom` (inclusive) until `effectiveUntil` (exclusive). */
export type ObligationsVersion = {
  /** ISO date. With the state, the version's identity: a submitted report stores both. */
  effectiveFrom: string;
  /** ISO date, or null while in force. */
  effectiveUntil: string | null;
  /** Whether, and by when, the provider reports attendance. */
  deadline: Fact<ReportDeadline>;
  fee: Fact<ReportFee>;
  file: ReportFileFormat;
  /** Washington: a report is due even when none of its attorneys attended. */
  reportWithoutAttendees: boolean;
  /**
   * Where the regulator takes reports of live programs only (the attorneys
   * report their own recorded, on-demand courses): why. Absent, or while
   * unconfirmed: on-demand completions are reported like live ones (an
   * unneeded report costs a fee; a missing one costs the attorney's credit).
   */
  onDemandNotReported?: Fact<true>;
  /** Years the attendance records must be kept from the program date; null when not found. */
  retentionYears: Fact<number | null>;
};

export type ProviderObligations = {
  /** A state's slug (matches the state rules; a state the catalogue does not list is kept for the record). */
  slug: string;
  name: string;
  /** ISO date the figures were taken from the research into this module. */
  transcribedOn: string;
  /** ISO date the figures were last checked against the regulator's own site; null until they are. */
  lastVerified: string | null;
  /** Oldest first, back to back; the last one has `effectiveUntil: null`. */
  versions: ObligationsVersion[];
  /** Source key → address (and what it is), for every version's facts. */
  sources: Record<string, { url: string; note?: string }>;
};

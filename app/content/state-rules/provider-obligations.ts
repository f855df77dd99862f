import type { Fact } from "./types";

// What a provider owes each state's regulator once attorneys claim credit
// there: whether and by when it reports attendance, what the report costs,
// which file the regulator takes, and how long the records must be kept.
// Transcribed from ../shared/data/cle-provider-obligations.md §1; every figure
// carries its sources and how sure we are of it, as the attorneys' rules do.

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

export type ProviderObligations = {
  /** A state's slug (matches the state rules; a state the catalogue does not list is kept for the record). */
  slug: string;
  name: string;
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
  /** Source key → address (and what it is). */
  sources: Record<string, { url: string; note?: string }>;
};

/** The edition of these figures (bump when they change); shown beside them in the console. */
export const PROVIDER_OBLIGATIONS_EDITION = "2026-11";

/** Kept when a state's own retention period is not confirmed (California's four years, the longest found). */
export const DEFAULT_RETENTION_YEARS = 4;

/**
 * Assumed where a state's provider deadline is not confirmed: a vendor's
 * claim that most states want attendance within 30 days. Assuming it keeps an
 * unconfirmed report early rather than late; the console marks it unconfirmed.
 */
const UNCONFIRMED_DEADLINE: Fact<ReportDeadline> = {
  value: { kind: "days-after", days: 30 },
  text: "Not confirmed. Assumed within 30 days of completion (a vendor says most states want 30 days); check with the regulator.",
  sources: ["VENDOR-30"],
  confidence: "unconfirmed",
};

const UNCONFIRMED_FEE: Fact<ReportFee> = {
  value: { kind: "none" },
  text: "No reporting fee was found; not confirmed.",
  sources: [],
  confidence: "unconfirmed",
};

const UNCONFIRMED_RETENTION: Fact<number | null> = {
  value: null,
  text: `The provider's retention period was not found; records are kept ${DEFAULT_RETENTION_YEARS} years.`,
  sources: [],
  confidence: "unconfirmed",
};

const VENDOR_30_SOURCE = {
  "VENDOR-30": {
    url: "https://help.attorneycredits.com/",
    note: 'Attorney Credits help centre: "most states: 30 days" (a vendor\'s claim, unverified)',
  },
};

/** A state whose provider duties the research did not establish. */
function unconfirmedState(slug: string, name: string): ProviderObligations {
  return {
    slug,
    name,
    deadline: UNCONFIRMED_DEADLINE,
    fee: UNCONFIRMED_FEE,
    file: "csv",
    reportWithoutAttendees: false,
    retentionYears: UNCONFIRMED_RETENTION,
    sources: VENDOR_30_SOURCE,
  };
}

export const PROVIDER_OBLIGATIONS: readonly ProviderObligations[] = [
  {
    slug: "california",
    name: "California",
    deadline: {
      value: { kind: "none" },
      text: "Providers report attendance only when the State Bar asks for it.",
      sources: ["CA1", "CA2"],
      confidence: "official",
    },
    fee: {
      value: { kind: "none" },
      text: "No reporting fee.",
      sources: ["CA1"],
      confidence: "official",
    },
    file: "csv",
    reportWithoutAttendees: false,
    retentionYears: {
      value: 4,
      text: "Attendance records (name and bar number), agendas and written and promotional materials: 4 years from the program date; evaluations 1 year.",
      sources: ["CA1", "CA2"],
      confidence: "official",
    },
    sources: {
      CA1: {
        url: "https://www.calbar.ca.gov/",
        note: "Provider Record Keeping",
      },
      CA2: {
        url: "https://mcle.calbar.ca.gov/",
        note: "Provider administrative requirements",
      },
    },
  },
  {
    slug: "illinois",
    name: "Illinois",
    deadline: {
      value: { kind: "end-of-following-month" },
      text: "Attendance is entered in the MCLE Board's online system (PCAM) by the last day of the month after completion: name, ARDC number, completion date and hours, including professional-responsibility hours. (The attorneys' FAQ quoted on the state page says the 15th; this uses the provider FAQ.)",
      sources: ["IL-P405", "IL-P410"],
      confidence: "official",
    },
    fee: {
      value: { kind: "per-attorney-credit-hour", cents: 75 },
      text: "$0.75 per attorney per credit hour.",
      sources: ["IL-P405"],
      confidence: "official",
    },
    file: "csv",
    reportWithoutAttendees: false,
    retentionYears: {
      value: 3,
      text: "Participant lists and evaluations at least 3 years.",
      sources: ["IL-P410"],
      confidence: "official",
    },
    sources: {
      "IL-P405": {
        url: "https://www.mcleboard.org/",
        note: "Provider FAQ P405: reporting attendance and fees",
      },
      "IL-P410": {
        url: "https://www.mcleboard.org/",
        note: "Provider FAQ P410: records to keep",
      },
    },
  },
  {
    slug: "new-york",
    name: "New York",
    deadline: {
      value: { kind: "none" },
      text: "No attendance report: the provider issues each attendee a certificate after verifying attendance.",
      sources: ["NY-AV", "NY-PFAQ"],
      confidence: "official",
    },
    fee: {
      value: { kind: "none" },
      text: "No reporting fee.",
      sources: ["NY-PFAQ"],
      confidence: "official",
    },
    file: "csv",
    reportWithoutAttendees: false,
    retentionYears: {
      value: null,
      text: `Attorneys keep certificates 4 years; the provider's own period was not confirmed, so records are kept ${DEFAULT_RETENTION_YEARS} years.`,
      sources: ["NY-PFAQ"],
      confidence: "unconfirmed",
    },
    sources: {
      "NY-AV": {
        url: "https://www.nycourts.gov/attorneys/cle/attendanceverification_info.shtml",
        note: "Attendance verification",
      },
      "NY-PFAQ": {
        url: "https://www.nycourts.gov/attorneys/cle/",
        note: "Provider FAQs",
      },
    },
  },
  {
    slug: "pennsylvania",
    name: "Pennsylvania",
    deadline: {
      value: { kind: "days-after", days: 30 },
      text: "Providers report attendance within 30 days (a secondary source); unpaid fees make the lawyer non-compliant.",
      sources: ["PA1"],
      confidence: "secondary",
    },
    fee: {
      value: { kind: "per-attorney-credit-hour", cents: 150 },
      text: "$1.50 per credit hour per attorney (a secondary source).",
      sources: ["PA1"],
      confidence: "secondary",
    },
    file: "csv",
    reportWithoutAttendees: false,
    retentionYears: UNCONFIRMED_RETENTION,
    sources: {
      PA1: {
        url: "https://www.pacodeandbulletin.gov/",
        note: "204 Pa. Code Rule 82.109",
      },
    },
  },
  {
    slug: "new-jersey",
    name: "New Jersey",
    deadline: {
      value: {
        kind: "semiannual",
        due: [
          { month: 1, day: 15 },
          { month: 7, day: 15 },
        ],
      },
      text: "Approved service providers report twice a year, by 15 January and 15 July, and announce each course no later than 30 days after it runs. Not confirmed: which completions each report covers is not in the source; assumed July–December by 15 January, January–June by 15 July.",
      sources: ["NJ-FAQ"],
      // The two days are the FAQ's; the half-year each one covers is an assumption.
      confidence: "unconfirmed",
    },
    fee: {
      value: { kind: "none" },
      text: "No reporting fee.",
      sources: ["NJ-FAQ"],
      confidence: "official",
    },
    file: "csv",
    reportWithoutAttendees: false,
    retentionYears: {
      value: 3,
      text: "Attendance records 3 years; attendees receive the official New Jersey certificate.",
      sources: ["NJ-FAQ"],
      confidence: "official",
    },
    sources: {
      "NJ-FAQ": { url: "https://www.njcourts.gov/", note: "CLE FAQs" },
    },
  },
  {
    slug: "georgia",
    name: "Georgia",
    deadline: {
      value: { kind: "days-after", days: 30 },
      text: "A list of attendees with their Georgia bar numbers, with the payment, within 30 days.",
      sources: ["GA-BAR", "GA-REG"],
      confidence: "secondary",
    },
    fee: {
      value: { kind: "per-attorney-credit-hour", cents: 400 },
      text: "$4 per approved hour for each Georgia attendee.",
      sources: ["GA-REG"],
      confidence: "secondary",
    },
    file: "csv",
    reportWithoutAttendees: false,
    retentionYears: UNCONFIRMED_RETENTION,
    sources: {
      "GA-BAR": { url: "https://www.gabar.org/" },
      "GA-REG": {
        url: "https://www.ceuinstitute.net/",
        note: "The regulation as quoted by a vendor",
      },
    },
  },
  {
    slug: "washington",
    name: "Washington",
    deadline: {
      value: { kind: "days-after", days: 30 },
      text: "Attendance is uploaded as a tab-delimited file within 30 days, even when no Washington lawyer attended; lawyers are given the bar's attendance form.",
      sources: ["WA-AR"],
      confidence: "official",
    },
    fee: {
      value: { kind: "per-name", cents: 100, lateCents: 3500 },
      text: "$1 per name reported; a $35 late fee.",
      sources: ["WA-AR"],
      confidence: "official",
    },
    file: "washington-tab-delimited",
    reportWithoutAttendees: true,
    onDemandNotReported: {
      value: true,
      text: "Sponsors report attendance of live approved programs; lawyers report their own completion of recorded courses. Not confirmed: this page of the WSBA's is not in our research, so recorded courses are reported all the same ($1 a name) until the WSBA confirms it.",
      sources: ["WA-SP"],
      // WA-SP is not in the research notes (../shared/data/cle-provider-obligations.md).
      confidence: "unconfirmed",
    },
    retentionYears: UNCONFIRMED_RETENTION,
    sources: {
      "WA-AR": {
        url: "http://www.wsba.org/Licensing-and-Lawyer-Conduct/MCLE/Sponsors",
        note: "Attendance Reporting",
      },
      "WA-SP": {
        url: "http://wsba.org/Licensing-and-Lawyer-Conduct/MCLE/Sponsors",
        note: "Sponsors: Reporting Attendance (not in the research notes; to be confirmed)",
      },
    },
  },
  {
    slug: "texas",
    name: "Texas",
    deadline: {
      ...UNCONFIRMED_DEADLINE,
      text: "Sponsors report through the bar's online portal (MCLE Regulations §6); attorneys need their hours reported by the end of their birth month. The sponsor's own deadline was not found: assumed within 30 days of completion.",
      sources: ["TX-MCLE", "VENDOR-30"],
    },
    fee: UNCONFIRMED_FEE,
    file: "csv",
    reportWithoutAttendees: false,
    retentionYears: UNCONFIRMED_RETENTION,
    sources: {
      "TX-MCLE": {
        url: "https://www.texasbar.com/",
        note: "MCLE Regulations §6",
      },
      ...VENDOR_30_SOURCE,
    },
  },
  {
    slug: "florida",
    name: "Florida",
    deadline: {
      value: { kind: "none" },
      text: "No provider report: attorneys report their own credits with the course reference number.",
      sources: ["FL-BAR"],
      confidence: "official",
    },
    fee: {
      value: { kind: "none" },
      text: "No reporting fee.",
      sources: ["FL-BAR"],
      confidence: "official",
    },
    file: "csv",
    reportWithoutAttendees: false,
    retentionYears: UNCONFIRMED_RETENTION,
    sources: { "FL-BAR": { url: "https://www.floridabar.org/" } },
  },
  unconfirmedState("ohio", "Ohio"),
  unconfirmedState("virginia", "Virginia"),
  unconfirmedState("north-carolina", "North Carolina"),
  unconfirmedState("missouri", "Missouri"),
  unconfirmedState("colorado", "Colorado"),
  unconfirmedState("wisconsin", "Wisconsin"),
];

/** A state's obligations; a state missing from the research is treated as unconfirmed. */
export function providerObligations(slug: string): ProviderObligations {
  return PROVIDER_OBLIGATIONS.find((state) => state.slug === slug) ?? unconfirmedState(slug, slug);
}

/**
 * Years a record with credit claimed in these states must be kept: the
 * longest of their periods, and the default for any state whose own period
 * is not confirmed.
 */
export function retentionYearsFor(stateSlugs: Iterable<string>): number {
  let years = 0;
  for (const slug of stateSlugs) {
    years = Math.max(
      years,
      providerObligations(slug).retentionYears.value ?? DEFAULT_RETENTION_YEARS,
    );
  }
  return years === 0 ? DEFAULT_RETENTION_YEARS : years;
}

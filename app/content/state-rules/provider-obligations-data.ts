import type { ProviderObligations, ReportDeadline, ReportFee } from "./provider-obligations-types";
import type { Fact } from "./types";

// What a provider owes each state's regulator once attorneys claim credit
// there: whether and by when it reports attendance, what the report costs,
// which file the regulator takes, and how long the records must be kept.
// Transcribed from ../shared/data/cle-provider-obligations.md §1; every figure
// carries its sources and how sure we are of it, as the attorneys' rules do.
//
// Each state's obligations are versions in force from a day. A rule change is
// a new version: end the one before it on the day the new one takes effect
// (its `effectiveUntil`), never edit a version reports were made under (a
// submitted report names its version by state and `effectiveFrom`).

// Transcribed from the research on this day; no figure has yet been checked
// against the regulator's own site, so none carries a verification date.
const TRANSCRIBED_ON = "2026-11-26";

/**
 * When the first version of every state takes effect. The research gives no
 * day the rules began; they were in force long before the provider's first
 * course, so the first version reaches back as the attorneys' rules do
 * (data.ts). Migration 0043 gives the reports submitted before versions
 * existed this day: change it only with a migration.
 */
export const IN_FORCE_SINCE = "2000-01-01";

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
export function unconfirmedState(slug: string, name: string): ProviderObligations {
  return {
    slug,
    name,
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: IN_FORCE_SINCE,
        effectiveUntil: null,
        deadline: UNCONFIRMED_DEADLINE,
        fee: UNCONFIRMED_FEE,
        file: "csv",
        reportWithoutAttendees: false,
        retentionYears: UNCONFIRMED_RETENTION,
      },
    ],
    sources: VENDOR_30_SOURCE,
  };
}

/**
 * California's providers upload attendance within 60 days of each activity
 * from this day (Rule 3.602(C)); before it they reported only when asked.
 * Source: ../shared/data/cle-accreditation-conditions.md, "Corrections" [CA-PROV].
 */
export const CALIFORNIA_UPLOAD_SINCE = "2023-10-02";

export const PROVIDER_OBLIGATIONS: readonly ProviderObligations[] = [
  {
    slug: "california",
    name: "California",
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: IN_FORCE_SINCE,
        effectiveUntil: CALIFORNIA_UPLOAD_SINCE,
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
      },
      {
        // Rule 3.602(C): the research's correction of the earlier "only when asked".
        effectiveFrom: CALIFORNIA_UPLOAD_SINCE,
        effectiveUntil: null,
        deadline: {
          value: { kind: "days-after", days: 60 },
          text: "Providers upload electronic attendance records to the State Bar within 60 days of each participatory activity (Rule 3.602(C), since 2 October 2023).",
          sources: ["CA-PROV"],
          confidence: "official",
        },
        fee: {
          value: { kind: "none" },
          text: "No reporting fee was found for the upload.",
          sources: ["CA-PROV"],
          confidence: "unconfirmed",
        },
        file: "csv",
        reportWithoutAttendees: false,
        retentionYears: {
          value: 4,
          text: "Attendance records (name and bar number), agendas and written and promotional materials: 4 years from the program date; evaluations 1 year.",
          sources: ["CA1", "CA2"],
          confidence: "official",
        },
      },
    ],
    sources: {
      "CA-PROV": {
        url: "https://calbar.ca.gov/Attorneys/MCLE-CLE/MCLE-Providers",
        note: "State Bar of California: MCLE providers (Rule 3.602(C) attendance records within 60 days)",
      },
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
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: IN_FORCE_SINCE,
        effectiveUntil: null,
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
      },
    ],
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
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: IN_FORCE_SINCE,
        effectiveUntil: null,
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
      },
    ],
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
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: IN_FORCE_SINCE,
        effectiveUntil: null,
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
      },
    ],
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
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: IN_FORCE_SINCE,
        effectiveUntil: null,
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
      },
    ],
    sources: {
      "NJ-FAQ": { url: "https://www.njcourts.gov/", note: "CLE FAQs" },
    },
  },
  {
    slug: "georgia",
    name: "Georgia",
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: IN_FORCE_SINCE,
        effectiveUntil: null,
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
      },
    ],
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
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: IN_FORCE_SINCE,
        effectiveUntil: null,
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
      },
    ],
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
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: IN_FORCE_SINCE,
        effectiveUntil: null,
        deadline: {
          ...UNCONFIRMED_DEADLINE,
          text: "Sponsors report through the bar's online portal (MCLE Regulations §6); attorneys need their hours reported by the end of their birth month. The sponsor's own deadline was not found: assumed within 30 days of completion.",
          sources: ["TX-MCLE", "VENDOR-30"],
        },
        fee: UNCONFIRMED_FEE,
        file: "csv",
        reportWithoutAttendees: false,
        retentionYears: UNCONFIRMED_RETENTION,
      },
    ],
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
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: IN_FORCE_SINCE,
        effectiveUntil: null,
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
      },
    ],
    sources: { "FL-BAR": { url: "https://www.floridabar.org/" } },
  },
  unconfirmedState("ohio", "Ohio"),
  unconfirmedState("virginia", "Virginia"),
  unconfirmedState("north-carolina", "North Carolina"),
  unconfirmedState("missouri", "Missouri"),
  unconfirmedState("colorado", "Colorado"),
  unconfirmedState("wisconsin", "Wisconsin"),
];

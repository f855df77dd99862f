import type {
  Fact,
  FormatRule,
  PeriodAssignment,
  Reporting,
  Requirement,
  StateRules,
} from "./types";

/**
 * The CLE rules of the 13 approved states, transcribed from the research
 * document (shared/data/cle-state-rules-and-peers.md, Part A). Every figure
 * must be re-checked against the regulator's live site before it ships.
 */

// Transcribed from the research on this day. No figure has yet been checked
// against the regulator's own site, so none carries a verification date.
const TRANSCRIBED_ON = "2026-11-22";

// ---------------------------------------------------------------------------
// Florida
// ---------------------------------------------------------------------------

const floridaPeriod: Fact<PeriodAssignment> = {
  value: { kind: "assigned-by-regulator", months: 36 },
  text: "A 3-year reporting cycle. The Florida Bar assigns each member a cycle at admission, with reporting dates staggered by month; compliance is due on the last day of the assigned month.",
  sources: ["FL1", "FL4"],
  confidence: "official",
};

const floridaFormats: Fact<FormatRule[]> = {
  value: [],
  text: "No format cap: all credits may be earned by live webcast or recorded course.",
  sources: ["FL1", "FL3"],
  confidence: "official",
};

const floridaCreditHour: Fact<50 | 60 | null> = {
  value: 50,
  text: "One credit hour is 50 minutes (per the ABA's Florida page, not the Bar's own text).",
  sources: ["FL3"],
  confidence: "secondary",
};

const floridaCarryover: Fact<number | null> = {
  value: 0,
  text: "No carryover: excess hours do not move to the next cycle.",
  sources: ["FL1", "FL3"],
  confidence: "official",
};

const floridaDeadlines: Fact<string> = {
  value: "Last day of the assigned reporting month",
  text: "Complete and report all hours by the last day of your assigned reporting month.",
  sources: ["FL1", "FL4"],
  confidence: "official",
};

const floridaReporting: Fact<Reporting> = {
  value: "attorney",
  text: "Attorneys self-report completed courses in The Florida Bar's member portal using the course approval number, and keep records for audit.",
  sources: ["FL4", "FL5"],
  confidence: "official",
};

const floridaVerification: Fact<string> = {
  value: "None found",
  text: "No Florida Bar rule requiring attendance verification (such as codes) for on-demand courses was found; this is not confirmed.",
  sources: [],
  confidence: "unconfirmed",
};

// ---------------------------------------------------------------------------
// New York
// ---------------------------------------------------------------------------

const newYorkPeriod: Fact<PeriodAssignment> = {
  value: { kind: "birthday-and-admission-year", months: 24 },
  text: "A 2-year period between biennial registrations. Registration is due within 30 days after the attorney's birthday, in alternate years set by the parity of the admission year.",
  sources: ["NY1", "NY2"],
  confidence: "official",
};

const newYorkFormats: Fact<FormatRule[]> = {
  value: [],
  text: "Experienced attorneys may earn credit in any format the Board accredits for the provider, including on-demand. Newly admitted attorneys may earn skills credits only live or by fully interactive videoconference.",
  sources: ["NY1", "NY3", "NY5"],
  confidence: "official",
};

const newYorkCreditHour: Fact<50 | 60 | null> = {
  value: 50,
  text: "One credit hour is 50 minutes, per a secondary source.",
  sources: ["NY7"],
  confidence: "secondary",
};

const newYorkCarryover: Fact<number | null> = {
  value: 6,
  text: "Experienced attorneys may carry over at most 6 credits. Newly admitted attorneys may carry 8 credits from year 1 to year 2 and 6 into the first biennial cycle; ethics credits are not carried over.",
  sources: ["NY1", "NY2", "NY3"],
  confidence: "official",
};

const newYorkDeadlines: Fact<string> = {
  value: "With the biennial registration, within 30 days after the birthday",
  text: "Credits are due with the biennial registration, within 30 days after the attorney's birthday.",
  sources: ["NY1", "NY5"],
  confidence: "official",
};

const newYorkReporting: Fact<Reporting> = {
  value: "attorney",
  text: "Attorneys certify compliance on the biennial registration statement and keep certificates for 4 years. No provider-to-Board attendance reporting was found.",
  sources: ["NY1", "NY5", "NY-cert"],
  confidence: "official",
};

const newYorkVerification: Fact<string> = {
  value:
    "Independent verification of completion for webinars and on-demand courses; codes at least every 50 minutes are the model method",
  text: "Before issuing a certificate, providers must independently verify that the attorney completed the course, including webinars and on-demand video; the attorney's affirmation or login/logout times alone are not enough. The model method is codes shown or spoken at undisclosed, random points, at least one every 50 minutes (a 50-minute course with a single code should place it 5–10 minutes before the end), with a separate code for each segment; pop-up responses or an end-of-course quiz are accepted alternatives.",
  sources: ["NY6"],
  confidence: "official",
};

// ---------------------------------------------------------------------------
// Ohio
// ---------------------------------------------------------------------------

const ohioTotal: Fact<number> = {
  value: 24,
  text: "24 hours per 2-year biennium.",
  sources: ["OH1", "OH2"],
  confidence: "official",
};

const ohioPeriod: Fact<PeriodAssignment> = {
  value: {
    kind: "last-name",
    months: 24,
    endMonth: 12,
    groups: [
      { from: "A", to: "L", endsIn: "odd" },
      { from: "M", to: "Z", endsIn: "even" },
    ],
  },
  text: "A 2-year, calendar-based biennium assigned by last name: A–L end December 31 of odd years, M–Z of even years.",
  sources: ["OH1", "OH2", "OH3"],
  confidence: "official",
};

const ohioRequirements: Fact<Requirement[]> = {
  value: [
    {
      id: "ethics",
      label: "Professional conduct",
      minHours: 2.5,
      categories: ["ethics", "professionalism", "wellness"],
    },
  ],
  text: 'At least 2.5 hours of "professional conduct", which may be any mix of ethics, professionalism, alcohol, substance abuse or mental health topics, and access to justice. No separate technology or bias requirement was found.',
  sources: ["OH1", "OH2"],
  confidence: "official",
};

const ohioCreditHour: Fact<50 | 60 | null> = {
  value: null,
  text: "The length of an Ohio credit hour was not found; not confirmed.",
  sources: [],
  confidence: "unconfirmed",
};

const ohioCarryover: Fact<number | null> = {
  value: 12,
  text: "Up to 12 hours may carry over, as general credit, according to secondary sources; verify with the Supreme Court of Ohio.",
  sources: ["OH5"],
  confidence: "secondary",
};

const ohioDeadlines: Fact<string> = {
  value: "December 31 of the biennium's end year",
  text: "Complete hours by December 31 of the biennium's end year. Attorneys have not filed transcripts since 2014. Late compliance is possible by a cure deadline, with a fee (for example, April 1, 2024 for 2022–23).",
  sources: ["OH2", "OH3"],
  confidence: "official",
};

const ohioReporting: Fact<Reporting> = {
  value: "provider",
  text: "Sponsors report attendance. For self-study, the sponsor must request credit for each attorney who completes the course within 30 days.",
  sources: ["OH2", "OH4"],
  confidence: "official",
};

const ohioVerification: Fact<string> = {
  value: "Codes not mandated; self-study sponsors describe how they verify identity and time",
  text: "Attendance codes are not mandated. Self-study sponsor applications ask how the sponsor checks identity (for example, a password or challenge questions) and participation time (polling, verification codes or test questions).",
  sources: ["OH4"],
  confidence: "official",
};

// ---------------------------------------------------------------------------
// Georgia
// ---------------------------------------------------------------------------

const georgiaFormats: Fact<FormatRule[]> = {
  value: [],
  text: "All hours may be earned by distance learning: the cap on distance learning was removed permanently on October 22, 2021. The earlier cap is not given in the research.",
  sources: ["GA4"],
  confidence: "official",
};

const georgiaCreditHour: Fact<50 | 60 | null> = {
  value: 60,
  text: "One credit hour is 60 minutes, per a CLE provider's Georgia page (secondary).",
  sources: ["GA6"],
  confidence: "secondary",
};

const georgiaReporting: Fact<Reporting> = {
  value: "provider",
  text: "Providers report hours to the Commission (NBI, a provider, does so), and the attorney attests on the online transcript. This is partly from secondary sources.",
  sources: ["GA1", "GA2"],
  confidence: "secondary",
};

const georgiaVerification: Fact<string> = {
  value: "Not confirmed",
  text: "No Georgia attendance-verification requirement was confirmed; NBI, a provider, says verification is not required.",
  sources: ["GA2"],
  confidence: "unconfirmed",
};

// ---------------------------------------------------------------------------
// Washington
// ---------------------------------------------------------------------------

const washingtonTotal: Fact<number> = {
  value: 45,
  text: "45 hours per 3-year reporting period.",
  sources: ["WA2", "WA3"],
  confidence: "official",
};

const washingtonPeriod: Fact<PeriodAssignment> = {
  value: { kind: "assigned-by-regulator", months: 36 },
  text: "A 3-year reporting period, assigned by the Bar into 3 groups by admission year. It ends December 31 of the third year.",
  sources: ["WA2", "WA3"],
  confidence: "official",
};

const washingtonFormats: Fact<FormatRule[]> = {
  value: [],
  text: "No live requirement since January 1, 2016: all credits may be earned from recorded courses.",
  sources: ["WA2", "WA5"],
  confidence: "official",
};

const washingtonCreditHour: Fact<50 | 60 | null> = {
  value: null,
  text: "The length of a Washington credit hour was not found; not confirmed.",
  sources: [],
  confidence: "unconfirmed",
};

const washingtonCarryover: Fact<number | null> = {
  value: 15,
  text: "Up to 15 credits may carry over. An older WSBA page limits ethics carryover to 2 credits; that sub-limit is not confirmed.",
  sources: ["WA2", "WA3"],
  confidence: "official",
};

const washingtonDeadlines: Fact<string> = {
  value: "Complete by December 31 of year 3; certify by February 1",
  text: "Complete credits by December 31 of the third year and certify compliance by February 1.",
  sources: ["WA2", "WA5"],
  confidence: "official",
};

const washingtonReporting: Fact<Reporting> = {
  value: "both",
  text: "Both: sponsors report live-course attendance within 30 days; lawyers add recorded courses themselves and certify compliance.",
  sources: ["WA3", "WA6"],
  confidence: "official",
};

const washingtonVerification: Fact<string> = {
  value: "Not confirmed",
  text: "No Washington attendance-verification (code) requirement was found; not confirmed.",
  sources: [],
  confidence: "unconfirmed",
};

// ---------------------------------------------------------------------------
// Colorado
// ---------------------------------------------------------------------------

const coloradoTotal: Fact<number> = {
  value: 45,
  text: "45 hours per 3-year reporting period.",
  sources: ["CO1", "CO2"],
  confidence: "official",
};

const coloradoPeriod: Fact<PeriodAssignment> = {
  value: { kind: "from-admission-date", months: 36 },
  text: "A 3-year period. The first runs from the admission date to December 31 of the third full calendar year; later periods are 3 full calendar years.",
  sources: ["CO1", "CO3"],
  confidence: "official",
};

const coloradoFormats: Fact<FormatRule[]> = {
  value: [],
  text: "No cap on homestudy, and professional responsibility credits may be earned by homestudy, according to secondary sources.",
  sources: ["CO5"],
  confidence: "secondary",
};

const coloradoCreditHour: Fact<50 | 60 | null> = {
  value: 50,
  text: "One credit hour is 50 minutes, per a secondary source.",
  sources: ["CO5"],
  confidence: "secondary",
};

const coloradoCarryover: Fact<number | null> = {
  value: 0,
  text: "No carryover to the next period, according to secondary sources.",
  sources: ["CO5"],
  confidence: "secondary",
};

const coloradoDeadlines: Fact<string> = {
  value: "Complete by December 31; verify the transcript by January 31",
  text: "Complete hours by December 31 and verify your transcript by January 31. A make-up plan filed by January 31 allows completion by May 31.",
  sources: ["CO1", "CO4"],
  confidence: "official",
};

const coloradoReporting: Fact<Reporting> = {
  value: "attorney",
  text: "Attorneys report each course by online affidavit using the sponsor's course ID.",
  sources: ["CO3", "CO4"],
  confidence: "official",
};

const coloradoVerification: Fact<string> = {
  value: "Not confirmed",
  text: "No Colorado attendance-code requirement was confirmed. Some providers (for example, AILA) use 4-digit codes for their own programs.",
  sources: ["CO5"],
  confidence: "unconfirmed",
};

// ---------------------------------------------------------------------------
// The states, in APPROVED_STATES order
// ---------------------------------------------------------------------------

export const STATE_RULES: readonly StateRules[] = [
  {
    slug: "florida",
    regulator: {
      value: "The Florida Bar (CLER under Rule 6-10), Supreme Court of Florida",
      text: "The Florida Bar administers the continuing legal education requirement (CLER) under Rule 6-10 of the Rules Regulating The Florida Bar, under the Supreme Court of Florida.",
      sources: ["FL1", "FL2"],
      confidence: "official",
    },
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: "2000-01-01",
        effectiveUntil: "2024-01-08",
        totalHours: {
          value: 33,
          text: "33 hours per 3-year cycle, for cycles ending before January 8, 2024.",
          sources: ["FL1", "FL2"],
          confidence: "official",
        },
        period: floridaPeriod,
        requirements: {
          value: [
            {
              id: "ethics",
              label:
                "Ethics, professionalism, substance abuse, mental health & wellness, or bias elimination",
              minHours: 5,
              categories: ["ethics", "professionalism", "wellness", "bias"],
            },
            { id: "technology", label: "Technology", minHours: 3, categories: ["technology"] },
          ],
          text: "At least 5 hours in ethics, professionalism, substance abuse, mental health and wellness, or bias elimination, and at least 3 technology hours. The January 8, 2024 change added the 2-hour Florida Legal Professionalism course and removed bias elimination from the 5 hours; the research lists no change to the 3 technology hours.",
          sources: ["FL1", "FL2"],
          confidence: "official",
        },
        formats: floridaFormats,
        creditHourMinutes: floridaCreditHour,
        carryoverMaxHours: floridaCarryover,
        deadlines: floridaDeadlines,
        reporting: floridaReporting,
        verification: floridaVerification,
      },
      {
        effectiveFrom: "2024-01-08",
        effectiveUntil: null,
        totalHours: {
          value: 30,
          text: "30 hours per 3-year cycle. The requirement was cut from 33 to 30 hours effective January 8, 2024; 33 still applies to cycles ending before that date.",
          sources: ["FL1", "FL2", "FL5"],
          confidence: "official",
        },
        period: floridaPeriod,
        requirements: {
          value: [
            {
              id: "ethics",
              label: "Ethics, professionalism, substance abuse, or mental health & wellness",
              minHours: 5,
              categories: ["ethics", "professionalism", "wellness"],
              within: [
                {
                  id: "professionalism",
                  label: "Florida Legal Professionalism course (produced by The Florida Bar)",
                  minHours: 2,
                  categories: ["professionalism"],
                },
              ],
            },
            { id: "technology", label: "Technology", minHours: 3, categories: ["technology"] },
          ],
          text: "At least 5 hours in ethics, professionalism, substance abuse, or mental health and wellness, including the 2-hour Florida Legal Professionalism course produced by The Florida Bar, and at least 3 technology hours. Since January 8, 2024, bias-elimination courses still count toward the 30 hours but not toward the 5.",
          sources: ["FL1", "FL2"],
          confidence: "official",
        },
        formats: floridaFormats,
        creditHourMinutes: floridaCreditHour,
        carryoverMaxHours: floridaCarryover,
        deadlines: floridaDeadlines,
        reporting: floridaReporting,
        verification: floridaVerification,
      },
    ],
    sources: {
      FL1: {
        url: "https://casetext.com/rule/florida-court-rules/rules-regulating-the-florida-bar/chapter-6-legal-specialization-and-education-programs/rule-6-10-continuing-legal-education-requirement-rule/rule-6-103-minimum-continuing-legal-education-standards",
      },
      FL2: {
        url: "https://www.floridabar.org/the-florida-bar-news/supreme-court-reduces-the-number-of-mandatory-cle-hours/",
      },
      FL3: { url: "https://www.americanbar.org/events-cle/mcle/jurisdiction/florida/" },
      FL4: {
        url: "http://www.floridabar.org/tfb/TFBMember.nsf/ed6e4bcb92a8fe1b852567090069f3c2/b85d32c32befa3ea85256b2f006c6cf5?OpenDocument",
        note: "Standing Policy 600: reporting dates and fields",
      },
      FL5: { url: "https://supreme.justia.com/cases/florida/supreme-court/2024/sc2023-1412.html" },
    },
  },
  {
    slug: "texas",
    regulator: {
      value: "State Bar of Texas MCLE Department / Committee on MCLE",
      text: "The State Bar of Texas MCLE Department and the Committee on MCLE administer the requirement.",
      sources: ["TX1", "TX2"],
      confidence: "official",
    },
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: "2000-01-01",
        effectiveUntil: null,
        totalHours: {
          value: 15,
          text: "15 hours per compliance year.",
          sources: ["TX1", "TX2"],
          confidence: "official",
        },
        period: {
          value: { kind: "birth-month", months: 12, firstPeriodMonths: 24 },
          text: "Each compliance year runs 12 months from the 1st day of the attorney's birth month. The first period after licensing is 24 months.",
          sources: ["TX1", "TX2"],
          confidence: "official",
        },
        requirements: {
          value: [
            {
              id: "ethics",
              label: "Legal ethics / professional responsibility",
              minHours: 3,
              categories: ["ethics"],
            },
          ],
          text: "At least 3 of the 15 hours in legal ethics or professional responsibility. No technology, bias or wellness requirement was found.",
          sources: ["TX1", "TX2"],
          confidence: "official",
        },
        formats: {
          value: [{ kind: "max-self-study", hours: 3, onlyUnaccredited: true }],
          text: "At least 12 of the 15 hours must be accredited CLE, so at most 3 may be self-study. All 15 hours may be taken online; there is no in-person requirement. The rule text says 1 ethics hour may be self-study.",
          sources: ["TX2", "TX4", "TX5"],
          confidence: "official",
        },
        creditHourMinutes: {
          value: 60,
          text: "One credit hour is 60 minutes.",
          sources: ["TX2"],
          confidence: "official",
        },
        carryoverMaxHours: {
          value: 15,
          text: "Up to 15 hours may carry over, with sub-limits on ethics and self-study hours, according to secondary sources; the exact current sub-limits are not confirmed.",
          sources: ["TX3", "TX4", "TX5"],
          confidence: "secondary",
        },
        deadlines: {
          value:
            "Last day of the month before the birth month; birth month is a grace month (secondary)",
          text: "The compliance year ends on the last day of the month before your birth month. According to secondary sources, the birth month is a penalty-free grace month to complete and report hours.",
          sources: ["TX1", "TX3", "TX5"],
          confidence: "secondary",
        },
        reporting: {
          value: "attorney",
          text: "The attorney is responsible for reporting: attorneys self-report on their My Bar page by course number. Accredited sponsors often report for the attorney (for example, the ABA for live programs, and Attorney Credits weekly).",
          sources: ["TX1", "TX4", "TX5", "TX6"],
          confidence: "official",
        },
        verification: {
          value: "Not required per NBI (secondary); not confirmed in the rule",
          text: "NBI, a CLE provider, says attendance verification is not required in Texas; this is not confirmed in the rule.",
          sources: ["TX3"],
          confidence: "unconfirmed",
        },
      },
    ],
    sources: {
      TX1: {
        url: "https://www.texasbar.com/AM/Template.cfm?Section=articles&Template=/CM/HTMLDisplay.cfm&ContentID=49668",
      },
      TX2: {
        url: "http://print.casetext.com/rule/texas-court-rules/texas-state-bar-rules/article-xii-minimum-continuing-legal-education",
      },
      TX3: { url: "https://www.nbi-sems.com/BrowseBy/StateRequirements/TX" },
      TX4: { url: "https://americanbar.org/events-cle/mcle/jurisdiction/texas" },
      TX5: { url: "https://blog.attorneycredits.com/what-you-need-to-know-about-texas-cle" },
      TX6: { url: "https://www.legalethicstexas.com/faqs/course-registration/?page=2" },
    },
  },
  {
    slug: "virginia",
    regulator: {
      value: "Virginia State Bar MCLE Board",
      text: "The Virginia State Bar MCLE Board administers the requirement.",
      sources: ["VA1"],
      confidence: "official",
    },
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: "2000-01-01",
        effectiveUntil: null,
        totalHours: {
          value: 12,
          text: "12 hours per year.",
          sources: ["VA1"],
          confidence: "official",
        },
        period: {
          value: { kind: "fixed", months: 12, startMonth: 11, startDay: 1, anchorYear: 2025 },
          text: "A 1-year period fixed at November 1 – October 31, the same for all members.",
          sources: ["VA1"],
          confidence: "official",
        },
        requirements: {
          value: [
            {
              id: "ethics",
              label: "Ethics / professionalism",
              minHours: 2,
              categories: ["ethics", "professionalism"],
            },
          ],
          text: "At least 2 of the 12 hours in ethics or professionalism, and at least 4 hours live-interactive (see formats). One secondary source mentions a well-being requirement; it is not confirmed and is not included.",
          sources: ["VA1", "VA2", "VA3"],
          confidence: "official",
        },
        formats: {
          value: [
            { kind: "min-live", hours: 4 },
            { kind: "max-self-study", hours: 8 },
          ],
          text: "At least 4 hours must be live-interactive and at most 8 may be pre-recorded. Live webcasts and phone seminars with real-time interaction count as live.",
          sources: ["VA1", "VA2"],
          confidence: "official",
        },
        creditHourMinutes: {
          value: 60,
          text: "One credit hour is 60 minutes (per the ABA's and a CLE provider's Virginia pages, not the Bar's own text).",
          sources: ["VA4"],
          confidence: "secondary",
        },
        carryoverMaxHours: {
          value: 12,
          text: "Up to 12 hours may carry over, including 2 ethics and 4 live hours, per a Virginia State Bar page whose text is cut off; the full rule is not confirmed. A secondary source says at most 8 of the 12 may be on-demand.",
          sources: ["VA1", "VA4"],
          confidence: "unconfirmed",
        },
        deadlines: {
          value: "Complete by October 31; certify by December 15; late deadline February 1",
          text: "Complete hours by October 31 and certify compliance by December 15. The late deadline is February 1, with fees.",
          sources: ["VA1"],
          confidence: "official",
        },
        reporting: {
          value: "attorney",
          text: "Attorneys certify compliance online; the ABA notes that attorneys self-report courses using the Virginia course number.",
          sources: ["VA1", "VA4"],
          confidence: "official",
        },
        verification: {
          value: "Not confirmed",
          text: "No Virginia attendance-verification (code) requirement was found; not confirmed.",
          sources: [],
          confidence: "unconfirmed",
        },
      },
    ],
    sources: {
      VA1: { url: "https://www.vsb.org/site/members/mcle-courses/" },
      VA2: { url: "https://vsb.org/Site/lawyers/mcle-live-requirements.aspx" },
      VA3: {
        url: "https://www.vsb.org/Site/Site/lawyers/requirements-new-lawyers.aspx?hkey=7b15d831-1e1d-4e5e-9177-6d31bf5d7ddb",
      },
      VA4: {
        url: "https://www.americanbar.org/events-cle/mcle/jurisdiction/virginia/",
        note: "Also: https://www.attorneycredits.com/virginia-cle-information",
      },
    },
  },
  {
    slug: "new-york",
    regulator: {
      value: "NYS Continuing Legal Education Board (Unified Court System)",
      text: "The New York State Continuing Legal Education Board, part of the Unified Court System, administers the requirement.",
      sources: ["NY1", "NY2"],
      confidence: "official",
    },
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: "2000-01-01",
        effectiveUntil: "2023-07-01",
        totalHours: {
          value: 24,
          text: "24 credits per biennial cycle for experienced attorneys (admitted more than 2 years). Newly admitted attorneys need 32 credits over 2 years (16 a year: 3 ethics, 6 skills, and 7 law practice management or areas of practice).",
          sources: ["NY1", "NY2", "NY3"],
          confidence: "official",
        },
        period: newYorkPeriod,
        requirements: {
          value: [
            {
              id: "ethics",
              label: "Ethics and professionalism",
              minHours: 4,
              categories: ["ethics", "professionalism"],
            },
            {
              id: "bias",
              label: "Diversity, inclusion and elimination of bias",
              minHours: 1,
              categories: ["bias"],
            },
          ],
          text: "At least 4 credits in ethics and professionalism and at least 1 in diversity, inclusion and elimination of bias.",
          sources: ["NY1", "NY2"],
          confidence: "official",
        },
        formats: newYorkFormats,
        creditHourMinutes: newYorkCreditHour,
        carryoverMaxHours: newYorkCarryover,
        deadlines: newYorkDeadlines,
        reporting: newYorkReporting,
        verification: newYorkVerification,
      },
      {
        effectiveFrom: "2023-07-01",
        effectiveUntil: null,
        totalHours: {
          value: 24,
          text: "24 credits per biennial cycle for experienced attorneys (admitted more than 2 years). Newly admitted attorneys need 32 credits over 2 years (16 a year: 3 ethics, 6 skills, and 7 law practice management or areas of practice), plus 1 cybersecurity credit in year 1 or 2.",
          sources: ["NY1", "NY2", "NY3"],
          confidence: "official",
        },
        period: newYorkPeriod,
        requirements: {
          value: [
            {
              id: "ethics",
              label: "Ethics and professionalism",
              minHours: 4,
              categories: ["ethics", "professionalism"],
            },
            {
              id: "bias",
              label: "Diversity, inclusion and elimination of bias",
              minHours: 1,
              categories: ["bias"],
            },
            {
              id: "cybersecurity",
              label: "Cybersecurity, privacy and data protection",
              minHours: 1,
              categories: ["cybersecurity"],
            },
          ],
          text: "At least 4 credits in ethics and professionalism (up to 3 cybersecurity-ethics credits may count toward them), at least 1 in diversity, inclusion and elimination of bias, and, since July 1, 2023, at least 1 in cybersecurity, privacy and data protection.",
          sources: ["NY1", "NY2", "NY4"],
          confidence: "official",
        },
        formats: newYorkFormats,
        creditHourMinutes: newYorkCreditHour,
        carryoverMaxHours: newYorkCarryover,
        deadlines: newYorkDeadlines,
        reporting: newYorkReporting,
        verification: newYorkVerification,
      },
    ],
    sources: {
      NY1: { url: "https://www.law.cornell.edu/regulations/new-york/22-NYCRR-1500.22" },
      NY2: { url: "https://www.law.cornell.edu/regulations/new-york/22-NYCRR-1500.12" },
      NY3: {
        url: "https://blog.attorneycredits.com/new-vs-experienced-attorney-new-york-cle-requirements-explained/",
      },
      NY4: {
        url: "https://willstrustsestates.info/ny-imposes-new-cle-requirement-for-lawyers-cybersecurity-privacy-and-data-protection",
      },
      NY5: { url: "https://nysba.org/new-york-cle-requirements/" },
      NY6: { url: "https://www.nycourts.gov/attorneys/cle/attendanceverification_info.shtml" },
      NY7: {
        url: "https://www.sprouteducation.com/resources/attorneys-also-asked/what-counts-toward-cle-requirements-in-new-york",
        note: "Secondary: 50-minute credit hour",
      },
      "NY-cert": {
        url: "https://ww2.nycourts.gov/attorneys/cle/terms_attendance.shtml",
        note: "Certificate contents and 4-year retention",
      },
    },
  },
  {
    slug: "illinois",
    regulator: {
      value: "MCLE Board of the Supreme Court of Illinois",
      text: "The MCLE Board of the Supreme Court of Illinois administers the requirement.",
      sources: ["IL1"],
      confidence: "official",
    },
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: "2000-01-01",
        effectiveUntil: null,
        totalHours: {
          value: 30,
          text: "30 hours per 2-year reporting period.",
          sources: ["IL1"],
          confidence: "official",
        },
        period: {
          value: {
            kind: "last-name",
            months: 24,
            endMonth: 6,
            groups: [
              { from: "A", to: "M", endsIn: "even" },
              { from: "N", to: "Z", endsIn: "odd" },
            ],
          },
          text: "A 2-year reporting period from July 1 to June 30, assigned by last name: A–M end in even years, N–Z in odd years. The name groups come from a CLE provider's page.",
          sources: ["IL1", "IL2"],
          confidence: "secondary",
        },
        requirements: {
          value: [
            {
              id: "ethics",
              label: "Professional responsibility",
              minHours: 6,
              categories: ["ethics", "professionalism", "bias", "wellness"],
              within: [
                {
                  id: "bias",
                  label: "Diversity and inclusion",
                  minHours: 1,
                  categories: ["bias"],
                },
                {
                  id: "wellness",
                  label: "Mental health and substance abuse",
                  minHours: 1,
                  categories: ["wellness"],
                },
              ],
            },
          ],
          text: "At least 6 hours in professional responsibility, including at least 1 in diversity and inclusion and at least 1 in mental health and substance abuse.",
          sources: ["IL1"],
          confidence: "official",
        },
        formats: {
          value: [],
          text: "Courses may be accredited for live in-person, live technology-based or recorded delivery, and each needs interactivity. No hour cap on recorded courses was found; this is not confirmed. Attorneys cannot apply for credit themselves for recorded courses. Rule 795 was amended effective January 1, 2025; what changed is not confirmed.",
          sources: ["IL5"],
          confidence: "unconfirmed",
        },
        creditHourMinutes: {
          value: null,
          text: "The length of an Illinois credit hour was not found; not confirmed.",
          sources: [],
          confidence: "unconfirmed",
        },
        carryoverMaxHours: {
          value: 10,
          text: "Up to 10 hours may carry over to the next period, and they may include professional responsibility hours.",
          sources: ["IL4"],
          confidence: "official",
        },
        deadlines: {
          value: "Complete by June 30; report by July 31; grace period to September 30 with fee",
          text: 'Complete hours by June 30 and report by July 31. Filing as "not yet complied" gives a grace period to September 30, with a fee.',
          sources: ["IL3"],
          confidence: "official",
        },
        reporting: {
          value: "both",
          text: "Both: the provider reports each attorney's hours (with the ARDC number) to the Board by the 15th of the following month (an older FAQ said the end of the following month), and the attorney files an online compliance report.",
          sources: ["IL3", "IL6"],
          confidence: "official",
        },
        verification: {
          value: "None found",
          text: "No attendance-code requirement for recorded courses was found; not confirmed.",
          sources: [],
          confidence: "unconfirmed",
        },
      },
    ],
    sources: {
      IL1: {
        url: "https://www.mcleboard.org/files/FAQs/Attorney_FAQs/Current_N-Z_GC_RP_23-25/What_are_the_MCLE_Requirements_for_the_2023-2025_Reporting_Period.aspx",
      },
      IL2: {
        url: "https://www.nacle.com/Illinois/IL-MCLE/Instant-Bundles/Real-Estate-Bundle-75",
        note: "Last-name groups",
      },
      IL3: {
        url: "https://www.mcleboard.org/files/FAQs/Attorney_FAQs/GC_Requirements/What_should_I_do_if_I_have_not_completed_my_CLE_credits_by_the_June_30_completion_deadline_at_the_en.aspx",
      },
      IL4: {
        url: "https://www.mcleboard.org/files/FAQs/Attorney_FAQs/GC_Requirements/How_are_carryover_hours_calculated_from_a_two-year_reporting_period_to_the_next.aspx",
      },
      IL5: {
        url: "https://www.mcleboard.org/files/FAQs/Attorney_FAQs/Earning_CLE/What_requirements_and_limitations_apply_to_earning_CLE_credit_by_attending_a_traditional_CLE_course.aspx",
      },
      IL6: {
        url: "https://www.mcleboard.org/files/FAQs/ProviderFAQs/Recordkeeping/Do_providers_report_to_the_MCLE_Board_the_hours_earned_by_Illinois_attorneys_who_attended_their_prog.aspx",
      },
      "IL-cert": {
        url: "https://www.mcleboard.org/files/ProviderQuestionandForms.aspx?MenuType=Provider&subMenuType=providerquestion",
        note: "Model certificate (PCAM system)",
      },
    },
  },
  {
    slug: "ohio",
    regulator: {
      value: "Supreme Court of Ohio Commission on CLE / Office of Attorney Services",
      text: "The Supreme Court of Ohio's Commission on Continuing Legal Education and Office of Attorney Services administer the requirement.",
      sources: ["OH2"],
      confidence: "official",
    },
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: "2000-01-01",
        effectiveUntil: "2023-01-01",
        totalHours: ohioTotal,
        period: ohioPeriod,
        requirements: ohioRequirements,
        formats: {
          value: [{ kind: "max-self-study", hours: 12 }],
          text: "Before January 1, 2023, at most 12 hours could be earned by self-study.",
          sources: ["OH3"],
          confidence: "official",
        },
        creditHourMinutes: ohioCreditHour,
        carryoverMaxHours: ohioCarryover,
        deadlines: ohioDeadlines,
        reporting: ohioReporting,
        verification: ohioVerification,
      },
      {
        effectiveFrom: "2023-01-01",
        effectiveUntil: null,
        totalHours: ohioTotal,
        period: ohioPeriod,
        requirements: ohioRequirements,
        formats: {
          value: [],
          text: "No self-study cap since January 1, 2023 (it was 12 hours before).",
          sources: ["OH3"],
          confidence: "official",
        },
        creditHourMinutes: ohioCreditHour,
        carryoverMaxHours: ohioCarryover,
        deadlines: ohioDeadlines,
        reporting: ohioReporting,
        verification: ohioVerification,
      },
    ],
    sources: {
      OH1: {
        url: "https://info.5y1.org/reporting-lawyers-to-the-bar_1_347b0b.html",
        note: "Gov.Bar R. X §3 as amended effective 2014",
      },
      OH2: { url: "https://www.supremecourt.ohio.gov/attorneys/cle/" },
      OH3: {
        url: "http://courtnewsohio.gov/happening/2015/CLEReminderA-L_092315.asp",
        note: "Also: https://www.courtnewsohio.gov/happening/2022/CLESelfStudy_083022.asp",
      },
      OH4: {
        url: "https://casetext.com/rule/ohio-court-rules/ohio-rules-for-the-government-of-the-bar/appendices/appendix-i-attorney-continuing-legal-education-regulations/regulation-400-hours-and-accreditation/regulation-409-self-study",
        note: "Also: https://docest.com/application-for-recognition-as-a-self-study-established-sponsor",
      },
      OH5: {
        url: "https://www.sprouteducation.com/resources/state/ohio",
        note: "Secondary: carryover",
      },
    },
  },
  {
    slug: "new-jersey",
    regulator: {
      value: "NJ Supreme Court Board on Continuing Legal Education",
      text: "The New Jersey Supreme Court Board on Continuing Legal Education administers the requirement.",
      sources: ["NJ1"],
      confidence: "official",
    },
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: "2000-01-01",
        effectiveUntil: null,
        totalHours: {
          value: 24,
          text: "24 credits per 2-year period.",
          sources: ["NJ1"],
          confidence: "official",
        },
        period: {
          value: {
            kind: "birth-date-group",
            months: 24,
            groups: [
              { fromMonth: 1, toMonth: 6, endsIn: "odd" },
              { fromMonth: 7, toMonth: 12, endsIn: "even" },
            ],
          },
          text: "A 2-year period ending December 31, in two groups by birth date: Group 1 (born January 1 – June 30) and Group 2 (born July 1 – December 31). According to secondary sources, Group 1 completes in odd years, so Group 2 is taken to complete in even years; verify with the Board.",
          sources: ["NJ1", "NJ3"],
          confidence: "secondary",
        },
        requirements: {
          value: [
            {
              id: "ethics",
              label: "Ethics and professionalism",
              minHours: 5,
              categories: ["ethics", "professionalism", "bias"],
              within: [
                {
                  id: "bias",
                  label: "Diversity, inclusion and elimination of bias",
                  minHours: 2,
                  categories: ["bias"],
                },
              ],
            },
          ],
          text: "At least 5 credits in ethics and professionalism, including at least 2 in diversity, inclusion and elimination of bias. A new requirement of 1 technology-related credit per cycle was adopted in April 2025; one secondary source gives a start date of January 1, 2027, and the proposal placed it inside the 5 ethics credits. Its start date and placement are not confirmed, so it is not included here.",
          sources: ["NJ1", "NJ4", "NJ5", "NJ6"],
          confidence: "official",
        },
        formats: {
          value: [{ kind: "max-self-study", hours: 12 }],
          text: 'At most half the credits (12) may be earned in "alternative verifiable learning formats" that do not count as live. Since January 1, 2024, a simultaneous broadcast with real-time questions and answers counts as live. Lawyers who neither live nor work in a state with mandatory CLE may take all credits online. The minimum course credit is half a credit.',
          sources: ["NJ2", "NJ7"],
          confidence: "official",
        },
        creditHourMinutes: {
          value: 50,
          text: "One credit hour is 50 minutes.",
          sources: ["NJ2"],
          confidence: "official",
        },
        carryoverMaxHours: {
          value: 12,
          text: "Up to 12 credits may carry over, to the next period only.",
          sources: ["NJ8"],
          confidence: "official",
        },
        deadlines: {
          value: "December 31 of the period's final year; certify on the next annual registration",
          text: "Complete credits by December 31 of the period's final year and certify compliance on the next Annual Attorney Registration and Billing Statement.",
          sources: ["NJ1", "NJ2"],
          confidence: "official",
        },
        reporting: {
          value: "attorney",
          text: "Attorneys self-certify compliance. Secondary sources say providers submit attendance that feeds the Board's transcript; the providers' reporting duty is not confirmed.",
          sources: ["NJ1", "NJ3", "NJ8"],
          confidence: "official",
        },
        verification: {
          value: 'Formats must be "verifiable"; specific codes not confirmed',
          text: 'Courses in alternative formats must be "verifiable"; any specific requirement for attendance codes is not confirmed.',
          sources: ["NJ2"],
          confidence: "unconfirmed",
        },
      },
    ],
    sources: {
      NJ1: {
        url: "https://njcourts.gov/pt-br/node/492641",
        note: "New-attorney page stating the 24/5/2 requirement",
      },
      NJ2: {
        url: "https://njcourts.gov/pt-br/node/265671",
        note: "FAQ: alternative formats, 50-minute credit hour",
      },
      NJ3: {
        url: "http://mcleblog.net/nj-cle-new-jersey-cle-compliance-groups-2/",
        note: "Also: https://blog.lawline.com/the-hassle-free-guide-to-new-jersey-cle",
      },
      NJ4: {
        url: "https://xira.com/p/2025/04/16/n-j-supreme-court-adopts-tech-cle-requirement-but-declines-to-adopt-duty-of-tech-competence",
      },
      NJ5: {
        url: "https://njcourts.gov/notices/notice-request-comments-a-proposed-cybersecurityaitechnology-cle-requirement-and-b-rpc",
      },
      NJ6: {
        url: "https://aisigil.com/new-jersey-supreme-court-mandates-ai-and-technology-education-for-lawyers",
        note: "Secondary; 1 Jan 2027 date. Also: https://community.njsba.com/blogs/tom-nobile/2026/02/12/capitol-report",
      },
      NJ7: {
        url: "https://proxy.weglot.com/wg_a52b03be97db00a8b00fb8f33a293d141/en/de/www.njcourts.gov/notices/notice-and-order-amendments-regulations-of-board-continuing-legal-education-approved",
        note: "2024 amendments",
      },
      NJ8: {
        url: "https://www.njcourts.gov/search?block_config_key=seach_block%3A4I0-e6xt4JtDxdGQsKKbsNlMtgGVmJ9CI6eqQT5GqlE&f%5B0%5D=document%3Anotice_to_the_bar&page=103",
        note: "Carryover of 12. Also: https://www.sprouteducation.com/resources/audience/multi-state-practitioners/page/3 (secondary)",
      },
    },
  },
  {
    slug: "georgia",
    regulator: {
      value: "State Bar of Georgia Commission on Continuing Lawyer Competency",
      text: "The State Bar of Georgia's Commission on Continuing Lawyer Competency administers the requirement.",
      sources: ["GA1"],
      confidence: "official",
    },
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: "2000-01-01",
        effectiveUntil: "2026-01-01",
        totalHours: {
          value: 12,
          text: "12 hours a year under the legacy annual rule. The final legacy year, 2025, needs 12 hours, due March 31, 2026.",
          sources: ["GA1"],
          confidence: "official",
        },
        period: {
          value: { kind: "fixed", months: 12, startMonth: 1, startDay: 1, anchorYear: 2025 },
          text: 'An annual period under the legacy rule. The research refers to "the legacy 2025 year"; a calendar year (January 1 – December 31) is assumed and not confirmed.',
          sources: ["GA1"],
          confidence: "unconfirmed",
        },
        requirements: {
          value: [],
          text: "The legacy rule's ethics and professionalism minimums are not given in the research, so none are encoded here; not confirmed. The legacy rule also had a 3-hour trial-practice requirement (eliminated from 2026), which has no credit category here.",
          sources: ["GA1"],
          confidence: "unconfirmed",
        },
        formats: georgiaFormats,
        creditHourMinutes: georgiaCreditHour,
        carryoverMaxHours: {
          value: 12,
          text: "Under the old annual rule, up to 12 general, 2 ethics, 2 professionalism and 3 trial-practice hours could be carried forward. Encoded as 12; the research does not say whether the ethics, professionalism and trial hours count within the 12.",
          sources: ["GA5"],
          confidence: "official",
        },
        deadlines: {
          value: "2025 hours due March 31, 2026",
          text: "Hours for the final legacy year, 2025, are due March 31, 2026. Deadlines for earlier years are not given in the research.",
          sources: ["GA1"],
          confidence: "official",
        },
        reporting: georgiaReporting,
        verification: georgiaVerification,
      },
      {
        effectiveFrom: "2026-01-01",
        effectiveUntil: null,
        totalHours: {
          value: 18,
          text: "18 hours per 2-year period, from January 1, 2026.",
          sources: ["GA1", "GA2"],
          confidence: "official",
        },
        period: {
          value: { kind: "fixed", months: 24, startMonth: 1, startDay: 1, anchorYear: 2026 },
          text: "A fixed 2-year calendar period, the same for all members. The first period is January 1, 2026 – December 31, 2027.",
          sources: ["GA1", "GA2"],
          confidence: "official",
        },
        requirements: {
          value: [
            { id: "ethics", label: "Ethics", minHours: 3, categories: ["ethics"] },
            {
              id: "professionalism",
              label: "Professionalism",
              minHours: 2,
              categories: ["professionalism"],
            },
          ],
          text: "At least 3 ethics hours and at least 2 professionalism hours. The old 3-hour trial-practice requirement is eliminated. Attorneys must attest that their hours relate to their practice area. Members are exempt after 40 years of active membership.",
          sources: ["GA1", "GA2"],
          confidence: "official",
        },
        formats: georgiaFormats,
        creditHourMinutes: georgiaCreditHour,
        carryoverMaxHours: {
          value: null,
          text: "Carryover under the 2026 rules is not confirmed.",
          sources: [],
          confidence: "unconfirmed",
        },
        deadlines: {
          value:
            "Complete by December 31, 2027 for the first period; reporting deadline not confirmed",
          text: "Complete hours by December 31, 2027 for the first 2-year period. The reporting deadline is not confirmed (NBI, a provider, says February 14).",
          sources: ["GA1", "GA2"],
          confidence: "unconfirmed",
        },
        reporting: georgiaReporting,
        verification: georgiaVerification,
      },
    ],
    sources: {
      GA1: {
        url: "https://www.garealpropertylaw.com/?p=49537",
        note: "Reproduces the State Bar President's announcement",
      },
      GA2: { url: "https://nbi-sems.com/pages/georgiaclerequirements" },
      GA3: {
        url: "https://viewer.joomag.com/tal-augustseptember-2024-issue-volume-23-no-2/0996954001726616221/p24",
        note: "Earlier plan naming 2025–26; superseded by GA1",
      },
      GA4: {
        url: "https://www.clega.org/post/no-limit-on-distance-learning-cle-for-georgia-lawyers",
      },
      GA5: {
        url: "https://www.gabar.org/about-the-bar/faqs/categories/Can-CLE-hours-be-carried-forward-",
        note: "Old rule",
      },
      GA6: {
        url: "https://www.clelaw.com/pages/georgia",
        note: "Secondary: 60-minute credit hour",
      },
    },
  },
  {
    slug: "north-carolina",
    regulator: {
      value: "North Carolina State Bar, CLE Board / Department",
      text: "The North Carolina State Bar's CLE Board and Department administer the requirement.",
      sources: ["NC1"],
      confidence: "official",
    },
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    // The research gives no figures for the rule before March 1, 2024, so only the
    // current rule is encoded.
    versions: [
      {
        effectiveFrom: "2024-03-01",
        effectiveUntil: null,
        totalHours: {
          value: 24,
          text: "24 hours per 2-year reporting period, since March 1, 2024.",
          sources: ["NC1", "NC3", "NC4"],
          confidence: "official",
        },
        period: {
          value: { kind: "admission-year-parity", months: 24, endMonth: 2, sameParity: true },
          text: "A 2-year reporting period from March 1 to the last day of February, staggered by the parity of the admission year. Attorneys admitted in odd years had a one-time 12-hour period ending February 28, 2025, so periods end in years of the same parity as the admission year.",
          sources: ["NC1", "NC3", "NC4"],
          confidence: "official",
        },
        requirements: {
          value: [
            { id: "ethics", label: "Ethics", minHours: 4, categories: ["ethics"] },
            {
              id: "technology",
              label: "Technology training",
              minHours: 1,
              categories: ["technology"],
            },
            {
              id: "wellness",
              label: "Professional well-being",
              minHours: 1,
              categories: ["wellness"],
            },
          ],
          text: "At least 4 hours of ethics, at least 1 hour of technology training and at least 1 hour of professional well-being. The technology and well-being hours must each be taken in blocks of at least 1 hour.",
          sources: ["NC1", "NC3", "NC4"],
          confidence: "official",
        },
        formats: {
          value: [],
          text: "All hours may be taken online or on demand; there is no live requirement. Since September 1, 2025, online courses must be submitted for approval by the sponsor.",
          sources: ["NC1", "NC5"],
          confidence: "official",
        },
        creditHourMinutes: {
          value: null,
          text: "The length of a North Carolina credit hour was not found; not confirmed.",
          sources: [],
          confidence: "unconfirmed",
        },
        carryoverMaxHours: {
          value: 12,
          text: "Up to 12 hours may carry over, counted toward the total only, not toward specialty hours.",
          sources: ["NC3", "NC4"],
          confidence: "official",
        },
        deadlines: {
          value: "Last day of February at the end of the reporting period",
          text: "Complete hours by the end of the reporting period, the last day of February.",
          sources: ["NC1", "NC4"],
          confidence: "official",
        },
        reporting: {
          value: "provider",
          text: "Sponsors report attendance within 30 days; February completions must be reported by March 15. Attorneys can self-report a course that is missing, and pay a $25 annual attendance fee at renewal. Whether attorneys still sign a compliance report is not confirmed.",
          sources: ["NC5"],
          confidence: "official",
        },
        verification: {
          value: 'Online sponsors need a "reliable method for recording and verifying attendance"',
          text: 'Online sponsors must have a "reliable method for recording and verifying attendance", per older rule text; the current wording is not confirmed.',
          sources: ["NC6"],
          confidence: "unconfirmed",
        },
      },
    ],
    sources: {
      NC1: { url: "https://www.nccle.org/for-sponsors/faq" },
      NC2: { url: "https://blog.attorneycredits.com/new-north-carolina-cle-rules" },
      NC3: {
        url: "https://www.ncaj.com/news/changes-to-the-state-bar-cle-rules-what-you-need-to-know",
      },
      NC4: {
        url: "https://www.ncbar.gov/for-lawyers/governing-rules-of-the-state-bar/former-continuing-legal-education-rules/",
        note: "Replacement order of 14 June 2023. Also: rule text 27 NCAC 1D .1518 (new version, seen without URL in search results)",
      },
      NC5: {
        url: "https://www.nccle.org/about-us/news-publications/2025/08/important-sponsor-update",
        note: "Also: https://www.nccle.org/for-lawyers/compliance-information/reporting-compliance/",
      },
      NC6: {
        url: "https://regulations.justia.com/states/north-carolina/title-27/chapter-01/subchapter-d/section-1600/section-01d-1601",
      },
    },
  },
  {
    slug: "washington",
    regulator: {
      value: "WSBA MCLE Board, under Washington Supreme Court APR 11",
      text: "The Washington State Bar Association (WSBA) MCLE Board administers the requirement under Washington Supreme Court rule APR 11.",
      sources: ["WA2", "WA3"],
      confidence: "official",
    },
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: "2000-01-01",
        effectiveUntil: "2022-09-01",
        totalHours: washingtonTotal,
        period: washingtonPeriod,
        requirements: {
          value: [
            {
              id: "ethics",
              label: "Ethics and professional responsibility",
              minHours: 6,
              categories: ["ethics", "professionalism"],
            },
            {
              id: "law-and-procedure",
              label: "Law and legal procedure",
              minHours: 15,
              categories: ["law-and-procedure"],
            },
          ],
          text: "Before September 1, 2022, there was no equity, inclusion and mitigation of bias requirement. The research gives no other figures for this period; the current minimums (6 ethics and professional responsibility hours, 15 law and legal procedure hours) are assumed and not confirmed.",
          sources: ["WA1", "WA4"],
          confidence: "unconfirmed",
        },
        formats: washingtonFormats,
        creditHourMinutes: washingtonCreditHour,
        carryoverMaxHours: washingtonCarryover,
        deadlines: washingtonDeadlines,
        reporting: washingtonReporting,
        verification: washingtonVerification,
      },
      {
        effectiveFrom: "2022-09-01",
        effectiveUntil: null,
        totalHours: washingtonTotal,
        period: washingtonPeriod,
        requirements: {
          value: [
            {
              id: "ethics",
              label: "Ethics and professional responsibility",
              minHours: 6,
              categories: ["ethics", "professionalism", "bias"],
              within: [
                {
                  id: "bias",
                  label: "Equity, inclusion and mitigation of bias",
                  minHours: 1,
                  categories: ["bias"],
                },
              ],
            },
            {
              id: "law-and-procedure",
              label: "Law and legal procedure",
              minHours: 15,
              categories: ["law-and-procedure"],
            },
          ],
          text: "At least 6 hours in ethics and professional responsibility, including at least 1 in equity, inclusion and mitigation of bias (since September 1, 2022), and at least 15 hours in law and legal procedure.",
          sources: ["WA1", "WA2", "WA4"],
          confidence: "official",
        },
        formats: washingtonFormats,
        creditHourMinutes: washingtonCreditHour,
        carryoverMaxHours: washingtonCarryover,
        deadlines: washingtonDeadlines,
        reporting: washingtonReporting,
        verification: washingtonVerification,
      },
    ],
    sources: {
      WA1: { url: "https://lawfilesext.leg.wa.gov/law/WSR/2021/14/21-14-100.htm" },
      WA2: {
        url: "https://d1tvxue8o4w0fl.cloudfront.net/rule/washington-court-rules/washington-admission-and-practice-rules/rule-apr-11-mandatory-continuing-legal-education-mcle",
      },
      WA3: { url: "http://www.wsba.org/Licensing-and-Lawyer-Conduct/MCLE/Members" },
      WA4: {
        url: "https://wabarnews.org/2022/09/07/answers-to-your-questions-about-amended-apr-11/",
      },
      WA5: {
        url: "https://www.american.edu/wcl/academics/cle/mcle/washington.cfm",
        note: "Also: https://www.wsba.org/for-legal-professionals/mcle",
      },
      WA6: { url: "http://www.wsba.org/Licensing-and-Lawyer-Conduct/MCLE/Sponsors" },
    },
  },
  {
    slug: "missouri",
    regulator: {
      value: "The Missouri Bar (administers Supreme Court Rule 15)",
      text: "The Missouri Bar administers the requirement under Missouri Supreme Court Rule 15.",
      sources: ["MO1"],
      confidence: "official",
    },
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: "2000-01-01",
        effectiveUntil: null,
        totalHours: {
          value: 15,
          text: "15 hours per year.",
          sources: ["MO1"],
          confidence: "official",
        },
        period: {
          value: { kind: "fixed", months: 12, startMonth: 7, startDay: 1, anchorYear: 2025 },
          text: "A fixed 1-year period, July 1 – June 30, the same for all members.",
          sources: ["MO1", "MO3"],
          confidence: "official",
        },
        requirements: {
          value: [
            {
              id: "ethics",
              label: "Ethics",
              minHours: 3,
              categories: ["ethics", "professionalism", "wellness", "bias"],
              within: [
                {
                  id: "bias",
                  label: "Explicit or implicit bias, diversity, inclusion or cultural competency",
                  minHours: 1,
                  categories: ["bias"],
                },
              ],
            },
          ],
          text: 'At least 3 hours of "ethics", which includes professionalism, substance abuse, mental health, malpractice prevention, bias, and diversity, equity and inclusion. At least 1 of the 3 must be in explicit or implicit bias, diversity, inclusion or cultural competency.',
          sources: ["MO1"],
          confidence: "official",
        },
        formats: {
          value: [
            { kind: "max-self-study", hours: 6 },
            { kind: "no-self-study-for", categories: ["ethics"] },
          ],
          text: "On-demand courses count as self-study: at most 6 hours, and not for ethics. Live webcasts and scheduled replays with a live moderator are accredited programs, not self-study.",
          sources: ["MO1", "MO2"],
          confidence: "official",
        },
        creditHourMinutes: {
          value: null,
          text: "The length of a Missouri credit hour was not found; not confirmed.",
          sources: [],
          confidence: "unconfirmed",
        },
        carryoverMaxHours: {
          value: null,
          text: "Excess accredited (non-self-study) hours carry over to the next year only. The rule text sets no cap; a secondary site says 15. The cap is not confirmed.",
          sources: ["MO1", "MO5"],
          confidence: "unconfirmed",
        },
        deadlines: {
          value: "Complete by June 30; report by July 31",
          text: "Complete hours by June 30 and report by July 31.",
          sources: ["MO3", "MO4"],
          confidence: "official",
        },
        reporting: {
          value: "attorney",
          text: "Attorneys file an online annual report (an affidavit).",
          sources: ["MO3", "MO4"],
          confidence: "official",
        },
        verification: {
          value: "Not confirmed",
          text: "No Missouri attendance-verification (code) requirement was found; not confirmed.",
          sources: [],
          confidence: "unconfirmed",
        },
      },
    ],
    sources: {
      MO1: {
        url: "https://www.courts.mo.gov/courts/clerkhandbooksp2rulesonly.nsf/c0c6ffa99df4993f86256ba50057dcb8/5c20face4921fe3286256ca6005212b6",
        note: "Rule 15.05, revised 8 Feb 2022",
      },
      MO2: {
        url: "https://mobar.org/site/content/MCLE/MCLE_program_sponsors_frequently_asked_questions.aspx",
      },
      MO3: { url: "https://news.mobar.org/file-your-mcle-hours-by-july-31/" },
      MO4: {
        url: "https://d1tvxue8o4w0fl.cloudfront.net/rule/missouri-court-rules/rules-governing-the-missouri-bar-and-the-judiciary/rule-15-continuing-legal-education/rule-1506-reporting-requirements-sanctions-review/rule-regulation",
      },
      MO5: {
        url: "https://mobar.org/site/content/MCLE/MCLE_Requirements_for_Newly_Admitted_Lawyers.aspx",
        note: "Also: https://clehero.com/cle-requirements/missouri (secondary)",
      },
    },
  },
  {
    slug: "colorado",
    regulator: {
      value: "Colorado Supreme Court Office of Attorney Regulation Counsel (CLJE Committee)",
      text: "The Colorado Supreme Court's Office of Attorney Regulation Counsel (CLJE Committee) administers the requirement.",
      sources: ["CO1", "CO2"],
      confidence: "official",
    },
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: "2000-01-01",
        effectiveUntil: "2023-01-01",
        totalHours: coloradoTotal,
        period: coloradoPeriod,
        requirements: {
          value: [
            {
              id: "ethics",
              label: "Professional responsibility",
              minHours: 7,
              categories: ["ethics", "professionalism"],
              within: [
                {
                  id: "legal-ethics",
                  label: "Legal ethics or professionalism",
                  minHours: 5,
                  categories: ["ethics", "professionalism"],
                },
              ],
            },
          ],
          text: "Before January 1, 2023, there was no equity, diversity and inclusivity (EDI) requirement. The research gives no other figures for this period; the current 7 professional responsibility hours (at least 5 in legal ethics or professionalism) are assumed and not confirmed.",
          sources: ["CO1"],
          confidence: "unconfirmed",
        },
        formats: coloradoFormats,
        creditHourMinutes: coloradoCreditHour,
        carryoverMaxHours: coloradoCarryover,
        deadlines: coloradoDeadlines,
        reporting: coloradoReporting,
        verification: coloradoVerification,
      },
      {
        effectiveFrom: "2023-01-01",
        effectiveUntil: null,
        totalHours: coloradoTotal,
        period: coloradoPeriod,
        requirements: {
          value: [
            {
              id: "ethics",
              label: "Professional responsibility",
              minHours: 7,
              categories: ["ethics", "professionalism", "bias"],
              within: [
                {
                  id: "legal-ethics",
                  label: "Legal ethics or professionalism",
                  minHours: 5,
                  categories: ["ethics", "professionalism"],
                },
                {
                  id: "bias",
                  label: "Equity, diversity and inclusivity (EDI)",
                  minHours: 2,
                  categories: ["bias"],
                },
              ],
            },
          ],
          text: "At least 7 hours of professional responsibility, including at least 5 in legal ethics or professionalism and, since January 1, 2023, at least 2 in equity, diversity and inclusivity (EDI).",
          sources: ["CO1", "CO2"],
          confidence: "official",
        },
        formats: coloradoFormats,
        creditHourMinutes: coloradoCreditHour,
        carryoverMaxHours: coloradoCarryover,
        deadlines: coloradoDeadlines,
        reporting: coloradoReporting,
        verification: coloradoVerification,
      },
    ],
    sources: {
      CO1: {
        url: "https://casetext.com/rule/colorado-court-rules/colorado-rules-of-civil-procedure/chapter-20-colorado-rules-of-procedure-regarding-attorney-discipline-and-disability-proceedings-colorado-attorneys-fund-for-client-protection-and-mandatory-continuing-legal-education-and-judicial-education/rule-2502-cle-requirements",
      },
      CO2: { url: "http://coloradosupremecourt.com/Current%20Lawyers/FAQ_CLE.asp" },
      CO3: { url: "https://coloradosupremecourt.com/Current%20Lawyers/CLENewAtty.asp" },
      CO4: {
        url: "https://casetext.com/rule/colorado-court-rules/colorado-rules-of-civil-procedure/chapter-20-colorado-rules-of-procedure-regarding-attorney-discipline-and-disability-proceedings-colorado-attorneys-fund-for-client-protection-and-mandatory-continuing-legal-education-and-judicial-education/rule-2507-compliance",
      },
      CO5: {
        url: "https://nbi-sems.com/pages/coloradoclerequirements",
        note: "Secondary: homestudy, carryover. Also: https://aila.org/cle-center/cle-by-state/colorado",
      },
    },
  },
  {
    slug: "wisconsin",
    regulator: {
      value: "Wisconsin Board of Bar Examiners (Supreme Court of Wisconsin)",
      text: "The Wisconsin Board of Bar Examiners, under the Supreme Court of Wisconsin, administers the requirement.",
      sources: ["WI1"],
      confidence: "official",
    },
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: "2000-01-01",
        effectiveUntil: null,
        totalHours: {
          value: 30,
          text: "30 credits per 2-year reporting period.",
          sources: ["WI1", "WI2"],
          confidence: "official",
        },
        period: {
          value: { kind: "admission-year-parity", months: 24, endMonth: 12, sameParity: true },
          text: "A 2-year reporting period ending December 31 of even or odd years, matching the parity of the admission year.",
          sources: ["WI1"],
          confidence: "official",
        },
        requirements: {
          value: [
            {
              id: "ethics",
              label: "Ethics and professional responsibility (EPR)",
              minHours: 3,
              categories: ["ethics", "professionalism"],
            },
          ],
          text: 'At least 3 credits in ethics and professional responsibility (EPR). Two optional categories, "Lawyer Awareness & Understanding" (wellness) and "Law Practice Management", count for up to 6 credits each.',
          sources: ["WI1", "WI2", "WI3"],
          confidence: "official",
        },
        formats: {
          value: [
            { kind: "max-self-study", hours: 15 },
            { kind: "no-self-study-for", categories: ["ethics"] },
            { kind: "max-hours-in", categories: ["wellness"], hours: 6 },
            { kind: "max-hours-in", categories: ["law-practice-management"], hours: 6 },
          ],
          text: 'At most 15 credits may come from "repeated on-demand" courses, and EPR credits may not be earned on demand. Live webcasts count as live. "Lawyer Awareness & Understanding" (wellness) and "Law Practice Management" credits count for at most 6 each.',
          sources: ["WI1", "WI2", "WI3"],
          confidence: "official",
        },
        creditHourMinutes: {
          value: 50,
          text: "One credit hour is 50 minutes.",
          sources: ["WI1"],
          confidence: "official",
        },
        carryoverMaxHours: {
          value: null,
          text: "Carryover was not found in the research; not confirmed.",
          sources: [],
          confidence: "unconfirmed",
        },
        deadlines: {
          value: "Period ends December 31; CLE Form 1 due February 1",
          text: "The period ends December 31, and CLE Form 1 is due February 1. A State Bar of Wisconsin article says courses may be finished by January 31.",
          sources: ["WI1", "WI3"],
          confidence: "official",
        },
        reporting: {
          value: "attorney",
          text: "Attorneys file CLE Form 1 under oath with the Board of Bar Examiners. Logging courses in the State Bar's tracker does not report them.",
          sources: ["WI1", "WI4"],
          confidence: "official",
        },
        verification: {
          value: "Not confirmed",
          text: "No Wisconsin attendance-verification (code) requirement was found; not confirmed.",
          sources: [],
          confidence: "unconfirmed",
        },
      },
    ],
    sources: {
      WI1: {
        url: "http://wicourts.gov/sc/scrule/DisplayDocument.html?content=html&seqNo=35168",
        note: "SCR ch. 31",
      },
      WI2: {
        url: "https://www.americanbar.org/events-cle/mcle/jurisdiction/wisconsin/",
        note: "Also: https://nbi-sems.com/pages/wisconsinclerequirements",
      },
      WI3: {
        url: "https://www.wisbar.org/NewsPublications/WisconsinLawyer/Pages/Article.aspx?Volume=96&Issue=1&ArticleID=29542",
      },
      WI4: {
        url: "https://www.wisbar.org/NewsPublications/InsideTrack/Pages/Article.aspx?ArticleID=11143&Issue=21&Volume=5",
      },
    },
  },
];

import type { FormatCreditRule, StateFormatRules } from "./format-rules-types";

// Which delivery formats count for credit in a state, and how: Missouri counts
// on-demand courses only as self-study; New York's newly admitted attorneys
// may not earn skills (nor ethics) credit on demand. Transcribed from
// ../shared/data/cle-accreditation-conditions.md §4 ("On-demand / online
// specifics"); source keys are the research file's. Each state's rules are
// versions in force from a day, as the attorneys' rules (data.ts) are: a rule
// change is a new version, and the version in force on a completion's day
// judges it. A completion no rule covers counts as the format it is (live, or
// self-study under the state's caps in data.ts).

const TRANSCRIBED_ON = "2026-12-05";

/** As in data.ts: the first version reaches back before the provider's first course. */
const SINCE = "2000-01-01";

/** New York's newly admitted: no skills credit on demand (live classroom or fully interactive videoconference only). */
const NY_NO_SKILLS_ON_DEMAND: FormatCreditRule = {
  audience: "newly-admitted",
  format: "on-demand",
  categories: ["skills"],
  treatment: {
    value: "refused",
    text: "New York does not let newly admitted attorneys earn skills credit on demand: skills credit must be earned in a live classroom or by fully interactive videoconference.",
    sources: ["NY-NA", "NY-F"],
    confidence: "official",
  },
};

/** Ethics needs synchronous interactivity (questions allowed during the program), which on demand lacks. */
const NY_NO_ETHICS_ON_DEMAND: FormatCreditRule = {
  audience: "newly-admitted",
  format: "on-demand",
  categories: ["ethics", "professionalism"],
  treatment: {
    value: "refused",
    text: "New York does not let newly admitted attorneys earn ethics and professionalism credit on demand: it must be earned live, with questions allowed during the program.",
    sources: ["NY-NA"],
    confidence: "official",
  },
};

/** Ethics by a live webcast with questions allowed during it: synchronous interactivity (from 2016). */
const NY_ETHICS_LIVE: FormatCreditRule = {
  audience: "newly-admitted",
  format: "live-webcast",
  categories: ["ethics", "professionalism"],
  treatment: {
    value: "counts",
    text: "Newly admitted attorneys may earn ethics and professionalism credit by a live web conference where questions are allowed during the program.",
    sources: ["NY-NA"],
    confidence: "official",
  },
};

export const FORMAT_RULES: readonly StateFormatRules[] = [
  {
    slug: "missouri",
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: SINCE,
        effectiveUntil: null,
        rules: [
          {
            audience: "everyone",
            format: "on-demand",
            categories: "all",
            treatment: {
              value: "self-study",
              text: "Missouri does not accredit on-demand courses: they count only as self-study, within Missouri's self-study limit. A live webcast counts as an accredited program.",
              sources: ["MO-FAQ", "MO-SP"],
              confidence: "official",
            },
          },
        ],
      },
    ],
    sources: {
      "MO-FAQ": {
        url: "https://mobar.org/site/content/MCLE/MCLE_program_sponsors_frequently_asked_questions.aspx",
      },
      "MO-SP": {
        url: "https://mobar.org/site/MCLE/Program_Sponsors/site/content/MCLE/Program_Sponsors.aspx?hkey=5c70b240-dfb4-4246-91c7-9d57f045cdba",
      },
    },
  },
  {
    slug: "new-york",
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    newlyAdmitted: {
      value: { years: 2 },
      text: "New York attorneys are newly admitted for the first two years after their admission to the New York bar.",
      sources: ["NY-12"],
      confidence: "official",
    },
    versions: [
      {
        // Before 2016 newly admitted attorneys could not earn credit in
        // nonparticipatory formats such as on demand, whatever the category.
        effectiveFrom: SINCE,
        effectiveUntil: "2016-01-01",
        rules: [
          {
            audience: "newly-admitted",
            format: "on-demand",
            categories: "all",
            treatment: {
              value: "refused",
              text: "Until December 31, 2015, New York did not let newly admitted attorneys earn credit on demand in any category.",
              sources: ["NY-NA"],
              confidence: "secondary",
            },
          },
        ],
      },
      {
        // The 2016 change: law practice management and areas of professional
        // practice in any approved format, on demand included.
        effectiveFrom: "2016-01-01",
        effectiveUntil: "2026-01-01",
        rules: [
          NY_NO_SKILLS_ON_DEMAND,
          NY_NO_ETHICS_ON_DEMAND,
          NY_ETHICS_LIVE,
          {
            audience: "newly-admitted",
            format: "live-webcast",
            categories: ["skills"],
            treatment: {
              value: "counts",
              text: "A temporary exception let newly admitted attorneys earn skills credit by web conference until December 31, 2025 (reported by secondary sources; its start was not found).",
              sources: ["NY-NA", "NY-NYU"],
              confidence: "secondary",
            },
          },
        ],
      },
      {
        effectiveFrom: "2026-01-01",
        effectiveUntil: null,
        rules: [
          NY_NO_SKILLS_ON_DEMAND,
          NY_NO_ETHICS_ON_DEMAND,
          NY_ETHICS_LIVE,
          {
            audience: "newly-admitted",
            format: "live-webcast",
            categories: ["skills"],
            treatment: {
              value: "counts",
              text: "Not confirmed: the temporary exception that let newly admitted attorneys earn skills credit by web conference ran until December 31, 2025, and whether it continues was not found. Check with the New York CLE Board before relying on a webcast for skills credit.",
              sources: ["NY-NA"],
              confidence: "unconfirmed",
            },
          },
        ],
      },
    ],
    sources: {
      "NY-12": {
        url: "https://www.law.cornell.edu/regulations/new-york/22-NYCRR-1500.12",
        note: "22 NYCRR 1500.12: newly admitted attorneys, the first two years after admission",
      },
      "NY-NA": {
        url: "https://nysba.org/new-york-cle-requirements/",
        note: "Also https://marinolegalcle.com/2015/10/16/cle-rules-new-york-makes-changes-to-its-cle-requirements/ (the 2016 change) and https://www.sprouteducation.com/resources/attorneys-also-asked/is-live-webcast-or-in-person-cle-required-in-new-york",
      },
      "NY-F": { url: "https://www.nycourts.gov/attorneys/cle/provider_faqs.shtml" },
      "NY-NYU": {
        url: "https://law.nyu.edu/node/36335",
        note: "Secondary: an accredited provider",
      },
    },
  },
];

import type { Fact } from "./types";
import type { EffectiveDates } from "./version-in-force";

// Whether a state asks the provider to offer attendees a course evaluation,
// or to collect one before the attendee gets credit; how long the provider
// keeps the answers; whether a summary goes to each speaker. Transcribed from
// ../shared/data/cle-accreditation-conditions.md §1; every figure carries its
// source keys and how sure we are of it, as the attorneys' rules do.
//
// Each state's rule is a list of versions in force from a day. A rule change
// is a new version: end the one before on the day the new one takes effect,
// never edit a version attendees were judged under.

/** What a state asks of the attendee's evaluation. */
export type EvaluationDuty =
  /** Collected before the attendee's certificate (credit) in that state. */
  | "required"
  /** Offered to every attendee; answering is up to them. */
  | "offered"
  /** No rule found: offered like everywhere else, never required. */
  | "none";

export type EvaluationRuleVersion = EffectiveDates & {
  duty: Fact<EvaluationDuty>;
  /** Years the answers are kept from the program day; null when not found (the default is kept). */
  retentionYears: Fact<number | null>;
  /** A summary of the results goes to each speaker. */
  speakerSummary: Fact<boolean>;
};

export type EvaluationRules = {
  slug: string;
  name: string;
  /** ISO date the figures were taken from the research. */
  transcribedOn: string;
  /** ISO date the figures were last checked against the regulator's own site; null until they are. */
  lastVerified: string | null;
  /** Oldest first, back to back; the last one has `effectiveUntil: null`. */
  versions: EvaluationRuleVersion[];
  sources: Record<string, { url: string; note?: string }>;
};

const TRANSCRIBED_ON = "2026-12-04";

/** The rules were in force long before the provider's first course (as the other rule data). */
export const EVALUATION_RULES_SINCE = "2000-01-01";

/**
 * Years evaluations are kept where a state that asks for them gives no
 * period, or where no state of the attendee asks: the longest period found
 * for any record the provider keeps (California's four years for materials,
 * the provider obligations' default).
 */
export const DEFAULT_EVALUATION_RETENTION_YEARS = 4;

const NO_SPEAKER_SUMMARY: Fact<boolean> = {
  value: false,
  text: "No summary to speakers was found.",
  sources: [],
  confidence: "unconfirmed",
};

const RETENTION_NOT_FOUND: Fact<number | null> = {
  value: null,
  text: `No retention period was found; evaluations are kept ${DEFAULT_EVALUATION_RETENTION_YEARS} years.`,
  sources: [],
  confidence: "unconfirmed",
};

/** A state where the research found no evaluation rule. */
export function noEvaluationRule(slug: string, name: string): EvaluationRules {
  return {
    slug,
    name,
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: EVALUATION_RULES_SINCE,
        effectiveUntil: null,
        duty: {
          value: "none",
          text: "No evaluation rule was found; the evaluation is offered, never required.",
          sources: [],
          confidence: "unconfirmed",
        },
        retentionYears: RETENTION_NOT_FOUND,
        speakerSummary: NO_SPEAKER_SUMMARY,
      },
    ],
    sources: {},
  };
}

export const EVALUATION_RULES: readonly EvaluationRules[] = [
  {
    slug: "pennsylvania",
    name: "Pennsylvania",
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: EVALUATION_RULES_SINCE,
        effectiveUntil: null,
        duty: {
          value: "required",
          text: "An evaluation from each participant requesting credit, before credit: at least overall quality, written materials, instructors/presenters and ease of use, on a five-point scale; aggregated evaluations go with the attendance (a provider's instructions; the rule's own text is cut off).",
          sources: ["PA-13", "PA-INN"],
          confidence: "secondary",
        },
        retentionYears: RETENTION_NOT_FOUND,
        speakerSummary: NO_SPEAKER_SUMMARY,
      },
    ],
    sources: {
      "PA-13": {
        url: "https://www.law.cornell.edu/regulations/pennsylvania/204-Pa-Code-SS-13",
        note: "204 Pa. Code §13(h) (text cut off in the stored copy)",
      },
      "PA-INN": {
        url: "https://www.pathlms.com/innsofcourt/courses/9581/sections/13392/links/16502/visit",
        note: "A provider's instructions (secondary)",
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
        effectiveFrom: EVALUATION_RULES_SINCE,
        effectiveUntil: null,
        duty: {
          value: "offered",
          text: 'The provider must "distribute and collect evaluation forms" (Rule 796(f)(1)); the questions are not prescribed.',
          sources: ["IL-P405", "IL-FORMS"],
          confidence: "official",
        },
        retentionYears: {
          value: 3,
          text: "Kept at least three years (Rule 796(f)(1)).",
          sources: ["IL-P405"],
          confidence: "official",
        },
        speakerSummary: NO_SPEAKER_SUMMARY,
      },
    ],
    sources: {
      "IL-P405": {
        url: "https://www.mcleboard.org/files/FAQs/ProviderFAQs/Recordkeeping/What_are_a_provider's_responsibilities_after_accrediting_a_course.aspx",
      },
      "IL-FORMS": {
        url: "https://www.mcleboard.org/files/ProviderQuestionandForms.aspx?MenuType=Provider&subMenuType=providerquestion",
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
        effectiveFrom: EVALUATION_RULES_SINCE,
        effectiveUntil: null,
        duty: {
          value: "offered",
          text: '"Sponsors must provide each participant with an evaluation form to complete."',
          sources: ["WA-SP"],
          confidence: "official",
        },
        retentionYears: {
          value: 3,
          text: "Accredited-sponsor applicants supply all attendee evaluations of 10 courses from the past three years, so they are kept three years (the 2009 rule's own period is cut off).",
          sources: ["WA-AS", "WA-09"],
          confidence: "secondary",
        },
        speakerSummary: NO_SPEAKER_SUMMARY,
      },
    ],
    sources: {
      "WA-SP": { url: "https://wsba.azurewebsites.net/for-legal-professionals/mcle/sponsors" },
      "WA-AS": {
        url: "http://wsba.org/Licensing-and-Lawyer-Conduct/MCLE/Sponsors/Accredited-Sponsors",
      },
      "WA-09": {
        url: "http://www.wsba.org/Licensing-and-Lawyer-Conduct/MCLE/Sponsors/CLE-Accreditation",
        note: "2009 summary",
      },
    },
  },
  {
    slug: "missouri",
    name: "Missouri",
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: EVALUATION_RULES_SINCE,
        effectiveUntil: null,
        duty: {
          value: "offered",
          text: "Each lawyer gets an evaluation questionnaire on the quality, effectiveness and usefulness of the seminar (Reg. 15.04.1(f), an older mirror of a Missouri Bar page).",
          sources: ["MO-EV"],
          confidence: "secondary",
        },
        retentionYears: {
          value: 1,
          text: "Kept on file one year.",
          sources: ["MO-EV"],
          confidence: "secondary",
        },
        speakerSummary: {
          value: true,
          text: "A summary of the results goes to each speaker.",
          sources: ["MO-EV"],
          confidence: "secondary",
        },
      },
    ],
    sources: {
      "MO-EV": {
        url: "http://www.mojh5.com/mcle/sponsorinfo.htm",
        note: "Mirror of an older Missouri Bar page",
      },
    },
  },
  {
    slug: "california",
    name: "California",
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: EVALUATION_RULES_SINCE,
        effectiveUntil: null,
        duty: {
          value: "offered",
          text: "Evaluation forms available to all attorneys; returning one is up to the attorney.",
          sources: ["CA-ADM"],
          confidence: "official",
        },
        retentionYears: {
          value: 1,
          text: "Returned forms are kept one year from the program date.",
          sources: ["CA-ADM"],
          confidence: "official",
        },
        speakerSummary: NO_SPEAKER_SUMMARY,
      },
    ],
    sources: {
      "CA-ADM": {
        url: "http://mcle.calbar.ca.gov/Providers/EducationApproval/AdminRequirements.aspx",
      },
    },
  },
  {
    slug: "ohio",
    name: "Ohio",
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: EVALUATION_RULES_SINCE,
        effectiveUntil: null,
        duty: {
          value: "offered",
          text: "The sponsor must have a method of evaluating its courses (Reg. 406(G)); an evaluation is not required of the attendee. A course can still be set to require one before the certificate.",
          sources: ["OH-406", "OH-7a"],
          confidence: "official",
        },
        retentionYears: RETENTION_NOT_FOUND,
        speakerSummary: NO_SPEAKER_SUMMARY,
      },
    ],
    sources: {
      "OH-406": {
        url: "https://casetext.com/rule/ohio-court-rules/ohio-rules-for-the-government-of-the-bar/appendices/appendix-i-attorney-continuing-legal-education-regulations/regulation-400-hours-and-accreditation/regulation-406-standards-for-accreditation",
      },
      "OH-7a": {
        url: "https://docest.com/application-for-recognition-as-a-self-study-established-sponsor",
      },
    },
  },
  {
    ...noEvaluationRule("new-york", "New York"),
    sources: {
      "NY-R": {
        url: "https://casetext.com/regulation/new-york-codes-rules-and-regulations/title-22-judiciary/subtitle-b-courts/chapter-iv-supreme-court/subchapter-e-all-departments/part-1500-mandatory-continuing-legal-education-program-for-attorneys-in-the-state-of-new-york/subpart-a-structure-of-program/section-15004-accreditation",
        note: "The stored text of 1500.4(b) stops at (7): to be confirmed",
      },
    },
  },
];

import type { Fact } from "./types";
import type { EffectiveDates } from "./version-in-force";

// What each state asks of a recorded (on-demand) course's question channel:
// whether a viewer must be able to put a question to a qualified person (the
// faculty), how soon the answer must come when the state says, and how long
// the questions and answers must be kept. Transcribed from
// ../shared/data/cle-accreditation-conditions.md §4 ("On-demand / online
// specifics"); every fact carries its source keys and how sure we are of it.
//
// Each state's rules are versions in force from a day (versionInForce). A
// rule change is a new version: end the one before it on the day the new one
// takes effect, never edit a version questions were answered under.

/** Transcribed from the research on this day; nothing yet checked on the regulator's live site. */
const TRANSCRIBED_ON = "2026-12-04";

/** The rules reach back as the attorneys' rules do: in force long before the first course. */
export const QUESTION_RULES_SINCE = "2000-01-01";

/** One version of a state's question rules. */
export type QuestionRulesVersion = EffectiveDates & {
  /** Whether a recorded course approved there must offer a way to ask the faculty. */
  channelRequired: Fact<boolean>;
  /** Hours within which an answer is due; null where the state names no figure. */
  answerHours: Fact<number | null>;
  /** Years the questions and answers must be kept; null where the state names none. */
  logRetentionYears: Fact<number | null>;
};

export type QuestionRules = {
  slug: string;
  name: string;
  transcribedOn: string;
  versions: readonly QuestionRulesVersion[];
  sources: Readonly<Record<string, { url: string; note: string }>>;
};

const NO_FIGURE_HOURS: Fact<number | null> = {
  value: null,
  text: "No answer time is named.",
  sources: [],
  confidence: "unconfirmed",
};

const NO_FIGURE_RETENTION: Fact<number | null> = {
  value: null,
  text: "No period for keeping questions and answers is named.",
  sources: [],
  confidence: "unconfirmed",
};

/** A state where the research found nothing about a question channel. */
export function questionRulesNotFound(slug: string, name: string): QuestionRules {
  return {
    slug,
    name,
    transcribedOn: TRANSCRIBED_ON,
    versions: [
      {
        effectiveFrom: QUESTION_RULES_SINCE,
        effectiveUntil: null,
        channelRequired: {
          value: false,
          text: "No rule requiring a question channel for recorded courses was found (which does not show there is none). The channel is offered on every recorded course all the same.",
          sources: [],
          confidence: "unconfirmed",
        },
        answerHours: NO_FIGURE_HOURS,
        logRetentionYears: NO_FIGURE_RETENTION,
      },
    ],
    sources: {},
  };
}

export const QUESTION_RULES: readonly QuestionRules[] = [
  {
    slug: "illinois",
    name: "Illinois",
    transcribedOn: TRANSCRIBED_ON,
    versions: [
      {
        effectiveFrom: QUESTION_RULES_SINCE,
        effectiveUntil: null,
        channelRequired: {
          value: true,
          text: "Every delivery method needs interactivity: each participant can ask questions and get a prompt answer from a qualified person; for recorded courses by phone or monitored e-mail or online, at no added fee. Links alone are not enough.",
          sources: ["IL-P340"],
          confidence: "official",
        },
        answerHours: {
          value: null,
          text: 'A response "within a reasonable time"; no figure is given.',
          sources: ["IL-P340"],
          confidence: "official",
        },
        logRetentionYears: NO_FIGURE_RETENTION,
      },
    ],
    sources: {
      "IL-P340": {
        url: "https://www.mcleboard.org/files/FAQs/ProviderFAQs/Accreditation/What_presentation_methods_satisfy_interactivity_as_a_key_component_as_required_in_Rule_795a6.aspx",
        note: "MCLE Board provider FAQ P340: interactivity (Rule 795(a)(6))",
      },
    },
  },
  {
    slug: "ohio",
    name: "Ohio",
    transcribedOn: TRANSCRIBED_ON,
    versions: [
      {
        effectiveFrom: QUESTION_RULES_SINCE,
        effectiveUntil: null,
        channelRequired: {
          value: true,
          text: "Attendees can ask questions during or right after the activity; where the faculty are not present, the sponsor provides a method to get answers.",
          sources: ["OH-408"],
          confidence: "official",
        },
        answerHours: {
          value: 72,
          text: "Answers within 72 hours.",
          sources: ["OH-408"],
          confidence: "official",
        },
        logRetentionYears: {
          value: 1,
          text: "Records of the questions and answers kept 1 year.",
          sources: ["OH-408"],
          confidence: "official",
        },
      },
    ],
    sources: {
      "OH-408": {
        url: "https://print.casetext.com/rule/ohio-court-rules/ohio-rules-for-the-government-of-the-bar/appendices/appendix-i-attorney-continuing-legal-education-regulations/regulation-400-hours-and-accreditation/regulation-408-sponsors-and-special-methods-of-instruction",
        note: "Ohio CLE Regulation 408: sponsors and special methods of instruction",
      },
    },
  },
  {
    slug: "georgia",
    name: "Georgia",
    transcribedOn: TRANSCRIBED_ON,
    versions: [
      {
        effectiveFrom: QUESTION_RULES_SINCE,
        effectiveUntil: null,
        channelRequired: {
          value: true,
          text: "Recorded material is credited only if a qualified instructor is available to comment and answer questions (pre-2026 regulations; to be re-checked under the 2026 rules).",
          sources: ["GA-STD", "GA-106"],
          confidence: "secondary",
        },
        answerHours: NO_FIGURE_HOURS,
        logRetentionYears: NO_FIGURE_RETENTION,
      },
    ],
    sources: {
      "GA-STD": {
        url: "https://info.5y1.org/ga-professional-standards-commission_1_2ab8f7.html",
        note: "Georgia CLE standards (copy of the pre-2026 regulations)",
      },
      "GA-106": {
        url: "http://www.gabar.org/barrules/handbookdetail.cfm?renderforprint=1&what=rule&id=231",
        note: "State Bar of Georgia, Rule 8-106 (pre-2026)",
      },
    },
  },
  {
    slug: "wisconsin",
    name: "Wisconsin",
    transcribedOn: TRANSCRIBED_ON,
    versions: [
      {
        effectiveFrom: QUESTION_RULES_SINCE,
        effectiveUntil: null,
        channelRequired: {
          value: true,
          text: "A recorded activity is approved only if a qualified instructor is available to comment and answer questions.",
          sources: ["WI-31"],
          confidence: "official",
        },
        answerHours: NO_FIGURE_HOURS,
        logRetentionYears: NO_FIGURE_RETENTION,
      },
    ],
    sources: {
      "WI-31": {
        url: "http://wicourts.gov/sc/scrule/DisplayDocument.html?content=html&seqNo=72247",
        note: "Supreme Court Rule 31.01 and 31.07",
      },
    },
  },
  {
    slug: "virginia",
    name: "Virginia",
    transcribedOn: TRANSCRIBED_ON,
    versions: [
      {
        effectiveFrom: QUESTION_RULES_SINCE,
        effectiveUntil: null,
        channelRequired: {
          value: true,
          text: "MCLE Opinion 16: a course must allow interaction with the presenter (a discussion board may do).",
          sources: ["VA-O16"],
          confidence: "official",
        },
        answerHours: NO_FIGURE_HOURS,
        logRetentionYears: NO_FIGURE_RETENTION,
      },
    ],
    sources: {
      "VA-O16": {
        url: "http://www.vsb.org/site/members/mcle-opinion-16",
        note: "Virginia State Bar, MCLE Opinion 16",
      },
    },
  },
];

import type { Fact } from "./types";
import { type EffectiveDates, versionInForce } from "./version-in-force";

// What each state asks of a fee-charging provider about financial aid:
// whether a written hardship policy is a condition of approval, the least
// reduction it must give, and what a fee-based course's page must say.
// Transcribed from ../shared/data/cle-accreditation-conditions.md §2; every
// fact carries its sources and how sure we are of it. A change is a new
// version from the day it takes effect; never edit one in force.

const TRANSCRIBED_ON = "2026-12-05";
const IN_FORCE_SINCE = "2000-01-01";

/** A reduction a state requires for qualifying attorneys on courses above a price. */
export type MinimumReduction = { abovePriceCents: number; percent: number };

export type FinancialAidRulesVersion = EffectiveDates & {
  /** A written financial-hardship policy is a condition of approval. */
  policyRequired: Fact<boolean>;
  /** The elements the policy must state. */
  policyElements: Fact<readonly string[]>;
  /** The least reduction a qualifying attorney gets (null: none fixed). */
  minimumReduction: Fact<MinimumReduction | null>;
  /** Fee-based course pages (and promotions) must say aid is available, with the contact. */
  statementOnCoursePages: Fact<boolean>;
};

export type FinancialAidRules = {
  slug: string;
  transcribedOn: string;
  sources: Record<string, { url: string; note?: string }>;
  versions: readonly FinancialAidRulesVersion[];
};

const NO_ELEMENTS: Fact<readonly string[]> = {
  value: [],
  text: "",
  sources: [],
  confidence: "unconfirmed",
};

export const FINANCIAL_AID_RULES: readonly FinancialAidRules[] = [
  {
    slug: "illinois",
    transcribedOn: TRANSCRIBED_ON,
    sources: {
      "IL-P360": {
        url: "https://www.mcleboard.org/files/FAQs/ProviderFAQs/Accreditation/What_must_a_provider_include_in_its_financial_hardship_policy.aspx",
        note: "MCLE Board provider FAQ on Rule 795(f)",
      },
      "IL-CE": {
        url: "https://ceuinstitute.net/fee-base-illinois-mcle-programs-require-a-financial-hardship-policy",
        note: "a provider's summary (secondary): the policy must be reflected in advertising",
      },
    },
    versions: [
      {
        effectiveFrom: IN_FORCE_SINCE,
        effectiveUntil: null,
        policyRequired: {
          value: true,
          text: "Rule 795(f): a provider charging a fee (including fees paid by employers or third parties) shall have available a financial hardship policy; it is required in each individual course application.",
          sources: ["IL-P360"],
          confidence: "official",
        },
        policyElements: {
          value: [
            "aid offered to all Illinois attorneys",
            "the criteria",
            "the application process",
            "how to contact the provider",
          ],
          text: "The policy must (1) offer aid to all Illinois attorneys, (2) state the criteria, (3) outline the application process, (4) say how to contact the provider.",
          sources: ["IL-P360"],
          confidence: "official",
        },
        minimumReduction: {
          value: { abovePriceCents: 50_000, percent: 50 },
          text: "Courses over $500: qualifying attorneys get at least a 50% reduction (meals, lodging and travel excluded).",
          sources: ["IL-P360"],
          confidence: "official",
        },
        statementOnCoursePages: {
          value: true,
          text: "The policy must also be reflected in advertising (a provider's summary, not the Board's text).",
          sources: ["IL-CE"],
          confidence: "secondary",
        },
      },
    ],
  },
  {
    slug: "new-jersey",
    transcribedOn: TRANSCRIBED_ON,
    sources: {
      "NJ-HARD": {
        url: "https://www.njcourts.gov/faq/does-a-provider-have-offer-a-financial-hardship-policy-0",
        note: "NJ Courts FAQ, BCLE Reg. 302:8",
      },
      "NJ-PC": {
        url: "https://www.njcourts.gov/faq/how-are-cle-courses-approved-providers?language_content_entity=en",
      },
    },
    versions: [
      {
        effectiveFrom: IN_FORCE_SINCE,
        effectiveUntil: null,
        policyRequired: {
          value: true,
          text: "BCLE Reg. 302:8: a provider charging a fee must have a detailed financial hardship policy (scholarships, fee waivers, reduced fees or discounts); no approval without it; a copy goes with each per-course application.",
          sources: ["NJ-HARD", "NJ-PC"],
          confidence: "official",
        },
        policyElements: {
          value: ["a scholarship or fee waiver for significant hardship, including unemployment"],
          text: 'The Board "would like to see" a scholarship or waiver for significant hardship, including unemployment.',
          sources: ["NJ-HARD"],
          confidence: "official",
        },
        minimumReduction: {
          value: null,
          text: "No minimum reduction was found.",
          sources: [],
          confidence: "unconfirmed",
        },
        statementOnCoursePages: {
          value: false,
          text: "No rule on course pages was found.",
          sources: [],
          confidence: "unconfirmed",
        },
      },
    ],
  },
  {
    slug: "new-york",
    transcribedOn: TRANSCRIBED_ON,
    sources: {
      "NY-APP": {
        url: "https://vdocuments.net/new-york-state-continuing-legal-education-board-new-york-state-continuing-legal.html",
        note: "sponsor application: 'If a fee is charged, please see item 8' (item text not found)",
      },
      "NY-TOURO": {
        url: "https://www.tourolaw.edu/alumni/cle-financial-aid",
        note: "a provider (secondary): the Board requires a financial aid policy for all fee-based courses",
      },
      "NY-NYU": {
        url: "https://law.nyu.edu/node/36335",
        note: "an accredited provider (secondary): fee-based promotions state that aid is available, the contact and how to request it",
      },
    },
    versions: [
      {
        effectiveFrom: IN_FORCE_SINCE,
        effectiveUntil: null,
        policyRequired: {
          value: true,
          text: "A financial aid policy must be in place for all fee-based CLE courses (providers' statements; the rule text was not found).",
          sources: ["NY-APP", "NY-TOURO"],
          confidence: "secondary",
        },
        policyElements: {
          value: ["that aid is available", "the contact", "how to request aid"],
          text: "Promotional materials for every fee-based course state that financial aid is available, the contact and how to request it.",
          sources: ["NY-NYU"],
          confidence: "secondary",
        },
        minimumReduction: {
          value: null,
          text: "No minimum reduction was found.",
          sources: [],
          confidence: "unconfirmed",
        },
        statementOnCoursePages: {
          value: true,
          text: "Every fee-based course page states that aid is available, with the contact and how to apply (treated as required; rule text to be confirmed).",
          sources: ["NY-NYU"],
          confidence: "secondary",
        },
      },
    ],
  },
];

const NOTHING_FOUND: FinancialAidRulesVersion = {
  effectiveFrom: IN_FORCE_SINCE,
  effectiveUntil: null,
  policyRequired: { value: false, text: "Not found.", sources: [], confidence: "unconfirmed" },
  policyElements: NO_ELEMENTS,
  minimumReduction: { value: null, text: "Not found.", sources: [], confidence: "unconfirmed" },
  statementOnCoursePages: {
    value: false,
    text: "Not found.",
    sources: [],
    confidence: "unconfirmed",
  },
};

/** A state's financial-aid rules in force on a day (a state without any found: nothing required). */
export function financialAidRulesOn(slug: string, on: Date | string = new Date()) {
  const rules = FINANCIAL_AID_RULES.find((item) => item.slug === slug);
  return (rules && versionInForce(rules, on)) ?? NOTHING_FOUND;
}

/**
 * The least percentage a grant of aid must take off, for an attorney
 * admitted in `stateSlug` buying at `priceCents` on a day: 0 when no rule
 * applies (Illinois: 50 % on a course over $500).
 */
export function minimumAidPercent(stateSlug: string, priceCents: number, on: Date | string) {
  const minimum = financialAidRulesOn(stateSlug, on).minimumReduction.value;
  return minimum && priceCents > minimum.abovePriceCents ? minimum.percent : 0;
}

/** Whether a state wants fee-based course pages to state that aid is available. */
export function statementRequiredOnCoursePages(slug: string, on: Date | string = new Date()) {
  return financialAidRulesOn(slug, on).statementOnCoursePages.value;
}

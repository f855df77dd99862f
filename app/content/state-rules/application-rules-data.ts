import type {
  ApplicationDocument,
  ApplicationLead,
  ApplicationRules,
} from "./application-rules-types";
import type { Fact } from "./types";

// How long before a course's first presentation each state wants the
// provider's application for the course's approval. Transcribed from
// ../shared/data/cle-accreditation-conditions.md, §6 ("Application timing,
// fees, presumptive status") and its summary ("What a provider's software must
// support", item 7); every figure carries its source keys and how sure we are
// of it. Where the research found no lead time the value is null and the text
// says so: no date is invented.
//
// Each state's timing is a list of versions in force from a day. A rule
// change is a new version: end the one before it on the day the new one takes
// effect (its `effectiveUntil`).

const TRANSCRIBED_ON = "2026-12-05";

/** The research gives no day these rules began; they reach back as the other rules do. */
export const APPLICATION_RULES_SINCE = "2000-01-01";

const before = (days: number): ApplicationLead => ({ kind: "days-before", days });

function stateTiming(
  slug: string,
  name: string,
  lead: Fact<ApplicationLead | null>,
  sources: ApplicationRules["sources"],
  extra: { onDemandLead?: Fact<ApplicationLead>; documents?: Fact<ApplicationDocument[]> } = {},
): ApplicationRules {
  return {
    slug,
    name,
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [{ effectiveFrom: APPLICATION_RULES_SINCE, effectiveUntil: null, lead, ...extra }],
    sources,
  };
}

/** A state whose application timing the research did not establish. */
export function unconfirmedTiming(
  slug: string,
  name: string,
  text = "No application deadline was found; not confirmed. Check with the regulator.",
  sources: ApplicationRules["sources"] = {},
  documents?: Fact<ApplicationDocument[]>,
): ApplicationRules {
  const leadSources = Object.keys(sources).filter((key) => !documents?.sources.includes(key));
  return stateTiming(
    slug,
    name,
    { value: null, text, sources: leadSources, confidence: "unconfirmed" },
    sources,
    documents ? { documents } : {},
  );
}

export const APPLICATION_RULES: readonly ApplicationRules[] = [
  stateTiming(
    "new-york",
    "New York",
    {
      value: before(60),
      text: "Apply at least 60 days before the course unless an Accredited Provider; later only in extenuating circumstances, after the event only in extraordinary ones.",
      sources: ["NY-R", "NY-F"],
      confidence: "official",
    },
    {
      "NY-R": {
        url: "https://casetext.com/regulation/new-york-codes-rules-and-regulations/title-22-judiciary/subtitle-b-courts/chapter-iv-supreme-court/subchapter-e-all-departments/part-1500-mandatory-continuing-legal-education-program-for-attorneys-in-the-state-of-new-york/subpart-a-structure-of-program/section-15004-accreditation",
        note: "22 NYCRR 1500.4",
      },
      "NY-F": { url: "https://www.nycourts.gov/attorneys/cle/provider_faqs.shtml" },
      "NY-NYU": { url: "https://law.nyu.edu/node/36335", note: "NYU Law, an accredited provider" },
      "NY-TOURO": { url: "https://www.tourolaw.edu/alumni/cle-financial-aid" },
    },
    {
      documents: {
        value: ["materials", "agenda", "verification", "financial-aid"],
        text: "Prewritten written materials (1500.4(b)(7)); for a recorded course, a description of the attendance-verification procedure; the Board treats a detailed timed agenda as the syllabus (secondary: NYU); fee-based courses need a financial-aid policy (secondary: Touro).",
        sources: ["NY-R", "NY-F", "NY-NYU", "NY-TOURO"],
        confidence: "secondary",
      },
    },
  ),
  stateTiming(
    "california",
    "California",
    {
      value: before(60),
      text: "Single-activity application ($90) at least 60 days before, per one version of the State Bar's page; another version and the older page allow applying before or after the activity, with no credit until approved.",
      sources: ["CA-SAP"],
      confidence: "official",
    },
    {
      "CA-SAP": {
        url: "https://www.calbar.ca.gov/Attorneys/MCLE-CLE/MCLE-Providers/Single-Activity-Providers",
      },
      "CA-QA": {
        url: "https://www.calbar.ca.gov/Attorneys/MCLE-CLE/MCLE-Providers/Qualifying-Activities",
      },
    },
    {
      documents: {
        value: ["agenda", "materials", "faculty"],
        text: "The single-activity application needs a timed agenda and the speakers' names and bios; programs of an hour or more need substantive written materials.",
        sources: ["CA-SAP", "CA-QA"],
        confidence: "official",
      },
    },
  ),
  stateTiming(
    "missouri",
    "Missouri",
    {
      value: before(60),
      text: "Apply at least 60 days before the program (Reg. 15.04.3(b)).",
      sources: ["MO-SP"],
      confidence: "official",
    },
    {
      "MO-SP": {
        url: "https://mobar.org/site/MCLE/Program_Sponsors/site/content/MCLE/Program_Sponsors.aspx?hkey=5c70b240-dfb4-4246-91c7-9d57f045cdba",
        note: "Program sponsors",
      },
    },
    {
      documents: {
        value: ["faculty"],
        text: "A speaker list with the application.",
        sources: ["MO-SP"],
        confidence: "official",
      },
    },
  ),
  stateTiming(
    "ohio",
    "Ohio",
    {
      value: before(60),
      text: "Apply at least 60 days before the activity ($25; $100 late), per an older application form.",
      sources: ["OH-F6", "OH-SP"],
      confidence: "official",
    },
    {
      "OH-F6": {
        url: "https://www.formsbank.com/template/14728/uniform-application-for-accreditation-of-continuing-legal-education-activity.html?page=2",
        note: "older uniform application form",
      },
      "OH-SP": { url: "https://www.supremecourt.ohio.gov/attorneys/cle/sponsor-cle-faq/" },
      "OH-406": {
        url: "https://casetext.com/rule/ohio-court-rules/ohio-rules-for-the-government-of-the-bar/appendices/appendix-i-attorney-continuing-legal-education-regulations/regulation-400-hours-and-accreditation/regulation-406-standards-for-accreditation",
        note: "Reg. 406, standards for accreditation",
      },
      "OH-409": {
        url: "https://casetext.com/rule/ohio-court-rules/ohio-rules-for-the-government-of-the-bar/appendices/appendix-i-attorney-continuing-legal-education-regulations/regulation-400-hours-and-accreditation/regulation-409-self-study",
        note: "Reg. 409, self-study",
      },
    },
    {
      onDemandLead: {
        value: { kind: "days-after", days: 30 },
        text: "Self-study (recorded) courses: apply within 30 days of first availability (Reg. 409).",
        sources: ["OH-409"],
        confidence: "official",
      },
      documents: {
        value: ["faculty"],
        text: "The leaders' names and qualifications (Reg. 406(C)).",
        sources: ["OH-406"],
        confidence: "official",
      },
    },
  ),
  stateTiming(
    "north-carolina",
    "North Carolina",
    {
      value: before(50),
      text: "Submit at least 50 days before the program; late and expedited surcharges per the Board's schedule.",
      sources: ["NC-SP"],
      confidence: "official",
    },
    {
      "NC-SP": {
        url: "https://www.ncbar.gov/for-lawyers/bar-programs/continuing-legal-education/cle-sponsors/",
      },
    },
    {
      documents: {
        value: ["agenda", "materials", "faculty"],
        text: "A detailed timeline agenda, the speaker list, a content description and a list of the materials to be distributed (an explanatory memo if none).",
        sources: ["NC-SP"],
        confidence: "official",
      },
    },
  ),
  stateTiming(
    "new-jersey",
    "New Jersey",
    {
      value: before(30),
      text: "Per-course application at least 30 days before and no later than 30 days after (late fee after).",
      sources: ["NJ-S"],
      confidence: "official",
    },
    {
      "NJ-S": { url: "https://www.njcourts.gov/search?page=79", note: "FAQ snippets" },
      "NJ-PC": {
        url: "https://www.njcourts.gov/faq/how-are-cle-courses-approved-providers?language_content_entity=en",
      },
      "NJ-HARD": {
        url: "https://www.njcourts.gov/faq/does-a-provider-have-offer-a-financial-hardship-policy-0",
      },
    },
    {
      documents: {
        value: ["agenda", "materials", "faculty", "financial-aid"],
        text: "The final timed agenda, the brochure, the instructors' credentials and the complete written materials; a fee-charging provider uploads its financial hardship policy with each application.",
        sources: ["NJ-PC", "NJ-HARD"],
        confidence: "official",
      },
    },
  ),
  stateTiming(
    "colorado",
    "Colorado",
    {
      value: before(21),
      text: "Recognized provider (Form 1): $50 when filed at least 21 days before, $100 later (2025 schedule).",
      sources: ["CO-FEE"],
      confidence: "official",
    },
    { "CO-FEE": { url: "https://www.coloradolegalregulation.com/public/cle_sponsors" } },
  ),
  stateTiming(
    "washington",
    "Washington",
    {
      value: before(15),
      text: "$100 per course application, due at least 15 days before, or a $50 late fee.",
      sources: ["WA-SP"],
      confidence: "official",
    },
    {
      "WA-SP": {
        url: "https://wsba.azurewebsites.net/for-legal-professionals/mcle/sponsors",
        note: "updated 31 Aug 2022",
      },
    },
  ),
  stateTiming(
    "illinois",
    "Illinois",
    {
      value: before(0),
      text: "Course application in PCAM on or before the start date ($50); late $125 (1–30 days), $500 (31–730 days).",
      sources: ["IL-FEE"],
      confidence: "official",
    },
    {
      "IL-FEE": {
        url: "https://mcleboard.org/files/FAQs/ProviderFAQs/Fee_Schedule/What_are_the_Fees_for_Accredited_CLE_Providers.aspx",
      },
      "IL-P360": {
        url: "https://www.mcleboard.org/files/FAQs/ProviderFAQs/Accreditation/What_must_a_provider_include_in_its_financial_hardship_policy.aspx",
      },
    },
    {
      documents: {
        value: ["financial-aid"],
        text: "A fee-charging provider's financial hardship policy is a required document of each course application (Rule 795(f)).",
        sources: ["IL-P360"],
        confidence: "official",
      },
    },
  ),
  unconfirmedTiming(
    "texas",
    "Texas",
    "Not confirmed: only a third party says to apply 30 days before; the Bar's own deadline was not found.",
    { "TX-AU": { url: "https://www.american.edu/wcl/academics/cle/mcle/texas.cfm" } },
  ),
  unconfirmedTiming(
    "virginia",
    "Virginia",
    "Not confirmed: no deadline was found; the Bar takes 60–90 days to process an application, so apply early.",
    { "VA-SC": { url: "https://www.vsb.org/Site/lawyers/mcle-seeking-credit.aspx" } },
    {
      value: ["agenda", "materials", "faculty"],
      text: "A program time schedule (with times), the written materials (only sessions with materials are approvable) and the faculty's credentials.",
      sources: ["VA-SC"],
      confidence: "official",
    },
  ),
  unconfirmedTiming(
    "florida",
    "Florida",
    undefined,
    {
      "FL-APP": {
        url: "https://www.floridabar.org/member/cle/course-accreditation-process-for-cle-providers/faq/",
      },
    },
    {
      value: ["agenda", "faculty"],
      text: "The online application needs a detailed timed agenda, the course description and the speakers' bios, each uploaded separately.",
      sources: ["FL-APP"],
      confidence: "official",
    },
  ),
  unconfirmedTiming("georgia", "Georgia"),
  unconfirmedTiming("wisconsin", "Wisconsin"),
  unconfirmedTiming(
    "pennsylvania",
    "Pennsylvania",
    "Not confirmed: the rules found speak of accredited-provider status, not of a per-course deadline.",
  ),
];

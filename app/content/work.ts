import { SITE_NAME } from "./site";
import { APPROVED_STATES } from "./states";

/** Copy of the At Work page (/work): firm and team plans. */

export const WORK_PAGE = {
  title: "CLE at Work",
  intro:
    "Team plans for firms, legal departments and practice groups: every attorney on the team learns to use AI safely and earns CLE credit, with one contact and one invoice for the firm.",
  metaDescription:
    "Team plans for law firms and legal departments: the members' rate for every attorney, volume pricing by team size, live webcasts and in-house sessions on AI in legal practice.",
} as const;

type WorkBenefit = { title: string; text: string };

/** What a team plan is, concretely; nothing here may describe a feature that does not exist. */
export const WORK_BENEFITS: readonly WorkBenefit[] = [
  {
    title: "An account for every attorney",
    text: "Each attorney has their own account, with their own CLE credits and certificates, so every record stays with the person who earned it.",
  },
  {
    title: "The members' rate for everyone",
    text: "Every attorney on the team pays the members' rate on every course, live or on demand.",
  },
  {
    title: "Volume pricing by team size",
    text: "The larger the team, the lower the price per attorney. We quote it on request for your team's size and states.",
  },
  {
    title: "Live webcasts for the whole team",
    text: "Your attorneys can join every live webcast, each from their own account, and ask the faculty questions during the Q&A.",
  },
  {
    title: "In-house sessions on request",
    text: "Our faculty can run a session for your firm alone, on the tools and matters your attorneys work with.",
  },
  {
    title: "Consolidated invoicing and a named contact",
    text: `One invoice for the whole team, and one person at ${SITE_NAME} who knows your plan and answers your questions.`,
  },
];

export type WorkTier = { name: string; size: string; suits: string };

/** Team plans by size; the price is always quoted, never shown. */
export const WORK_TIERS: readonly WorkTier[] = [
  {
    name: "Team",
    size: "2–9 attorneys",
    suits: "Small firms and practice groups",
  },
  {
    name: "Firm",
    size: "10–49 attorneys",
    suits: "Mid-sized firms and legal departments",
  },
  {
    name: "Enterprise",
    size: "50+ attorneys",
    suits: "Large firms and corporate legal departments across several offices",
  },
];

export const WORK_TIER_PRICE = "Quote on request";

type WorkQuestion = { question: string; answer: string };

export const WORK_FAQ: readonly WorkQuestion[] = [
  {
    question: "How is a team plan priced?",
    answer:
      "By the size of the team. Tell us how many attorneys the plan is for and where they are admitted, and we send you a quote. Every attorney on the plan pays at most the members' rate on every course.",
  },
  {
    question: "Are our attorneys' credits approved in their states?",
    answer: `Our courses are approved for CLE credit in ${APPROVED_STATES.length} states: ${APPROVED_STATES.map((state) => state.name).join(", ")}. If some of your attorneys are admitted elsewhere, tell us in your enquiry and we will tell you what applies to them.`,
  },
  {
    question: "Can a firm administrator see the team's progress?",
    answer:
      "Not yet. Today each attorney's credits and certificates are in their own account. A view of the team's progress for firm administrators is planned, and we will tell plan customers when it is available.",
  },
  {
    question: "Can we add attorneys to the plan later?",
    answer:
      "Yes. Tell your named contact who is joining; the quote follows the new size of the team.",
  },
  {
    question: "What happens after I send the form?",
    answer:
      "We reply within one business day, usually with a few questions about your team and then a quote. Sending the form commits you to nothing.",
  },
];

/** Shown under the enquiry form, above the button. */
export const WORK_CONSENT_LINE =
  "By sending this form you agree that we store these details and use them only to answer your enquiry. We will not add you to our newsletter.";

/** The self-service way in, beside the quote: a firm account (README "Firm accounts"). */
export const WORK_FIRM_ACCOUNT = {
  heading: "Or start today with a firm account",
  text: "Open your firm's account, invite your lawyers and buy seats in any course, bundle or membership: by card, or on invoice (net 30) for larger orders. Assign seats or let your lawyers claim them, download every invoice in one place, and see which lawyers will meet their states' deadlines and which courses close their gaps.",
  action: "Open a firm account",
} as const;

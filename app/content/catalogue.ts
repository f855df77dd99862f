import type { CourseMaterial, CourseMedia } from "~/content/course-types";
import type { CreditType } from "~/content/credit-categories";
import { type StateApprovalContent, stateApprovals } from "./seed-approvals";

/**
 * The catalogue's content: categories, faculty and courses with their credits
 * and live sessions. This module is the one source of truth; the database is
 * seeded from it at start-up (idempotently) and every page reads the database.
 */

type CategoryContent = { slug: string; name: string; description: string };

export const COURSE_CATEGORIES: readonly CategoryContent[] = [
  {
    slug: "ai",
    name: "AI & Technology Law",
    description:
      "How artificial intelligence changes research, drafting, discovery and client service, and the technology competence the rules now expect.",
  },
  {
    slug: "ethics",
    name: "Ethics & Professional Responsibility",
    description:
      "Competence, confidentiality, candor, supervision and the elimination of bias, applied to the tools lawyers use today.",
  },
  {
    slug: "litigation",
    name: "Litigation Skills",
    description:
      "Practical courtroom and pre-trial skills, from depositions to briefs, with AI used responsibly along the way.",
  },
];

type FacultyContent = {
  id: string;
  name: string;
  title: string;
  organisation: string;
  bio: string;
};

export const FACULTY: readonly FacultyContent[] = [
  {
    id: "daniela-ruiz",
    name: "Daniela Ruiz",
    title: "Partner, Technology Transactions",
    organisation: "Ruiz & Whitfield LLP",
    bio: "Daniela advises companies and law firms on deploying AI tools, drafting technology agreements and managing data-protection risk. A bilingual attorney admitted in Florida and New York, she has taught legal technology to practitioners for more than a decade.",
  },
  {
    id: "marcus-whitfield",
    name: "Marcus Whitfield",
    title: "Litigation Partner and Legal Technologist",
    organisation: "Ruiz & Whitfield LLP",
    bio: "Marcus spent fifteen years trying commercial cases before building his firm's e-discovery and analytics practice. He writes and speaks on the responsible use of generative AI in litigation.",
  },
  {
    id: "priya-natarajan",
    name: "Priya Natarajan",
    title: "Professional Responsibility Counsel",
    organisation: "Natarajan Ethics Counsel PLLC",
    bio: "Priya represents lawyers before disciplinary authorities and advises firms on conflicts, confidentiality and supervision. She chaired a state bar working group on artificial intelligence and the rules of professional conduct.",
  },
  {
    id: "jonathan-park",
    name: "Jonathan Park",
    title: "Director of Litigation Support",
    organisation: "Meridian Discovery Group",
    bio: "Jonathan leads technology-assisted review for complex litigation and government investigations, and trains trial teams on defensible AI workflows.",
  },
  {
    id: "elena-kowalski",
    name: "Elena Kowalski",
    title: "Intellectual Property Attorney",
    organisation: "Kowalski IP Law",
    bio: "Elena counsels creators and start-ups on copyright, trademarks and the ownership questions raised by AI-generated works.",
  },
];

type LiveSessionContent = {
  /** Stable id; the date itself is set to the next occurrence when first seeded. */
  id: string;
  month: number;
  day: number;
  /** Local start time in the schedule's time zone (24-hour clock). */
  hour: number;
  minute: number;
  durationMinutes: number;
  capacity: number;
  /** Staff decision to stop selling seats. */
  soldOut: boolean;
  label: string | null;
};

export type CourseContent = {
  id: string;
  title: string;
  summary: string;
  description: string;
  categorySlug: string;
  status: "published" | "upcoming";
  format: "live_webcast" | "on_demand";
  level: "Introductory" | "Intermediate" | "Advanced" | null;
  durationMinutes: number | null;
  priceCents: number | null;
  memberPriceCents: number | null;
  topics: string[];
  learningObjectives: string[];
  includes: string[];
  featured: boolean;
  credits: Partial<Record<CreditType, number>>;
  facultyIds: string[];
  liveSessions: LiveSessionContent[];
  /** Where the course carries CLE credit (or is waiting for approval). */
  approvals: StateApprovalContent[];
  /** The sample lecture's facts; absent while the course has no media. */
  media?: CourseMedia;
  /** Downloadable documents (generated as PDF). */
  materials?: CourseMaterial[];
};

/** Where the newest courses' applications are still with the regulator. */
const RECENT_COURSE_PENDING_STATES = [
  "new-york",
  "illinois",
  "ohio",
  "new-jersey",
  "north-carolina",
  "washington",
  "colorado",
  "wisconsin",
] as const;

/**
 * The one-hour live webcast (spec §1), which the seed marks as featured. The
 * home page reads `courses.featured` (staff choose the course); this names
 * the seed's choice, for the seed and the tests.
 */
export const FEATURED_COURSE_ID = "ai-legal-tools-artificial-intelligence-law-cle";
/** The two-hour course sold on the splash pages (spec §1, §2, §9). */
export const SPLASH_COURSE_ID = "ai-and-the-law-essential-tools-tactics";

export const COURSES: readonly CourseContent[] = [
  {
    id: FEATURED_COURSE_ID,
    title: "AI and the Law: Essential Tools & Tactics for Using Artificial Intelligence",
    summary:
      "A one-hour live webcast on putting AI to work in research, contracts, litigation and compliance, and on writing prompts that get reliable results.",
    description:
      "Artificial intelligence is already in the tools your clients and opponents use. This live webcast shows where AI helps a legal practice today and where it fails, with live demonstrations and a framework you can apply on Monday morning.",
    categorySlug: "ai",
    status: "published",
    format: "live_webcast",
    level: "Introductory",
    durationMinutes: 60,
    priceCents: 0,
    memberPriceCents: 0,
    topics: [
      "AI in legal research",
      "Contract analysis",
      "Litigation and compliance",
      "Prompt writing",
    ],
    learningObjectives: [
      "Choose AI research tools and check their output against primary sources",
      "Use AI to review and compare contracts without losing control of the result",
      "Recognise the litigation and compliance risks of AI-generated work",
      "Write prompts that are specific, grounded and verifiable",
    ],
    includes: ["Live webcast with Q&A", "Attendance codes", "Certificate of attendance"],
    featured: true,
    credits: { general: 1 },
    facultyIds: ["daniela-ruiz", "marcus-whitfield"],
    approvals: stateApprovals(FEATURED_COURSE_ID, "2026-03-02"),
    liveSessions: [
      {
        id: "ai-legal-tools-live-0502",
        month: 5,
        day: 2,
        hour: 13,
        minute: 0,
        durationMinutes: 60,
        capacity: 1000,
        soldOut: false,
        label: null,
      },
    ],
  },
  {
    id: SPLASH_COURSE_ID,
    title: "AI & The Law: Essential Tools & Tactics",
    summary:
      "A two-hour live course on using AI for research, drafting and client communication safely under the ABA Model Rules and state bar guidance.",
    description:
      "Learn to use AI for research, drafting and client communication without breaching your duties. We cover the ABA's and state bars' guidance on AI, the pitfalls that have already led to sanctions (hallucinated citations, confidentiality breaches, copyright traps), and the prompting techniques that make AI output worth reviewing.",
    categorySlug: "ai",
    status: "published",
    format: "live_webcast",
    level: "Intermediate",
    durationMinutes: 120,
    priceCents: 29_900,
    memberPriceCents: 14_900,
    topics: [
      "AI for research, drafting and client communication",
      "Safe use under ABA and state bar rules",
      "Pitfalls: hallucinated citations, confidentiality breaches, copyright traps",
      "Effective prompting",
    ],
    learningObjectives: [
      "Apply AI to research, drafting and client communication with appropriate review",
      "Explain the ABA and state bar guidance that governs a lawyer's use of AI",
      "Spot and prevent hallucinated citations, confidentiality breaches and copyright problems",
      "Write effective prompts for common legal tasks",
    ],
    includes: [
      "PDF slides and reference materials",
      "Attendance codes",
      "Post-event certificate where applicable",
      "Q&A session",
    ],
    featured: false,
    credits: { general: 2 },
    facultyIds: ["daniela-ruiz", "priya-natarajan"],
    approvals: stateApprovals(SPLASH_COURSE_ID, "2026-03-16"),
    liveSessions: [
      {
        id: "ai-law-essentials-live-0503",
        month: 5,
        day: 3,
        hour: 12,
        minute: 0,
        durationMinutes: 120,
        capacity: 150,
        soldOut: true,
        label: null,
      },
      {
        id: "ai-law-essentials-live-0602",
        month: 6,
        day: 2,
        hour: 12,
        minute: 0,
        durationMinutes: 120,
        capacity: 150,
        soldOut: true,
        label: null,
      },
      {
        id: "ai-law-essentials-live-0731",
        month: 7,
        day: 31,
        hour: 12,
        minute: 0,
        durationMinutes: 120,
        capacity: 150,
        soldOut: false,
        label: "Live Course Launch",
      },
    ],
  },
  {
    id: "ai-legal-research-best-practices",
    title: "AI and Legal Research",
    summary: "Modern best practices and ethical implementation of AI in legal research.",
    description:
      "How to build AI into a research workflow that stays accurate, verifiable and ethical, from choosing tools to citing what they find.",
    categorySlug: "ai",
    status: "upcoming",
    format: "on_demand",
    level: null,
    durationMinutes: null,
    priceCents: null,
    memberPriceCents: null,
    topics: ["Research workflows", "Verification", "Ethical implementation"],
    learningObjectives: [],
    includes: [],
    featured: false,
    credits: {},
    facultyIds: [],
    approvals: [],
    liveSessions: [],
  },
  {
    id: "ai-contract-law-drafting-review",
    title: "AI for Contract Law",
    summary: "Precise drafting, automated review and labor law insights.",
    description:
      "Drafting and reviewing contracts with AI assistance, and what employment and labor lawyers need to know about AI in the workplace.",
    categorySlug: "ai",
    status: "upcoming",
    format: "on_demand",
    level: null,
    durationMinutes: null,
    priceCents: null,
    memberPriceCents: null,
    topics: ["Precise drafting", "Automated review", "Labor law insights"],
    learningObjectives: [],
    includes: [],
    featured: false,
    credits: {},
    facultyIds: [],
    approvals: [],
    liveSessions: [],
  },
  {
    id: "ai-edge-intellectual-property-law",
    title: "The AI Edge in IP Law",
    summary: "Strategies for creators and innovators.",
    description:
      "Copyright, patents and trade secrets when works and inventions are made with AI: strategies for advising creators and innovators.",
    categorySlug: "ai",
    status: "upcoming",
    format: "on_demand",
    level: null,
    durationMinutes: null,
    priceCents: null,
    memberPriceCents: null,
    topics: ["Copyright and AI", "Patents and inventorship", "Trade secrets"],
    learningObjectives: [],
    includes: [],
    featured: false,
    credits: {},
    facultyIds: [],
    approvals: [],
    liveSessions: [],
  },
  {
    id: "generative-ai-ediscovery-document-review",
    title: "Generative AI in E-Discovery and Document Review",
    summary:
      "Defensible use of generative AI and technology-assisted review from collection to production.",
    description:
      "Courts have accepted technology-assisted review for a decade; generative AI raises new questions of validation, privilege and proportionality. This course walks through a defensible workflow and the case law behind it.",
    categorySlug: "ai",
    status: "published",
    format: "on_demand",
    level: "Intermediate",
    durationMinutes: 90,
    priceCents: 11_900,
    memberPriceCents: 7_900,
    topics: [
      "Technology-assisted review case law",
      "Validating generative AI review",
      "Privilege and clawback",
      "Proportionality arguments",
    ],
    learningObjectives: [
      "Design a defensible AI-assisted review protocol",
      "Validate review results with sampling and recall measures",
      "Protect privilege when AI tools touch client documents",
    ],
    includes: [
      "On-demand video",
      "PDF slides",
      "Sample review protocol",
      "Certificate of attendance",
    ],
    featured: false,
    credits: { general: 1, technology: 0.5 },
    facultyIds: ["jonathan-park", "marcus-whitfield"],
    approvals: stateApprovals("generative-ai-ediscovery-document-review", "2026-04-06"),
    liveSessions: [],
  },
  {
    id: "cybersecurity-privacy-ai-law-firms",
    title: "Cybersecurity, Privacy and AI: Protecting Client Data in the Modern Law Firm",
    summary:
      "What a lawyer must know about securing client data when AI tools, cloud services and remote work are part of practice.",
    description:
      "Threats to law firms, the duty to safeguard client information, vendor due diligence for AI tools, and how to respond when something goes wrong.",
    categorySlug: "ai",
    status: "published",
    format: "on_demand",
    level: "Introductory",
    durationMinutes: 60,
    priceCents: 7_900,
    memberPriceCents: 4_900,
    topics: [
      "Threats facing law firms",
      "Vendor due diligence for AI tools",
      "Data protection duties",
      "Incident response",
    ],
    learningObjectives: [
      "Assess an AI vendor's data handling before client information is shared",
      "Put reasonable safeguards in place for confidential information",
      "Respond to a data incident in line with professional duties",
    ],
    includes: ["On-demand video", "Vendor checklist (PDF)", "Certificate of attendance"],
    featured: false,
    credits: { technology: 1 },
    facultyIds: ["daniela-ruiz"],
    // New York accredits it toward its cybersecurity, privacy and data protection requirement.
    approvals: stateApprovals("cybersecurity-privacy-ai-law-firms", "2026-04-20", {
      credits: { "new-york": { cybersecurity: 1 } },
    }),
    liveSessions: [],
  },
  {
    id: "ethics-of-ai-in-legal-practice",
    title: "Ethics of AI in Legal Practice",
    summary:
      "The Model Rules applied to AI: competence, confidentiality, supervision, fees and communication with clients.",
    description:
      "A practical tour of ABA Formal Opinion 512 and state bar guidance: when you must tell clients about AI, what you may bill, how to supervise AI-assisted work and how to keep client information confidential.",
    categorySlug: "ethics",
    status: "published",
    format: "on_demand",
    level: "Introductory",
    durationMinutes: 60,
    priceCents: 7_900,
    memberPriceCents: 4_900,
    topics: [
      "Competence (Rule 1.1)",
      "Confidentiality (Rule 1.6)",
      "Supervision (Rules 5.1 and 5.3)",
      "Fees and client communication",
    ],
    learningObjectives: [
      "Apply the duty of technological competence to AI tools",
      "Decide when client consent is needed before using AI",
      "Bill fairly for AI-assisted work",
    ],
    includes: ["On-demand video", "PDF slides", "Certificate of attendance"],
    featured: false,
    credits: { ethics: 1 },
    facultyIds: ["priya-natarajan"],
    approvals: stateApprovals("ethics-of-ai-in-legal-practice", "2026-05-04"),
    liveSessions: [],
  },
  {
    id: "competence-confidentiality-candor-ai",
    title: "Competence, Confidentiality and Candor in the Age of AI",
    summary:
      "A live ethics webcast on Model Rules 1.1, 1.6 and 3.3 through the sanction cases of the last three years.",
    description:
      "Through the published sanction decisions involving AI, this webcast examines what competence, confidentiality and candor to the tribunal require of lawyers using AI, with time for questions.",
    categorySlug: "ethics",
    status: "published",
    format: "live_webcast",
    level: "Intermediate",
    durationMinutes: 90,
    priceCents: 11_900,
    memberPriceCents: 7_900,
    topics: [
      "Rule 1.1 competence",
      "Rule 1.6 confidentiality",
      "Rule 3.3 candor",
      "Sanction cases",
    ],
    learningObjectives: [
      "Identify the conduct that led to sanctions in AI cases",
      "Build review steps that satisfy the duty of candor",
      "Protect confidential information when prompting AI tools",
    ],
    includes: ["Live webcast with Q&A", "Attendance codes", "Certificate of attendance"],
    featured: false,
    credits: { ethics: 1.5 },
    facultyIds: ["priya-natarajan", "marcus-whitfield"],
    approvals: stateApprovals("competence-confidentiality-candor-ai", "2026-05-18", {
      pendingIn: ["new-york", "new-jersey"],
    }),
    liveSessions: [
      {
        id: "competence-candor-live-0121",
        month: 1,
        day: 21,
        hour: 12,
        minute: 0,
        durationMinutes: 90,
        capacity: 300,
        soldOut: false,
        label: null,
      },
    ],
  },
  {
    id: "algorithmic-bias-lawyers-duty",
    title: "Bias In, Bias Out: Algorithmic Bias and the Lawyer's Duty",
    summary:
      "How bias enters AI systems, how it shows up in legal work, and what lawyers can do to prevent it.",
    description:
      "Hiring tools, risk assessments and research assistants can all reproduce bias. This course explains how, and what the rules on the elimination of bias ask of lawyers who choose and use such tools.",
    categorySlug: "ethics",
    status: "published",
    format: "on_demand",
    level: "Introductory",
    durationMinutes: 60,
    priceCents: 7_900,
    memberPriceCents: 4_900,
    topics: ["Sources of algorithmic bias", "Bias in legal tools", "Rule 8.4(g)", "Mitigation"],
    learningObjectives: [
      "Explain how training data and design choices introduce bias",
      "Evaluate legal AI tools for biased outcomes",
      "Take practical steps to mitigate bias in practice",
    ],
    includes: ["On-demand video", "PDF slides", "Certificate of attendance"],
    featured: false,
    credits: { diversity: 1 },
    facultyIds: ["priya-natarajan", "elena-kowalski"],
    approvals: stateApprovals("algorithmic-bias-lawyers-duty", "2026-06-01"),
    liveSessions: [],
  },
  {
    id: "ai-assisted-deposition-trial-preparation",
    title: "AI-Assisted Deposition and Trial Preparation",
    summary:
      "Using AI to digest transcripts, build chronologies and prepare witnesses, while keeping the judgement where it belongs.",
    description:
      "A litigation skills course on using AI to summarise transcripts, find inconsistencies, build timelines and prepare examination outlines, with the checks that keep the work reliable.",
    categorySlug: "litigation",
    status: "published",
    format: "on_demand",
    level: "Intermediate",
    durationMinutes: 90,
    priceCents: 11_900,
    memberPriceCents: 7_900,
    topics: [
      "Transcript digests",
      "Chronologies and timelines",
      "Examination outlines",
      "Witness preparation",
    ],
    learningObjectives: [
      "Use AI to digest deposition transcripts and spot inconsistencies",
      "Build case chronologies from large document sets",
      "Prepare examination outlines with AI assistance and human review",
    ],
    includes: ["On-demand video", "PDF slides", "Prompt library", "Certificate of attendance"],
    featured: false,
    credits: { general: 1.5 },
    facultyIds: ["marcus-whitfield", "jonathan-park"],
    approvals: stateApprovals("ai-assisted-deposition-trial-preparation", "2026-06-15"),
    liveSessions: [],
  },
  {
    id: "hallucinated-citations-rule-11",
    title: "Hallucinated Citations and Rule 11: Litigating Responsibly with AI",
    summary:
      "What courts have done about fabricated citations, standing orders on AI, and a filing checklist that keeps you out of trouble.",
    description:
      "Courts across the country have sanctioned lawyers for filing AI-fabricated authority. This live webcast reviews the decisions and standing orders and gives you a verification checklist for every filing.",
    categorySlug: "litigation",
    status: "published",
    format: "live_webcast",
    level: "Introductory",
    durationMinutes: 60,
    priceCents: 7_900,
    memberPriceCents: 4_900,
    topics: [
      "Sanction decisions",
      "Judges' standing orders on AI",
      "Rule 11 duties",
      "Verification checklist",
    ],
    learningObjectives: [
      "Describe the conduct courts have sanctioned in AI citation cases",
      "Comply with standing orders that require AI disclosure",
      "Verify every citation before filing",
    ],
    includes: [
      "Live webcast with Q&A",
      "Attendance codes",
      "Filing checklist (PDF)",
      "Certificate of attendance",
    ],
    featured: false,
    credits: { general: 0.5, ethics: 0.5 },
    facultyIds: ["marcus-whitfield"],
    approvals: stateApprovals("hallucinated-citations-rule-11", "2026-06-29"),
    liveSessions: [
      {
        id: "hallucinated-citations-live-0218",
        month: 2,
        day: 18,
        hour: 13,
        minute: 0,
        durationMinutes: 60,
        capacity: 300,
        soldOut: false,
        label: null,
      },
    ],
  },
  {
    id: "persuasive-brief-writing-ai",
    title: "Persuasive Brief Writing with AI Assistants",
    summary:
      "Structure, style and persuasion in motion practice and appellate briefs, with AI as a drafting partner rather than an author.",
    description:
      "Good briefs are still written by lawyers. This course shows how to use AI to outline, tighten and test arguments, and where it must not be trusted.",
    categorySlug: "litigation",
    status: "published",
    format: "on_demand",
    level: "Advanced",
    durationMinutes: 60,
    priceCents: 7_900,
    memberPriceCents: 4_900,
    topics: [
      "Argument structure",
      "Editing with AI",
      "Testing counter-arguments",
      "Citation discipline",
    ],
    learningObjectives: [
      "Use AI to outline and stress-test legal arguments",
      "Edit AI-assisted drafts for accuracy, tone and persuasion",
      "Keep citation and quotation accuracy under your own control",
    ],
    includes: ["On-demand video", "Annotated sample brief (PDF)", "Certificate of attendance"],
    featured: false,
    credits: { general: 1 },
    facultyIds: ["marcus-whitfield", "daniela-ruiz"],
    approvals: stateApprovals("persuasive-brief-writing-ai", "2026-07-06"),
    liveSessions: [],
  },
  {
    id: "prompting-ai-legal-work-workshop",
    title: "Prompting AI for Legal Work: A Practical Workshop",
    summary:
      "Prompts that get reliable research, drafting and review help from AI, with the checks that keep the output safe to use.",
    description:
      "A hands-on workshop in writing prompts for legal tasks: giving context without giving away confidences, asking for sources you can verify, iterating on drafts, and building a prompt library your team can share.",
    categorySlug: "ai",
    status: "published",
    format: "on_demand",
    level: "Introductory",
    durationMinutes: 90,
    priceCents: 11_900,
    memberPriceCents: 7_900,
    topics: [
      "Anatomy of a good legal prompt",
      "Context without confidences",
      "Asking for verifiable sources",
      "Building a prompt library",
    ],
    learningObjectives: [
      "Write prompts that state the task, the audience, the jurisdiction and the format",
      "Give AI tools the context they need without disclosing confidential information",
      "Check AI output against primary sources before relying on it",
    ],
    includes: ["On-demand video", "PDF slides", "Prompt library", "Certificate of attendance"],
    featured: false,
    credits: { general: 1.5 },
    facultyIds: ["daniela-ruiz", "elena-kowalski"],
    liveSessions: [],
    approvals: stateApprovals("prompting-ai-legal-work-workshop", "2026-08-17", {
      pendingIn: RECENT_COURSE_PENDING_STATES,
    }),
  },
  {
    id: "ai-governance-law-firms",
    title: "AI Governance for Law Firms: Policies, Vendors and Supervision",
    summary:
      "Writing a firm AI policy, choosing and supervising vendors, and training lawyers and staff to use AI within the rules.",
    description:
      "Firms need rules for AI before a problem forces them. This course builds a practical governance programme: an acceptable-use policy, vendor due diligence, supervision under Rules 5.1 and 5.3, client communication and a response plan for when something goes wrong.",
    categorySlug: "ethics",
    status: "published",
    format: "on_demand",
    level: "Intermediate",
    durationMinutes: 90,
    priceCents: 11_900,
    memberPriceCents: 7_900,
    topics: [
      "A firm AI acceptable-use policy",
      "Vendor due diligence",
      "Supervision (Rules 5.1 and 5.3)",
      "Training and incident response",
    ],
    learningObjectives: [
      "Draft an AI acceptable-use policy suited to the firm's practice",
      "Assess AI vendors' handling of client data before adoption",
      "Supervise lawyers and staff who use AI, as Rules 5.1 and 5.3 require",
    ],
    includes: [
      "On-demand video",
      "PDF slides",
      "Model AI policy (PDF)",
      "Certificate of attendance",
    ],
    featured: false,
    credits: { general: 1, ethics: 0.5 },
    facultyIds: ["priya-natarajan", "jonathan-park"],
    liveSessions: [],
    approvals: stateApprovals("ai-governance-law-firms", "2026-08-24", {
      pendingIn: RECENT_COURSE_PENDING_STATES,
    }),
  },
];

type BundleContent = {
  id: string;
  title: string;
  summary: string;
  priceCents: number;
  memberPriceCents: number;
  courseIds: string[];
};

/** The 10-credit AI CLE bundle the landing page promises (spec §1, §9): eight on-demand courses. */
export const AI_CLE_BUNDLE_ID = "ai-cle-bundle-10-credits";
export const AI_CLE_BUNDLE_CREDITS = 10;

export const COURSE_BUNDLES: readonly BundleContent[] = [
  {
    id: AI_CLE_BUNDLE_ID,
    title: "10-Credit AI CLE Bundle",
    summary:
      "Eight on-demand courses on AI in legal practice, 10.0 credit hours in all, including ethics and elimination-of-bias credit, at one price.",
    priceCents: 39_900,
    memberPriceCents: 29_900,
    courseIds: [
      "prompting-ai-legal-work-workshop",
      "ethics-of-ai-in-legal-practice",
      "ai-governance-law-firms",
      "generative-ai-ediscovery-document-review",
      "cybersecurity-privacy-ai-law-firms",
      "algorithmic-bias-lawyers-duty",
      "ai-assisted-deposition-trial-preparation",
      "persuasive-brief-writing-ai",
    ],
  },
];

/** The slides PDF's id among a course's materials (the lecture's slides and notes). */
export const SLIDES_MATERIAL_ID = "slides";

/** Lower-case words joined by hyphens: the ids staff give courses, bundles and faculty. */
function hasSlugShape(value: string): boolean {
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) && value.length <= 120;
}

// Anything else in a URL is a 404 without a query.
/** The shape of a course id. */
export const isCourseId = hasSlugShape;
/** The shape of a bundle id. */
export const isBundleId = hasSlugShape;
/** The shape of a faculty member's id (the anchor on the faculty page). */
export const isFacultyId = hasSlugShape;

/** The AI course splash pages' fixed copy (spec §2 splash page, §7). */

/** Spec §7: the page_view event's page title. */
export const SPLASH_PAGE_TITLE = "AI Course Splash";

export const SPLASH_SECTIONS = [
  {
    title: "What This CLE Covers",
    items: [
      "How generative AI and large language models work, and where they fail",
      "AI-assisted legal research with verification that holds up in court",
      "Drafting and reviewing contracts with AI, and protecting client confidences",
      "Writing prompts that get reliable, citable results",
      "The ethics rules on competence, supervision, confidentiality and fees as they apply to AI",
    ],
  },
  {
    title: "Who Should Attend?",
    items: [
      "Solo practitioners and small-firm attorneys adopting AI tools",
      "Associates and partners at firms setting AI policies",
      "In-house counsel evaluating vendors and managing AI risk",
      "Legal operations professionals and law librarians",
    ],
  },
  {
    title: "What You'll Receive",
    items: [
      "Two hours of live instruction with time for your questions",
      "2.0 CLE credits in approved states",
      "Course materials and prompt templates to keep",
      "A certificate of attendance for your records",
    ],
  },
  {
    title: "Stay Compliant. Stay Competitive.",
    items: [
      "Meet your state's CLE requirement with a course on the technology changing practice",
      "Understand what courts and bars now expect when lawyers use AI",
      "Leave with a plan you can put to work on Monday",
    ],
  },
] as const;

/** The home page's fixed copy (spec §1, §2), one place for page and tests. */

export const HOME_STATS = [
  { value: 10000, suffix: "+", label: "Students" },
  { value: 15, suffix: "+", label: "Partnerships" },
  { value: 10, suffix: "+", label: "Courses" },
  { value: 100, suffix: "%", label: "Certified Programs" },
] as const;

/** Spec §9: the stats count up over this long. */
export const STATS_COUNT_UP_MS = 1000;

export const ABOUT_TILES = [
  { title: "15+", text: "Years of Legal Expertise" },
  { title: "98%", text: "Satisfaction Rate" },
  { title: "Innovation", text: "Focused Education" },
] as const;

export const ABOUT_APPROACH =
  "Our team of bilingual attorneys and industry leaders integrates artificial intelligence, machine learning and large language models into practical, compliance-focused programmes, so what you learn on Monday works in your practice on Tuesday.";

export const ABOUT_TAGS = ["AI", "Machine Learning", "LLMs"] as const;

export const VALUE_CARDS = [
  {
    title: "For Legal Professionals",
    text: "Courses built for solo practitioners, firm lawyers, in-house counsel and legal operations teams, with credits where you practise.",
  },
  {
    title: "Innovation Meets Expertise",
    text: "Attorneys who use these tools every day teach what works, what fails and what the rules require.",
  },
  {
    title: "Strategic Insights",
    text: "Beyond the tools: how AI changes risk, pricing, client service and the competence the bar expects.",
  },
] as const;

/** The home page's fixed copy (spec §1, §2), one place for page and tests. */

const HOME_STATS = [
  { value: 10000, suffix: "+", label: "Students" },
  { value: 15, suffix: "+", label: "Partnerships" },
  { value: 10, suffix: "+", label: "Courses" },
  { value: 100, suffix: "%", label: "Certified Programs" },
] as const;

/** Spec §9: the stats count up over this long. */
export const STATS_COUNT_UP_MS = 1000;

const ABOUT_TILES = [
  { title: "15+", text: "Years of Legal Expertise" },
  { title: "98%", text: "Satisfaction Rate" },
  { title: "Innovation", text: "Focused Education" },
] as const;

const ABOUT_APPROACH =
  "Our team of bilingual attorneys and industry leaders integrates artificial intelligence, machine learning and large language models into practical, compliance-focused programs, so what you learn on Monday works in your practice on Tuesday.";

const ABOUT_TAGS = ["AI", "Machine Learning", "LLMs"] as const;

const VALUE_CARDS = [
  {
    title: "For Legal Professionals",
    text: "Courses built for solo practitioners, firm lawyers, in-house counsel and legal operations teams, with credits where you practice.",
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

/** Spec §9: the hero's background video changes every 15 s. */
export const HERO_ROTATION_MS = 15_000;

/**
 * The hero's three background clips (scripts/make-hero-videos.sh renders
 * them): silent, decorative, 10-second seamless loops, played over the
 * hero's still frame, so the first paint needs no video.
 */
export const HERO_VIDEOS = [
  { name: "hero-1", theme: "soft waves" },
  { name: "hero-2", theme: "drifting light bands" },
  { name: "hero-3", theme: "spreading pulses" },
] as const;

/** Spec §9: About us animates in once when this share of it is visible. */
export const REVEAL_THRESHOLD = 0.2;

/** Spec §9: below-the-fold code starts loading this far before it scrolls into view. */
export const LAZY_SECTION_MARGIN_PX = 200;

/** Spec §2 "What sets us apart": why attorneys choose these courses. */
const DISTINCTIONS = [
  {
    title: "Taught by practicing attorneys",
    text: "Every course is written and presented by lawyers who use AI in their own practice, with the ethics rules in view.",
  },
  {
    title: "Credit where you are admitted",
    text: "Courses are submitted for approval state by state, and each state's page says what is approved there and for how many hours.",
  },
  {
    title: "Live or on demand",
    text: "Join the live webcast and ask questions, or watch on demand with the attendance checks your state requires.",
  },
  {
    title: "People who answer",
    text: "Questions about credit, registration or your account reach our team by phone or e-mail, and people who know the state rules answer them.",
  },
] as const;

/**
 * The home page's marketing copy, as the page's loader hands it over: copy is
 * data, sent with the page, not code in the browser bundle.
 */
export const HOME_COPY = {
  stats: HOME_STATS,
  about: { tiles: ABOUT_TILES, approach: ABOUT_APPROACH, tags: ABOUT_TAGS, values: VALUE_CARDS },
  distinctions: DISTINCTIONS,
};

type Mutable<T> = { -readonly [K in keyof T]: Mutable<T[K]> };
export type HomeCopy = Mutable<typeof HOME_COPY>;

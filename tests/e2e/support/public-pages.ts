import { FEATURED_COURSE_ID } from "~/content/catalogue";
import { APPROVED_STATES, statePagePath } from "~/content/states";

/**
 * Every public route of spec §2 with its heading and title: the routes spec
 * checks each one's server rendering, the phone-layouts spec its heading,
 * title, layout and accessibility in the browser at a phone's and a laptop's
 * width.
 */
export const PUBLIC_PAGES: { path: string; heading: string | RegExp; title: RegExp }[] = [
  {
    path: "/",
    heading: "Continuing legal education for the age of AI",
    title: /^LexEdge CLE – Accredited AI CLE Courses for Attorneys$/,
  },
  { path: "/courses", heading: "All Courses", title: /All CLE Courses/ },
  { path: "/courses/ai", heading: "AI & Technology Law", title: /AI & Technology Law CLE Courses/ },
  { path: "/courses/ethics", heading: "Ethics & Professional Responsibility", title: /Ethics/ },
  { path: "/courses/litigation", heading: "Litigation Skills", title: /Litigation Skills/ },
  { path: "/ondemand", heading: "On-Demand Library", title: /On-Demand CLE/ },
  { path: "/faculty", heading: "Our Faculty", title: /Faculty/ },
  { path: "/pricing", heading: "Pricing", title: /Pricing/ },
  { path: "/plans", heading: "Plans", title: /Plans/ },
  { path: "/privacy", heading: "Privacy", title: /Privacy/ },
  { path: "/financial-aid", heading: "Financial aid", title: /Financial aid/ },
  { path: "/work", heading: "CLE at Work", title: /CLE at Work/ },
  {
    path: "/course-player/ai-legal-tools-artificial-intelligence-law-cle",
    heading: "AI and the Law: Essential Tools & Tactics for Using Artificial Intelligence",
    title: /Course Player/,
  },
  {
    path: "/advanced-legal-ai-cle",
    heading: "AI & The Law: Essential Tools & Tactics",
    title: /Live CLE/,
  },
  {
    path: "/ai-course-alt",
    heading: "AI & The Law: Essential Tools & Tactics",
    title: /Live CLE Course/,
  },
  ...APPROVED_STATES.map((state) => ({
    path: statePagePath(state.slug),
    heading: `AI CLE Courses in ${state.name}`,
    title: new RegExp(`AI CLE Courses in ${state.name}`),
  })),
  {
    path: "/register",
    heading: "Sign Up and Start Free Trial",
    title: /Sign Up and Start Free Trial/,
  },
  { path: "/login", heading: "Log In", title: /Log In/ },
  // The registration dialog as a page (what 'Secure Your Spot' leads to before scripts run).
  {
    path: `/courses/${FEATURED_COURSE_ID}/register`,
    heading: "Sign In Required",
    title: /^Register: AI and the Law: Essential Tools & Tactics/,
  },
  { path: "/forgot-password", heading: "Reset Your Password", title: /Reset Your Password/ },
];

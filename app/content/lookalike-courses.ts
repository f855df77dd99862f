import { SPLASH_COURSE_ID } from "./catalogue";

/**
 * Courses whose titles are close enough to be taken for one another (the
 * spec's one-hour webcast and its two-hour course): each one's page says
 * plainly how it differs from the other, and links to it. Named by id, which
 * never changes, whichever course the home page happens to feature; a course
 * that is not published is never offered as the other one.
 */
const LOOKALIKE_PAIRS: readonly (readonly [string, string])[] = [
  ["ai-legal-tools-artificial-intelligence-law-cle", SPLASH_COURSE_ID],
];

/** The course that may be mistaken for this one, or null. */
export function lookalikeOf(courseId: string): string | null {
  for (const [first, second] of LOOKALIKE_PAIRS) {
    if (first === courseId) return second;
    if (second === courseId) return first;
  }
  return null;
}

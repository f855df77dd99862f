/**
 * The illustrations the site ships (public/images/): one drawn for each
 * seeded course, one per subject for courses staff add, and a portrait for
 * each seeded faculty member. Staff may upload a picture instead (decision
 * 0031); until they do, a course shows its illustration.
 */

/** The size every course illustration is drawn at (its viewBox); pages scale it. */
export const SHIPPED_ARTWORK_SIZE = { width: 640, height: 320 } as const;

/** The size every shipped faculty portrait is drawn at. */
export const SHIPPED_PORTRAIT_SIZE = { width: 320, height: 320 } as const;

export type ShippedArtwork = {
  path: string;
  /** What the staff editor's list calls it. */
  label: string;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
};

/** The AI subject's illustration: the fallback for a category without one. */
const AI_SUBJECT_ARTWORK: ShippedArtwork = {
  path: "/images/courses/ai.svg",
  label: "AI & Technology Law (subject)",
  alt: "A computer chip with circuit lines spreading to every side",
};

/** The subjects' own illustrations: what a course staff add starts with, by category. */
const SUBJECT_ARTWORK: Readonly<Record<string, ShippedArtwork>> = {
  ai: AI_SUBJECT_ARTWORK,
  ethics: {
    path: "/images/courses/ethics.svg",
    label: "Ethics & Professional Responsibility (subject)",
    alt: "An open book beneath a shield with a tick",
  },
  litigation: {
    path: "/images/courses/litigation.svg",
    label: "Litigation Skills (subject)",
    alt: "A gavel striking its sound block on courthouse steps",
  },
};

/** Each seeded course's own illustration, by course id (public/images/courses/{id}.svg). */
const SEEDED_COURSE_ARTWORK: Readonly<Record<string, Omit<ShippedArtwork, "path">>> = {
  "ai-legal-tools-artificial-intelligence-law-cle": {
    label: "Live webcast: laptop and gavel",
    alt: "A laptop showing a gavel and broadcasting live, beside a network of connected points",
  },
  "ai-and-the-law-essential-tools-tactics": {
    label: "Balance of a document and a chip",
    alt: "A balance scale weighing a written document against a computer chip",
  },
  "ai-legal-research-best-practices": {
    label: "Law books and magnifying glass",
    alt: "A row of law books beside a magnifying glass over checked lines of text",
  },
  "ai-contract-law-drafting-review": {
    label: "Contract, clause and pen",
    alt: "A contract with one clause highlighted, a fountain pen and circuit lines",
  },
  "ai-edge-intellectual-property-law": {
    label: "Light bulb with copyright mark",
    alt: "A light bulb marked with the copyright symbol, between a certificate with a seal and a gear",
  },
  "generative-ai-ediscovery-document-review": {
    label: "Documents through a review funnel",
    alt: "Scattered documents passing through a funnel into a list, two items ticked and one crossed out",
  },
  "cybersecurity-privacy-ai-law-firms": {
    label: "Shield and padlock",
    alt: "A shield with a padlock inside rings of connected points",
  },
  "ethics-of-ai-in-legal-practice": {
    label: "Courthouse before a network",
    alt: "A classical courthouse front before a network diagram",
  },
  "competence-confidentiality-candor-ai": {
    label: "Three duties and a microphone",
    alt: "Three overlapping circles beside a studio microphone sending out sound",
  },
  "algorithmic-bias-lawyers-duty": {
    label: "Uneven bars and a tilted scale",
    alt: "A bar chart with uneven bars, a funnel and a tilted balance scale",
  },
  "ai-assisted-deposition-trial-preparation": {
    label: "Transcript and timeline",
    alt: "A transcript with two passages marked and linked to points on a timeline, and a microphone",
  },
  "hallucinated-citations-rule-11": {
    label: "Broken citation chain",
    alt: "A page with a citation marked in red, a broken chain link and a magnifying glass with a red cross",
  },
  "persuasive-brief-writing-ai": {
    label: "Brief and fountain pen",
    alt: "A written brief beside a fountain pen drawing a flowing line",
  },
  "prompting-ai-legal-work-workshop": {
    label: "Prompt and reply",
    alt: "A chat prompt with a cursor, answered by a longer reply, and a sparkle",
  },
  "ai-governance-law-firms": {
    label: "Organisation chart and checklist",
    alt: "An organisation chart beside a ticked checklist and a shield with a tick",
  },
};

/** Every illustration staff may choose for a course: the subjects', then the courses' own. */
export const COURSE_ARTWORK: readonly ShippedArtwork[] = [
  ...Object.values(SUBJECT_ARTWORK),
  ...Object.entries(SEEDED_COURSE_ARTWORK).map(([courseId, artwork]) => ({
    path: `/images/courses/${courseId}.svg`,
    ...artwork,
  })),
];

/** The illustration a course starts with: its own when it has one, else its subject's. */
export function shippedArtworkFor(courseId: string, categorySlug: string): ShippedArtwork {
  const own = SEEDED_COURSE_ARTWORK[courseId];
  if (own) return { path: `/images/courses/${courseId}.svg`, ...own };
  return SUBJECT_ARTWORK[categorySlug] ?? AI_SUBJECT_ARTWORK;
}

/** The seeded faculty's portraits (public/images/faculty/{id}.svg); others start without one. */
const SEEDED_PORTRAITS = [
  "daniela-ruiz",
  "marcus-whitfield",
  "priya-natarajan",
  "jonathan-park",
  "elena-kowalski",
] as const;

/** A faculty member's shipped portrait, or null when none was drawn for them. */
export function shippedPortraitFor(facultyId: string): string | null {
  return (SEEDED_PORTRAITS as readonly string[]).includes(facultyId)
    ? `/images/faculty/${facultyId}.svg`
    : null;
}

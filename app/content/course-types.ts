/**
 * A course's teaching media: a sample lecture made for the project (files
 * under media/courses/{courseId}/, see scripts/make-course-media), its length,
 * how much of it visitors may preview, and its chapters.
 */
export type CourseMedia = {
  durationSeconds: number;
  /** Visitors see the first `previewSeconds`; enrolled attorneys see it all. */
  previewSeconds: number;
  chapters: { title: string; startSeconds: number }[];
};

/** What staff upload for a course's lecture (decision 0024): its video, its captions, handouts. */
export const LECTURE_FILE_KINDS = ["video", "captions", "handout"] as const;
export type LectureFileKind = (typeof LECTURE_FILE_KINDS)[number];

/** A downloadable document of a course (slides, checklist ...), generated as PDF. */
export type CourseMaterial = { id: string; title: string };

/**
 * A course's standing with one state's regulator as the public pages and
 * certificates know it: approved (with the state's course number) or applied
 * for and pending.
 */
export const APPROVAL_STATUSES = ["approved", "pending"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/**
 * Every standing staff record: the two above, or denied (the state refused
 * it: the course is not offered for credit there, as with no record at all).
 */
export const ACCREDITATION_STATUSES = [...APPROVAL_STATUSES, "denied"] as const;
export type AccreditationStatus = (typeof ACCREDITATION_STATUSES)[number];

/**
 * Where a course is in its life: a draft only staff see; announced without
 * dates or price (upcoming); on sale (published); withdrawn from sale with
 * its registrants keeping access (archived).
 */
export const COURSE_STATUSES = ["draft", "upcoming", "published", "archived"] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/** The statuses the public pages show: on sale, or announced. */
export const LISTED_COURSE_STATUSES = [
  "published",
  "upcoming",
] as const satisfies readonly CourseStatus[];

export const COURSE_STATUS_LABELS: Record<CourseStatus, string> = {
  draft: "Draft",
  upcoming: "Announced (upcoming)",
  published: "Published",
  archived: "Archived",
};

/**
 * Where a bundle is in its life: a draft only staff see; on sale
 * (published); off sale for good, its buyers keeping their courses (archived).
 */
export const BUNDLE_STATUSES = ["draft", "published", "archived"] as const;
export type BundleStatus = (typeof BUNDLE_STATUSES)[number];

export const BUNDLE_STATUS_LABELS: Record<BundleStatus, string> = {
  draft: "Draft",
  published: "Published (on sale)",
  archived: "Archived",
};

export const COURSE_FORMATS = ["live_webcast", "on_demand"] as const;
export type CourseFormat = (typeof COURSE_FORMATS)[number];

export const COURSE_LEVELS = ["Introductory", "Intermediate", "Advanced"] as const;

/**
 * The longest a live session may run, in minutes: the schedule form's limit
 * and a check in the database, so the staff list can read the sessions still
 * running from an index on their start (decision 0077).
 */
export const LIVE_SESSION_MAX_MINUTES = 600;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/**
 * A published course's own public fields as pending changes keep them
 * (decision 0070): what its public page will show once they are published.
 */
/**
 * A course's artwork as pending changes keep it (decision 0070): the picture
 * its pages will show and its description. An upload names its own stored
 * variants (a new prefix, never public until published).
 */
export type PendingArtwork = {
  imagePath: string;
  imageKey: string | null;
  imageWidth: number;
  imageHeight: number;
  imageWidths: number[];
  imageAlt: string;
};

export type PendingCourseFields = {
  title: string;
  summary: string;
  description: string;
  categorySlug: string;
  format: CourseFormat;
  level: CourseLevel | null;
  durationMinutes: number | null;
  priceCents: number | null;
  memberPriceCents: number | null;
  topics: string[];
  learningObjectives: string[];
  includes: string[];
};

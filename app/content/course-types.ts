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

/** A downloadable document of a course (slides, checklist ...), generated as PDF. */
export type CourseMaterial = { id: string; title: string };

/**
 * A course's standing with one state's regulator: approved (with the state's
 * course number) or applied for and pending.
 */
export const APPROVAL_STATUSES = ["approved", "pending"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

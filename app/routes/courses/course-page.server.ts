import type { AppLoadContext } from "react-router";
import { COURSE_CATEGORIES } from "~/content/catalogue";
import { scheduleToday } from "~/lib/format";
import { courseArtworkPicture } from "~/lib/picture";
import { getSessionUser } from "~/modules/auth/session.server";
import { findLookalikeCourse } from "~/modules/catalogue/find-lookalike-course.server";
import { getCourse } from "~/modules/catalogue/get-course.server";
import { listLiveSessions } from "~/modules/catalogue/list-live-sessions.server";
import { describeCourseRestrictions } from "~/modules/credit-tracker/describe-format-restrictions";
import { loadAttorneyStates } from "~/modules/credit-tracker/load-attorney-states.server";
import { listEvaluationsToGive } from "~/modules/evaluations/list-evaluations-to-give.server";
import { hasBundledMedia } from "~/modules/learning/course-media.server";
import { readUploadedPreview } from "~/modules/media/read-uploaded-preview.server";
import { quoteCourse } from "~/modules/payments/quote-product.server";
import { loadOwnQuestions } from "~/modules/questions/load-own-questions.server";
import { findRegistration } from "~/modules/registration/find-registration.server";
import { courseStructuredData } from "./course-detail.server";

/**
 * What a course's page shows, for the public page (published courses only)
 * and for a staff preview (any status); null when there is nothing to show.
 */
export async function loadCoursePage(
  request: Request,
  context: AppLoadContext,
  courseId: string,
  options: { preview: boolean },
) {
  const db = context.services.database.db;
  const now = new Date();
  const [course, sessions, user] = await Promise.all([
    getCourse(db, courseId),
    listLiveSessions(db, { courseId, from: now }),
    getSessionUser(request, context),
  ]);
  if (!course || (!options.preview && course.status !== "published")) return null;
  const [[registered, quote, attorney], lookalike, yourQuestions] = await Promise.all([
    user
      ? Promise.all([
          findRegistration(db, user.id, course.id),
          quoteCourse(db, user.id, course.id, now),
          loadAttorneyStates(db, user.id),
        ])
      : Promise.resolve([null, null, null] as const),
    findLookalikeCourse(db, course),
    user ? loadOwnQuestions(db, user.id, course.id) : Promise.resolve([]),
  ]);
  // Completed and not evaluated yet: the page invites the attendee to evaluate it.
  const evaluationDue =
    user && registered ? (await listEvaluationsToGive(db, user.id, course.id)).length > 0 : false;
  const { baseUrl } = context.services.config;
  // An uploaded lecture's public preview is a clip cut from it, its poster
  // public when the frame lies inside the clip; else the bundled ones.
  const uploaded = course.media ? await readUploadedPreview(db, course.id) : null;
  const posterUrl = `${baseUrl}/media/courses/${course.id}/poster.webp`;
  const image = uploaded
    ? uploaded.offered && uploaded.posterKey
      ? `${posterUrl}?v=${uploaded.version}`
      : undefined
    : course.media && hasBundledMedia(course.id, "poster.webp")
      ? posterUrl
      : undefined;
  const hasPreview = uploaded
    ? uploaded.offered
    : course.media !== null &&
      (hasBundledMedia(course.id, "preview.webm") || hasBundledMedia(course.id, "preview.mp4"));
  return {
    course: {
      id: course.id,
      slug: course.slug,
      title: course.title,
      summary: course.summary,
      description: course.description,
      picture: courseArtworkPicture(course),
      imageAlt: course.imageAlt,
      status: course.status,
      categoryName:
        COURSE_CATEGORIES.find((category) => category.slug === course.categorySlug)?.name ?? null,
      format: course.format,
      level: course.level,
      durationMinutes: course.durationMinutes,
      priceCents: course.priceCents,
      memberPriceCents: course.memberPriceCents,
      topics: course.topics,
      learningObjectives: course.learningObjectives,
      includes: course.includes,
      credits: course.credits,
      faculty: course.faculty,
      approvals: course.approvals,
      materials: course.materials,
      hasMedia: course.media !== null,
      hasPreview,
    },
    sessions: sessions.map(({ id, startsAt, durationMinutes, soldOut, label }) => ({
      id,
      startsAt,
      durationMinutes,
      soldOut,
      label,
    })),
    // Before purchase: what the attorney's states' format rules mean for this course.
    formatNotices: attorney
      ? describeCourseRestrictions({
          approvals: course.approvals,
          onDemand: course.format === "on_demand" || course.media !== null,
          live: sessions.length > 0,
          attorney,
          today: scheduleToday(now),
        })
      : [],
    signedIn: user !== null,
    registered: registered !== null,
    yourQuestions,
    evaluationDue,
    yourPriceCents: quote?.priceCents ?? null,
    lookalike,
    image,
    structuredData: courseStructuredData(context.services.config, course, sessions, image),
  };
}

import { eq } from "drizzle-orm";
import type { CourseStatus } from "~/content/course-types";
import type { Database } from "~/db/client.server";
import { courseCredits, courseStateApprovals, courses } from "~/db/schema/catalogue";
import { readCurrentLectureMedia } from "~/modules/media/read-lecture-files.server";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { COURSE_STATUS_CHANGES, type CourseStatusChange } from "./course-fields";
import { type CourseChange, lockCourseAt } from "./lock-course.server";
import { courseHasHistory } from "./save-course.server";

/** Which statuses each change may start from. */
const ALLOWED_FROM: Record<CourseStatusChange, readonly CourseStatus[]> = {
  publish: ["draft", "upcoming"],
  announce: ["draft"],
  unpublish: ["published", "upcoming"],
  archive: ["draft", "upcoming", "published"],
  restore: ["archived"],
};

const DONE: Record<CourseStatusChange, string> = {
  publish: "published",
  announce: "announced",
  unpublish: "unpublished",
  archive: "archived",
  restore: "restored",
};

type PublishFacts = {
  summary: string;
  description: string;
  durationMinutes: number | null;
  priceCents: number | null;
  memberPriceCents: number | null;
  credits: number;
  accreditations: number;
  /** Whether staff uploaded a lecture video that has no captions yet (bundled lectures always have them). */
  videoWithoutCaptions?: boolean;
};

/** What a course lacks before it may be sold (empty when nothing). */
export function publishProblems(course: PublishFacts): string[] {
  const problems: string[] = [];
  if (!course.summary) problems.push("a summary");
  if (!course.description) problems.push("a description");
  if (course.durationMinutes === null) problems.push("its length in minutes");
  if (course.priceCents === null || course.memberPriceCents === null)
    problems.push("a regular and a members' price");
  if (course.credits === 0) problems.push("its credits");
  if (course.accreditations === 0)
    problems.push("at least one state where it is approved or applied for");
  if (course.videoWithoutCaptions)
    problems.push("captions for its lecture video (upload a WebVTT file)");
  return problems;
}

/** What an announcement needs: a summary to show. */
function announceProblems(course: PublishFacts): string[] {
  return course.summary ? [] : ["a summary"];
}

/**
 * Moves a course along its life (publish, announce, unpublish, archive,
 * restore), if nobody saved it since the version the staff member saw.
 */
export async function changeCourseStatus(
  db: Database,
  actor: StaffActor,
  options: { courseId: string; change: CourseStatusChange; version: number },
): Promise<CourseChange> {
  const { courseId, change, version } = options;
  return db.transaction(async (tx) => {
    const locked = await lockCourseAt(tx, courseId, version);
    if (!locked.ok) return locked;
    const current = locked.course;
    if (!ALLOWED_FROM[change].includes(current.status)) {
      return {
        ok: false,
        reason: "invalid",
        message: `A course that is ${current.status} cannot be ${DONE[change]}.`,
      };
    }
    if (change === "publish" || change === "announce") {
      // One after another: a transaction is one connection.
      const credits = await tx
        .select()
        .from(courseCredits)
        .where(eq(courseCredits.courseId, courseId));
      const approvals = await tx
        .select()
        .from(courseStateApprovals)
        .where(eq(courseStateApprovals.courseId, courseId));
      // What is served: a video waiting for captions is not the course's lecture yet.
      const lecture = await readCurrentLectureMedia(tx, courseId);
      const facts = {
        ...current,
        credits: credits.length,
        // A denied state does not offer the course.
        accreditations: approvals.filter((approval) => approval.status !== "denied").length,
        videoWithoutCaptions: lecture.video !== null && lecture.captions === null,
      };
      const problems = change === "publish" ? publishProblems(facts) : announceProblems(facts);
      if (problems.length > 0) {
        return {
          ok: false,
          reason: "invalid",
          message: `Before it can be ${DONE[change]}, the course needs ${problems.join(", ")}.`,
        };
      }
    }
    const status = COURSE_STATUS_CHANGES[change];
    // Only a published course is featured: one taken off sale leaves the home page.
    const unfeature = current.featured && status !== "published";
    await tx
      .update(courses)
      .set({
        status,
        version: current.version + 1,
        updatedAt: new Date(),
        ...(unfeature ? { featured: false } : {}),
      })
      .where(eq(courses.id, courseId));
    const entry = await recordStaffAction(tx, actor, {
      action: `course.${change}`,
      recordType: "course",
      recordId: courseId,
      before: unfeature ? { status: current.status, featured: true } : { status: current.status },
      after: unfeature ? { status, featured: false } : { status },
    });
    return { ok: true, entry, version: current.version + 1 };
  });
}

/**
 * Deletes a draft nobody ever registered for, ordered or was certified in;
 * any other course is kept (archive it instead).
 */
export async function deleteCourse(
  db: Database,
  actor: StaffActor,
  courseId: string,
  version: number,
): Promise<CourseChange> {
  return db.transaction(async (tx) => {
    const locked = await lockCourseAt(tx, courseId, version);
    if (!locked.ok) return locked;
    const current = locked.course;
    if (current.status !== "draft" || (await courseHasHistory(tx, courseId))) {
      return {
        ok: false,
        reason: "invalid",
        message:
          "Only a draft nobody has registered for, ordered or been certified in can be deleted. Archive this course instead: it leaves the catalogue and its attendees keep their records.",
      };
    }
    const { searchVector: _, searchPrefixVector: __, ...kept } = current;
    await tx.delete(courses).where(eq(courses.id, courseId));
    await recordStaffAction(tx, actor, {
      action: "course.delete",
      recordType: "course",
      recordId: courseId,
      before: kept,
    });
    return { ok: true };
  });
}

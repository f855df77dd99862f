import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { parseChapterLines } from "./lecture-chapters";
import { type CourseChange, lockCourseAt } from "./lock-course.server";

/**
 * Sets the chapters the player lists for the course's recorded lecture, if
 * nobody saved the course since the version the staff member saw. The public
 * player shows them on the next request (a course write refreshes the cache).
 */
export async function saveLectureChapters(
  db: Database,
  actor: StaffActor,
  courseId: string,
  input: { chapters: string; version: number },
): Promise<CourseChange> {
  return db.transaction(async (tx) => {
    const locked = await lockCourseAt(tx, courseId, input.version);
    if (!locked.ok) return locked;
    const media = locked.course.media;
    if (!media) {
      return { ok: false, reason: "invalid", message: "The course has no recorded lecture yet." };
    }
    const parsed = parseChapterLines(input.chapters, media.durationSeconds);
    if (!parsed.ok) return { ok: false, reason: "invalid", message: parsed.message };
    if (JSON.stringify(parsed.chapters) === JSON.stringify(media.chapters)) return { ok: true };
    await tx
      .update(courses)
      .set({
        media: { ...media, chapters: parsed.chapters },
        version: locked.course.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(courses.id, courseId));
    await recordStaffAction(tx, actor, {
      action: "course.chapters",
      recordType: "course",
      recordId: courseId,
      before: { chapters: media.chapters },
      after: { chapters: parsed.chapters },
    });
    return { ok: true };
  });
}

import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { parseChapterLines } from "./lecture-chapters";
import { type CourseChange, lockCourseAt } from "./lock-course.server";
import { ONLY_PUBLISHED } from "./pending-messages";
import { readPendingParts, setPendingParts } from "./pending-parts.server";

/**
 * Sets the chapters the player lists for the course's recorded lecture, if
 * nobody saved the course since the version the staff member saw. The public
 * player shows them on the next request (a course write refreshes the cache);
 * `pending` keeps them back until published (decision 0070). A live save
 * ends any pending chapters: the form showed them.
 */
export async function saveLectureChapters(
  db: Database,
  actor: StaffActor,
  courseId: string,
  input: { chapters: string; version: number; pending?: boolean },
): Promise<CourseChange> {
  return db.transaction(async (tx) => {
    const locked = await lockCourseAt(tx, courseId, input.version);
    if (!locked.ok) return locked;
    const media = locked.course.media;
    if (!media) {
      return { ok: false, reason: "invalid", message: "The course has no recorded lecture yet." };
    }
    if (input.pending && locked.course.status !== "published") {
      return { ok: false, reason: "invalid", message: ONLY_PUBLISHED };
    }
    const parsed = parseChapterLines(input.chapters, media.durationSeconds);
    if (!parsed.ok) return { ok: false, reason: "invalid", message: parsed.message };
    const pending = (await readPendingParts(tx, courseId)).chapters;
    const before = pending ?? media.chapters;
    const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
    const now = new Date();
    const by = { email: actor.email, at: now };
    if (input.pending) {
      if (same(parsed.chapters, before)) return { ok: true };
      const kept = same(parsed.chapters, media.chapters) ? null : parsed.chapters;
      await setPendingParts(tx, courseId, { chapters: kept }, by);
    } else {
      if (same(parsed.chapters, media.chapters) && pending === null) return { ok: true };
      await tx
        .update(courses)
        .set({ media: { ...media, chapters: parsed.chapters } })
        .where(eq(courses.id, courseId));
      await setPendingParts(tx, courseId, { chapters: null }, by);
    }
    await tx
      .update(courses)
      .set({ version: locked.course.version + 1, updatedAt: now })
      .where(eq(courses.id, courseId));
    await recordStaffAction(tx, actor, {
      action: input.pending ? "course.pending-save" : "course.chapters",
      recordType: "course",
      recordId: courseId,
      before: { chapters: before },
      after: { chapters: parsed.chapters },
    });
    return { ok: true };
  });
}

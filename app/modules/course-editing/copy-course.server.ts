import { randomUUID } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  courseCredits,
  courseFaculty,
  courseStateApprovals,
  courses,
  liveSessions,
} from "~/db/schema/catalogue";
import { evaluationForms } from "~/db/schema/evaluations";
import { ensureCheckpoints } from "~/modules/attendance/ensure-checkpoints.server";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import type { CopyCourseForm } from "./copy-course-forms";
import { addressTaken, lockCourseAddresses } from "./course-addresses.server";

export type CourseCopied =
  | { ok: true; courseId: string; sessions: number; sessionsInPast: number; approvals: number }
  | { ok: false; reason: "gone" }
  | { ok: false; reason: "taken" };

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Makes a new draft from a course (decision 0070): its details, credits,
 * faculty, lecture chapters, shipped materials, artwork and evaluation form.
 * Never its registrations, orders, certificates or uploaded lecture files
 * (those belong to the original). States' approvals come only if asked, as
 * pending applications: a state's decision and number belong to the course
 * it approved. Sessions come only if asked, each moved `weeks` later; one
 * that would still be in the past is left out. One transaction.
 */
export async function copyCourse(
  db: Database,
  actor: StaffActor,
  sourceId: string,
  form: CopyCourseForm,
  now = new Date(),
): Promise<CourseCopied> {
  return db.transaction(async (tx): Promise<CourseCopied> => {
    await lockCourseAddresses(tx);
    const [source] = await tx.select().from(courses).where(eq(courses.id, sourceId)).for("share");
    if (!source) return { ok: false, reason: "gone" };
    if (await addressTaken(tx, form.slug, null)) return { ok: false, reason: "taken" };
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${courses.position}), -1)::int + 1` })
      .from(courses);
    const id = form.slug;
    await tx.insert(courses).values({
      id,
      slug: id,
      title: form.title,
      summary: source.summary,
      description: source.description,
      categorySlug: source.categorySlug,
      status: "draft",
      format: source.format,
      level: source.level,
      durationMinutes: source.durationMinutes,
      priceCents: source.priceCents,
      memberPriceCents: source.memberPriceCents,
      imagePath: source.imagePath,
      imageAlt: source.imageAlt,
      // Uploaded artwork is kept under its own keys, which any course may show.
      imageKey: source.imageKey,
      imageWidth: source.imageWidth,
      imageHeight: source.imageHeight,
      imageWidths: source.imageWidths,
      topics: source.topics,
      learningObjectives: source.learningObjectives,
      includes: source.includes,
      media: source.media,
      codeWindowMinutes: source.codeWindowMinutes,
      // Uploaded handouts are the original's files: only the shipped documents come along.
      materials: source.materials.filter((material) => !material.id.startsWith("upload-")),
      position: next,
      createdAt: now,
      updatedAt: now,
    });

    const credits = await tx
      .select()
      .from(courseCredits)
      .where(eq(courseCredits.courseId, sourceId));
    if (credits.length > 0) {
      await tx.insert(courseCredits).values(credits.map((row) => ({ ...row, courseId: id })));
    }
    const teaching = await tx
      .select()
      .from(courseFaculty)
      .where(eq(courseFaculty.courseId, sourceId));
    if (teaching.length > 0) {
      await tx.insert(courseFaculty).values(teaching.map((row) => ({ ...row, courseId: id })));
    }
    const [evaluationForm] = await tx
      .select()
      .from(evaluationForms)
      .where(eq(evaluationForms.courseId, sourceId))
      .orderBy(desc(evaluationForms.version))
      .limit(1);
    if (evaluationForm) {
      await tx.insert(evaluationForms).values({
        id: randomUUID(),
        courseId: id,
        version: 1,
        items: evaluationForm.items,
        requiredForAll: evaluationForm.requiredForAll,
        createdBy: actor.email,
        createdAt: now,
      });
    }

    let approvals = 0;
    if (form.copyApprovals) {
      const standing = await tx
        .select()
        .from(courseStateApprovals)
        .where(eq(courseStateApprovals.courseId, sourceId));
      // A denial is not applied for again by copying; the others are to be filed anew.
      const toFile = standing.filter((row) => row.status !== "denied");
      if (toFile.length > 0) {
        await tx.insert(courseStateApprovals).values(
          toFile.map((row) => ({
            courseId: id,
            stateSlug: row.stateSlug,
            status: "pending" as const,
            credits: row.credits,
          })),
        );
      }
      approvals = toFile.length;
    }

    let sessions = 0;
    let sessionsInPast = 0;
    if (form.copySessions) {
      const scheduled = await tx
        .select()
        .from(liveSessions)
        .where(and(eq(liveSessions.courseId, sourceId), isNull(liveSessions.cancelledAt)));
      const shift = form.weeks * WEEK_MS;
      const moved = scheduled
        .map((session) => ({ session, startsAt: new Date(session.startsAt.getTime() + shift) }))
        .filter(({ startsAt }) => startsAt > now);
      sessionsInPast = scheduled.length - moved.length;
      if (moved.length > 0) {
        await tx.insert(liveSessions).values(
          moved.map(({ session, startsAt }) => ({
            id: `${id}-${randomUUID().slice(0, 8)}`,
            courseId: id,
            startsAt,
            durationMinutes: session.durationMinutes,
            capacity: session.capacity,
            label: session.label,
            joinUrl: session.joinUrl,
            presenter: session.presenter,
            timeZone: session.timeZone,
            createdAt: now,
            updatedAt: now,
          })),
        );
        // Their attendance codes, as for any session scheduled.
        await ensureCheckpoints(tx);
      }
      sessions = moved.length;
    }

    await recordStaffAction(tx, actor, {
      action: "course.copy",
      recordType: "course",
      recordId: id,
      after: {
        copiedFrom: sourceId,
        title: form.title,
        slug: id,
        approvals,
        sessions,
        ...(form.copySessions ? { weeksLater: form.weeks } : {}),
      },
    });
    return { ok: true, courseId: id, sessions, sessionsInPast, approvals };
  });
}

import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { aidRequests } from "~/db/schema/discounts";

type RequestAidResult =
  | { ok: true; requestId: string }
  | { ok: false; status: 404 | 409; field?: "courseId"; message: string };

export const AID_REQUEST_MESSAGES = {
  sent: (course: string) =>
    `Your request for financial aid on “${course}” is sent. We answer by e-mail, usually within two business days.`,
  notFeeBased: "Choose a course we charge for.",
  pending: "You have already asked for aid on this course; we will answer by e-mail.",
} as const;

/**
 * Stores an attorney's request for aid on a fee-based course; a trigger puts
 * it in the staff inbox (kind `aid`). One open request per account and
 * course: a second one is refused while the first waits.
 */
export async function requestAid(
  db: Database,
  account: { uid: string; name: string; email: string },
  form: { courseId: string; state: string; employmentStatus: string; reason: string },
  now = new Date(),
): Promise<RequestAidResult> {
  const [course] = await db
    .select({ title: courses.title, status: courses.status, priceCents: courses.priceCents })
    .from(courses)
    .where(eq(courses.id, form.courseId));
  if (course?.status !== "published" || !course.priceCents) {
    return { ok: false, status: 404, field: "courseId", message: AID_REQUEST_MESSAGES.notFeeBased };
  }
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: aidRequests.id })
      .from(aidRequests)
      .where(
        and(
          eq(aidRequests.uid, account.uid),
          eq(aidRequests.courseId, form.courseId),
          eq(aidRequests.status, "pending"),
        ),
      )
      .for("update");
    if (open) return { ok: false, status: 409, message: AID_REQUEST_MESSAGES.pending };
    const id = `aid_${randomUUID().replaceAll("-", "")}`;
    await tx.insert(aidRequests).values({
      id,
      uid: account.uid,
      name: account.name,
      email: account.email,
      courseId: form.courseId,
      stateSlug: form.state,
      employmentStatus: form.employmentStatus,
      reason: form.reason,
      createdAt: now,
    });
    return { ok: true, requestId: id };
  });
}

/** The fee-based courses one may ask aid for, by title. */
export async function listFeeBasedCourses(db: Database) {
  const rows = await db
    .select({ id: courses.id, title: courses.title, priceCents: courses.priceCents })
    .from(courses)
    .where(eq(courses.status, "published"));
  return rows
    .filter((row) => (row.priceCents ?? 0) > 0)
    .sort((a, b) => a.title.localeCompare(b.title));
}

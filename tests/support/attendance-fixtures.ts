import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { attendanceCheckpoints } from "~/db/schema/attendance";
import { user } from "~/db/schema/auth";
import { courseRegistrations } from "~/db/schema/registrations";
import { recordProgress } from "~/modules/learning/player-progress.server";
import { registrationId } from "~/modules/registration/register-for-course.server";

// The attorneys, courses and clock of the attendance and certificate tests.

export const COURSE = "persuasive-brief-writing-ai";
export const LIVE_COURSE = "competence-confidentiality-candor-ai";
export const START = new Date("2026-11-23T15:00:00Z");
export const seconds = (n: number) => new Date(START.getTime() + n * 1000);

/** A new attorney registered for the course (in a live session when one is given). */
export async function attorney(
  db: Database,
  courseId = COURSE,
  liveSessionId: string | null = null,
) {
  const uid = `att-${randomUUID().slice(0, 12)}`;
  await db.insert(user).values({ id: uid, name: "Zoë O'Connor", email: `${uid}@example.com` });
  await db.insert(courseRegistrations).values({
    id: registrationId(uid, courseId),
    uid,
    courseId,
    courseName: courseId,
    firstName: "Zoë",
    lastName: "O'Connor",
    email: `${uid}@example.com`,
    state: "new-york",
    attendLiveWebcast: liveSessionId !== null,
    liveSessionId,
  });
  return uid;
}

/** The on-demand lecture's checkpoints, in order. */
export async function lectureCheckpoints(db: Database, courseId = COURSE) {
  return db
    .select()
    .from(attendanceCheckpoints)
    .where(
      and(
        eq(attendanceCheckpoints.courseId, courseId),
        isNull(attendanceCheckpoints.liveSessionId),
      ),
    )
    .orderBy(attendanceCheckpoints.position);
}

/** Plays from `from` to `to` seconds at normal speed, reporting every 5 s. */
export async function watch(
  db: Database,
  uid: string,
  from: number,
  to: number,
  clockStart: number,
) {
  const reveals: { position: number; code: string }[] = [];
  let last = null;
  await recordProgress(db, uid, COURSE, { position: from, watching: false }, seconds(clockStart));
  for (let at = from + 5, clock = clockStart + 5; ; at += 5, clock += 5) {
    const position = Math.min(at, to);
    last = await recordProgress(db, uid, COURSE, { position, watching: true }, seconds(clock));
    reveals.push(...(last?.reveals ?? []));
    if (position >= to) return { last, reveals, clock };
  }
}

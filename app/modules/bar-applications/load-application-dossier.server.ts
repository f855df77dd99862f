import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { attendanceCheckpoints } from "~/db/schema/attendance";
import { courseFaculty, courses, faculty, liveSessions } from "~/db/schema/catalogue";
import { utcToZonedParts } from "~/lib/time";
import { loadAidPolicy } from "~/modules/financial-aid/load-aid-policy.server";
import { firstPresentation } from "./derive-applications";

/**
 * What a course's applications are built from: the course (format, release
 * day, prices, materials, chapters), its first live session (not
 * cancelled), its faculty and their bios, and how many attendance codes its
 * lecture and its sessions carry; and the published financial-aid policy
 * (Illinois and New Jersey ask for it with each application), whose default
 * names `contactEmail`. Null when there is no such course.
 */
export async function loadApplicationDossier(
  db: Database,
  courseId: string,
  options: { contactEmail: string },
) {
  const [rows, sessions, speakers, codes, aidPolicy] = await Promise.all([
    db
      .select({
        id: courses.id,
        title: courses.title,
        format: courses.format,
        status: courses.status,
        releaseOn: courses.releaseOn,
        priceCents: courses.priceCents,
        memberPriceCents: courses.memberPriceCents,
        materials: courses.materials,
        media: courses.media,
        codeWindowMinutes: courses.codeWindowMinutes,
        version: courses.version,
      })
      .from(courses)
      .where(eq(courses.id, courseId)),
    db
      .select({
        id: liveSessions.id,
        startsAt: liveSessions.startsAt,
        timeZone: liveSessions.timeZone,
        durationMinutes: liveSessions.durationMinutes,
      })
      .from(liveSessions)
      .where(and(eq(liveSessions.courseId, courseId), isNull(liveSessions.cancelledAt)))
      .orderBy(asc(liveSessions.startsAt))
      .limit(1),
    db
      .select({
        name: faculty.name,
        title: faculty.title,
        organisation: faculty.organisation,
        bio: faculty.bio,
      })
      .from(courseFaculty)
      .innerJoin(faculty, eq(faculty.id, courseFaculty.facultyId))
      .where(eq(courseFaculty.courseId, courseId))
      .orderBy(asc(courseFaculty.position)),
    db
      .select({
        inLecture: sql<boolean>`${attendanceCheckpoints.liveSessionId} is null`,
        count: count(),
      })
      .from(attendanceCheckpoints)
      .where(eq(attendanceCheckpoints.courseId, courseId))
      .groupBy(sql`${attendanceCheckpoints.liveSessionId} is null`),
    loadAidPolicy(db, options.contactEmail),
  ]);
  const course = rows[0];
  if (!course) return null;
  const session = sessions[0] ?? null;
  const first = firstPresentation({
    format: course.format,
    releaseOn: course.releaseOn,
    firstSessionDay: session ? utcToZonedParts(session.startsAt, session.timeZone).day : null,
  });
  return {
    course,
    session,
    first,
    faculty: speakers,
    lectureCodes: Number(codes.find((row) => row.inLecture)?.count ?? 0),
    sessionCodes: Number(codes.find((row) => !row.inLecture)?.count ?? 0),
    aidPolicy: aidPolicy.body.trim()
      ? { body: aidPolicy.body, version: aidPolicy.version, updatedAt: aidPolicy.updatedAt }
      : null,
  };
}

export type ApplicationDossier = NonNullable<Awaited<ReturnType<typeof loadApplicationDossier>>>;

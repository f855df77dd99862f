import { and, asc, eq, inArray } from "drizzle-orm";
import { LISTED_COURSE_STATUSES } from "~/content/course-types";
import type { Database } from "~/db/client.server";
import { cachedRead } from "~/db/read-cache.server";
import { courseFaculty, courses, faculty } from "~/db/schema/catalogue";
import { facultyPortraitPicture } from "~/lib/picture";

/** The faculty, by name, each with the courses they teach (published first, then upcoming). */
export function listFaculty(db: Database) {
  return cachedRead(db, "faculty", () => queryFaculty(db));
}

async function queryFaculty(db: Database) {
  const [members, teaching] = await Promise.all([
    db.select().from(faculty).orderBy(asc(faculty.name)),
    db
      .select({
        facultyId: courseFaculty.facultyId,
        id: courses.id,
        slug: courses.slug,
        title: courses.title,
        status: courses.status,
      })
      .from(courseFaculty)
      .innerJoin(
        courses,
        and(
          eq(courses.id, courseFaculty.courseId),
          inArray(courses.status, LISTED_COURSE_STATUSES),
        ),
      )
      .orderBy(asc(courses.status), asc(courses.position)),
  ]);
  return members.map(
    ({ portraitPath, portraitKey, portraitWidth, portraitHeight, portraitWidths, ...member }) => ({
      ...member,
      portrait: facultyPortraitPicture({
        portraitPath,
        portraitKey,
        portraitWidth,
        portraitHeight,
        portraitWidths,
      }),
      courses: teaching
        .filter((course) => course.facultyId === member.id)
        .map(({ id, slug, title, status }) => ({
          id,
          slug,
          title,
          upcoming: status === "upcoming",
        })),
    }),
  );
}

import { sql } from "drizzle-orm";
import { COURSE_BUNDLES, COURSE_CATEGORIES, COURSES, FACULTY } from "~/content/catalogue";
import { shippedArtworkFor, shippedPortraitFor } from "~/content/course-artwork";
import { COURSE_MEDIA } from "~/content/course-media";
import { SCHEDULE_TIME_ZONE } from "~/content/site";
import { APPROVED_STATES } from "~/content/states";
import { ADVISORY_LOCKS } from "~/db/advisory-locks";
import type { Database } from "~/db/client.server";
import {
  courseBundleItems,
  courseBundles,
  courseCategories,
  courseCredits,
  courseFaculty,
  courseStateApprovals,
  courses,
  faculty,
  liveSessions,
  states,
} from "~/db/schema/catalogue";
import { nextOccurrence } from "~/lib/time";
import { defaultStateCredits } from "~/modules/catalogue/default-state-credits";
import { shippedCourseMaterials } from "./shipped-course-materials.server";

/**
 * Brings the reference tables (states, categories) in line with app/content,
 * and on a database without courses seeds the initial catalogue: courses,
 * faculty, their links, state approvals, live sessions and bundles. From then
 * on those belong to staff (the console's course editor), so a restart never
 * undoes an edit, moves a date, reopens a sold-out session or brings back a
 * deleted draft. One transaction; safe from several instances at once.
 */
export async function seedCatalogue(
  db: Database,
  now: Date = new Date(),
  /** What follows from the catalogue, in the same transaction (see server/seed-database.ts). */
  afterSeed?: (tx: Database) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Serialise concurrent seeds (two instances starting together).
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.catalogueSeed})`);

    for (const [position, state] of APPROVED_STATES.entries()) {
      await tx
        .insert(states)
        .values({ ...state, position })
        .onConflictDoUpdate({
          target: states.slug,
          set: { name: state.name, code: state.code, position },
          // Unchanged rows are left alone: a rename makes the reporting queue
          // derive everything again (migration 0072), and every start-up seeds.
          setWhere: sql`(${states.name}, ${states.code}, ${states.position}) is distinct from (excluded.name, excluded.code, excluded.position)`,
        });
    }

    for (const [position, category] of COURSE_CATEGORIES.entries()) {
      await tx
        .insert(courseCategories)
        .values({ ...category, position })
        .onConflictDoUpdate({
          target: courseCategories.slug,
          set: { name: category.name, description: category.description, position },
          setWhere: sql`(${courseCategories.name}, ${courseCategories.description}, ${courseCategories.position}) is distinct from (excluded.name, excluded.description, excluded.position)`,
        });
    }

    const [existing] = await tx.select({ id: courses.id }).from(courses).limit(1);
    if (!existing) await seedInitialCatalogue(tx, now);

    await afterSeed?.(tx);
  });
}

/** The catalogue a new database starts with (see app/content/catalogue.ts). */
async function seedInitialCatalogue(tx: Database, now: Date): Promise<void> {
  for (const member of FACULTY) {
    await tx
      .insert(faculty)
      .values({ ...member, portraitPath: shippedPortraitFor(member.id) })
      .onConflictDoNothing({ target: faculty.id });
  }

  for (const [position, course] of COURSES.entries()) {
    const artwork = shippedArtworkFor(course.id, course.categorySlug);
    const row = {
      id: course.id,
      title: course.title,
      summary: course.summary,
      description: course.description,
      categorySlug: course.categorySlug,
      status: course.status,
      format: course.format,
      level: course.level,
      durationMinutes: course.durationMinutes,
      priceCents: course.priceCents,
      memberPriceCents: course.memberPriceCents,
      imagePath: artwork.path,
      imageAlt: artwork.alt,
      topics: course.topics,
      learningObjectives: course.learningObjectives,
      includes: course.includes,
      featured: course.featured,
      media: course.media ?? COURSE_MEDIA[course.id] ?? null,
      materials: course.materials ?? shippedCourseMaterials(course.id),
      slug: course.id,
      position,
    };
    await tx.insert(courses).values(row);

    const credits = Object.entries(course.credits).map(([creditType, hours]) => ({
      courseId: course.id,
      creditType: creditType as keyof typeof course.credits,
      hours: hours as number,
    }));
    if (credits.length > 0) await tx.insert(courseCredits).values(credits);

    if (course.facultyIds.length > 0) {
      await tx.insert(courseFaculty).values(
        course.facultyIds.map((facultyId, index) => ({
          courseId: course.id,
          facultyId,
          position: index,
        })),
      );
    }

    if (course.approvals.length > 0) {
      await tx.insert(courseStateApprovals).values(
        course.approvals.map((approval) => ({
          courseId: course.id,
          stateSlug: approval.state,
          status: approval.status,
          approvalNumber: approval.approvalNumber,
          approvedOn: approval.approvedOn,
          appliedOn: approval.appliedOn,
          expiresOn: approval.expiresOn,
          credits: approval.credits ?? defaultStateCredits(course.credits),
        })),
      );
    }

    for (const session of course.liveSessions) {
      await tx
        .insert(liveSessions)
        .values({
          id: session.id,
          courseId: course.id,
          startsAt: nextOccurrence(session, SCHEDULE_TIME_ZONE, now),
          durationMinutes: session.durationMinutes,
          capacity: session.capacity,
          soldOut: session.soldOut,
          label: session.label,
        })
        .onConflictDoNothing({ target: liveSessions.id });
    }
  }

  for (const [position, bundle] of COURSE_BUNDLES.entries()) {
    const row = {
      id: bundle.id,
      title: bundle.title,
      summary: bundle.summary,
      priceCents: bundle.priceCents,
      memberPriceCents: bundle.memberPriceCents,
      status: "published" as const,
      position,
    };
    await tx.insert(courseBundles).values(row);
    await tx.insert(courseBundleItems).values(
      bundle.courseIds.map((courseId, index) => ({
        bundleId: bundle.id,
        courseId,
        position: index,
      })),
    );
  }
}

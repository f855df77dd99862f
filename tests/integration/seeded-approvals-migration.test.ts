import { and, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { COURSES } from "~/content/catalogue";
import { APPROVED_STATES } from "~/content/states";
import { courseStateApprovals } from "~/db/schema/catalogue";
import { DATABASE_KINDS } from "../setup/test-database";
import { migrationsBefore, openDatabaseMigratedTo } from "../support/migrations-before";

// The migration that gives a database seeded by the first release the
// per-state approval dates and numbers of today's seed: only rows still
// holding the first seed's values, and never a number a certificate carries.

const FEATURED = "ai-legal-tools-artificial-intelligence-law-cle";
const PENDING_IN_TWO = "competence-confidentiality-candor-ai";

function seeded(courseId: string, state: string) {
  const approval = COURSES.find((course) => course.id === courseId)?.approvals.find(
    (each) => each.state === state,
  );
  if (!approval) throw new Error(`no seeded approval of ${courseId} in ${state}`);
  return approval;
}

describe.each(DATABASE_KINDS)("the seeded approvals migration on %s", (kind) => {
  const cleanUp: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const step of cleanUp.reverse()) await step();
  });

  it("renumbers the first seed's untouched approvals, keeping staff's and certified ones", async () => {
    const before = migrationsBefore("_seeded_approvals_per_state");
    cleanUp.push(() => before.remove());
    const { handle, close } = await openDatabaseMigratedTo(kind, before.folder);
    cleanUp.push(close);
    const db = handle.db;

    // The first release's seed, written as SQL (today's seed writes later columns).
    for (const [position, state] of APPROVED_STATES.entries()) {
      await db.execute(sql`insert into states (slug, name, code, position)
        values (${state.slug}, ${state.name}, ${state.code}, ${position})`);
    }
    await db.execute(sql`insert into course_categories (slug, name, description, position)
      values ('ai', 'AI', 'AI in practice', 1)`);
    for (const [serial, id] of [
      [1, FEATURED],
      [6, PENDING_IN_TWO],
    ] as const) {
      await db.execute(sql`insert into courses (id, slug, position, title, summary, description,
          category_slug, status, format, image_path, image_alt)
        values (${id}, ${id}, ${serial}, ${id}, 'S', 'D', 'ai', 'published', 'on_demand',
          '/images/courses/ai.svg', '')`);
      for (const state of APPROVED_STATES) {
        const pending = id === PENDING_IN_TWO && ["new-york", "new-jersey"].includes(state.slug);
        await db.execute(sql`insert into course_state_approvals
            (course_id, state_slug, status, approval_number, approved_on, credits)
          values (${id}, ${state.slug}, ${pending ? "pending" : "approved"},
            ${pending ? null : `${state.code}-26-000${serial}`},
            ${pending ? null : "2026-09-15"}, '{"general": 1}')`);
      }
    }
    // Staff recorded Texas's own number; an Illinois certificate carries the old one.
    await db.execute(sql`update course_state_approvals
      set approval_number = '174556677', approved_on = '2026-09-20'
      where course_id = ${FEATURED} and state_slug = 'texas'`);
    await db.execute(sql`insert into "user" (id, name, email)
      values ('att-before', 'Ada Quill', 'before@example.com')`);
    await db.execute(sql`insert into certificates (id, uid, course_id, state_slug, attorney_name,
        bar_number, course_title, format, approval_status, approval_number, completed_on, credits,
        credit_hour_minutes, codes_entered, codes_total, watched_seconds, affirmation_text,
        typed_name, affirmed_at)
      values ('LX-SEED-APPR-0001', 'att-before', ${FEATURED}, 'illinois', 'Ada Quill', '6301234',
        'AI and the Law', 'self-study', 'approved', 'IL-26-0001', '2026-10-20', '{"general": 1}',
        60, 1, 1, 3600, 'I attended.', 'Ada Quill', now())`);

    await handle.migrate();

    const row = async (courseId: string, state: string) => {
      const [found] = await db
        .select({
          status: courseStateApprovals.status,
          approvalNumber: courseStateApprovals.approvalNumber,
          approvedOn: courseStateApprovals.approvedOn,
          appliedOn: courseStateApprovals.appliedOn,
        })
        .from(courseStateApprovals)
        .where(
          and(
            eq(courseStateApprovals.courseId, courseId),
            eq(courseStateApprovals.stateSlug, state),
          ),
        );
      return found;
    };

    // Untouched: today's seed, which differs from state to state.
    for (const state of ["florida", "new-york", "wisconsin"]) {
      const approval = seeded(FEATURED, state);
      expect(await row(FEATURED, state)).toEqual({
        status: "approved",
        approvalNumber: approval.approvalNumber,
        approvedOn: approval.approvedOn,
        appliedOn: approval.appliedOn,
      });
    }
    expect((await row(FEATURED, "florida"))?.approvalNumber).not.toBe(
      (await row(FEATURED, "new-york"))?.approvalNumber,
    );
    expect(await row(PENDING_IN_TWO, "ohio")).toMatchObject({
      approvalNumber: seeded(PENDING_IN_TWO, "ohio").approvalNumber,
    });
    // Staff's record and the certified number stay as they were.
    expect(await row(FEATURED, "texas")).toMatchObject({
      approvalNumber: "174556677",
      approvedOn: "2026-09-20",
    });
    expect(await row(FEATURED, "illinois")).toMatchObject({
      approvalNumber: "IL-26-0001",
      approvedOn: "2026-09-15",
    });
    // A pending application gains the day it was filed, and no number.
    expect(await row(PENDING_IN_TWO, "new-york")).toEqual({
      status: "pending",
      approvalNumber: null,
      approvedOn: null,
      appliedOn: seeded(PENDING_IN_TWO, "new-york").appliedOn,
    });
  });
});

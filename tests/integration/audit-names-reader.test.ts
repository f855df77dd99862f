import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, faculty, liveSessions } from "~/db/schema/catalogue";
import { discountCodes } from "~/db/schema/discounts";
import type { DescribedEntry } from "~/modules/staff/audit-sentence";
import { auditNamesReader, resolveAuditNames } from "~/modules/staff/resolve-audit-names.server";
import { seedDatabase } from "../../server/seed-database";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { createTestContext } from "../setup/test-services";

// An export's batches name the same courses, sessions and staff again and
// again: its names reader reads each once, and still names every batch's
// records as a page's reading does.

const entry = (recordType: string, recordId: string, actorId: string | null = null) =>
  ({
    action: "course.update",
    recordType,
    recordId,
    actorId,
    actorEmail: "staff@example.com",
    before: null,
    after: { courseId: recordId },
    reason: null,
  }) satisfies DescribedEntry;

describe.each(DATABASE_KINDS)("an export's names reader on %s", (kind) => {
  let database: TestDatabase;
  let courseIds: string[];
  let actorId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db);
    courseIds = (await database.db.select({ id: courses.id }).from(courses)).map((row) => row.id);
    const context = createTestContext(database);
    const member = await signUpMember(context, `names-${kind}`);
    actorId = member.user.id;
    // The sign-up's confirmation is queued after it answers: its statements
    // must not be counted as the reader's below.
    await context.services.background.settled();
  });
  afterAll(() => database?.destroy());

  it("reads a name once however many batches name it, and names each batch as a page would", async () => {
    expect(courseIds.length).toBeGreaterThanOrEqual(3);
    const [first, second, third] = courseIds as [string, string, string];
    const batches = [
      [entry("course", first, actorId), entry("course", second, actorId)],
      [entry("course", second, actorId), entry("course", "no-such-course", actorId)],
      [entry("course", first, actorId), entry("course", "no-such-course")],
      [entry("course", third, actorId)],
    ];
    const namesOf = auditNamesReader(database.db);
    const statements: number[] = [];
    for (const batch of batches) {
      const before = database.statementCount();
      const names = await namesOf(batch);
      statements.push(database.statementCount() - before);
      const alone = await resolveAuditNames(database.db, batch);
      // Every name the batch needs, as a page's own reading gives it.
      for (const { recordId } of batch) {
        expect(names.courses[recordId]).toBe(alone.courses[recordId]);
      }
      expect(names.people[actorId]).toBeTruthy();
      expect(names.people[actorId]).toBe(alone.people[actorId]);
    }
    // The first batch reads people and courses; the second only the course
    // no earlier batch asked for (not found, and not asked for again); the
    // third nothing; the fourth its new course.
    expect(statements).toEqual([2, 1, 0, 1]);
  });

  it("forgets what it read past its limit and reads it again, so its memory stays bounded", async () => {
    const [first, second] = courseIds as [string, string];
    const namesOf = auditNamesReader(database.db, { limit: 1 });
    const read = async (batch: DescribedEntry[]) => {
      const before = database.statementCount();
      const names = await namesOf(batch);
      return { names, statements: database.statementCount() - before };
    };
    const one = await read([entry("course", first), entry("course", second)]);
    expect(one.statements).toBe(1);
    // Two ids remembered, past the limit of one: the next call starts again.
    const again = await read([entry("course", first)]);
    expect(again.statements).toBe(1);
    expect(again.names.courses[first]).toBe(one.names.courses[first]);
    expect(Object.keys(again.names.courses)).toEqual([first]);
    // Started again with new names: what an earlier batch was handed stays whole.
    expect(one.names.courses[second]).toBeDefined();
  });

  it("names what every kind of change refers to, in its before or its after, and nothing else", async () => {
    const [session] = await database.db
      .select({ id: liveSessions.id, courseId: liveSessions.courseId })
      .from(liveSessions)
      .limit(1);
    if (!session) throw new Error("the seed has live sessions");
    const [first, second, third] = courseIds as [string, string, string];
    await database.db.insert(faculty).values({
      id: `names-faculty-${kind}`,
      name: "Grace Hopper",
      title: "Professor",
      organisation: "Yale",
      bio: "Teaches.",
    });
    const [code] = await database.db
      .insert(discountCodes)
      .values({
        id: `names-code-${kind}`,
        code: `NAMES${kind.toUpperCase()}`,
        kind: "percent",
        value: 10,
        scope: "all",
        startsAt: new Date("2026-01-01T00:00:00Z"),
        createdBy: actorId,
      })
      .returning({ id: discountCodes.id });
    if (!code) throw new Error("a discount code");
    const change = (before: unknown, after: unknown): DescribedEntry => ({
      action: "course.update",
      recordType: "setting",
      recordId: "x",
      actorId: null,
      actorEmail: "staff@example.com",
      before,
      after,
      reason: null,
    });
    const entries = [
      change(
        { liveSessionId: session.id, courseId: first, assigneeId: actorId },
        { featuredCourse: second, facultyId: `names-faculty-${kind}` },
      ),
      change({ copiedFrom: third, rerunOf: session.id }, { discountCodeId: code.id }),
      change({ courseIds: [first, 7, null] }, ["courseId", first]),
      change("courseId", null),
    ];
    const names = await auditNamesReader(database.db)(entries);
    expect(Object.keys(names.sessions)).toEqual([session.id]);
    // The three courses named, and the session's own (it comes with the session).
    expect(Object.keys(names.courses).sort()).toEqual(
      [...new Set([first, second, third, session.courseId])].sort(),
    );
    for (const id of [first, second, third]) expect(names.courses[id]).toBeTruthy();
    expect(names.people).toEqual({ [actorId]: expect.any(String) });
    expect(names.faculty).toEqual({ [`names-faculty-${kind}`]: "Grace Hopper" });
    expect(names.discountCodes).toEqual({ [code.id]: `NAMES${kind.toUpperCase()}` });
    // As a page reads them (each batch afresh).
    expect(await resolveAuditNames(database.db, entries)).toEqual(names);
  });
});

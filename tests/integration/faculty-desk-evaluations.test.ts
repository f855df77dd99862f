import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "~/db/schema/auth";
import { faculty } from "~/db/schema/catalogue";
import { emailOutbox } from "~/db/schema/email";
import { evaluations } from "~/db/schema/evaluations";
import { listFacultySummaries } from "~/modules/evaluations/list-faculty-summaries.server";
import {
  listCourseSpeakers,
  loadSpeakerSummary,
} from "~/modules/evaluations/load-speaker-summary.server";
import { mailSpeakerSummary } from "~/modules/evaluations/mail-speaker-summary.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { attorney, START } from "../support/attendance-fixtures";

// The faculty desk's evaluation summaries: each faculty member sees every
// course they teach, anonymised, and never a course they do not teach.

const THEIRS = "persuasive-brief-writing-ai"; // Marcus Whitfield and Daniela Ruiz teach it.
const OTHERS = "ethics-of-ai-in-legal-practice"; // Priya Natarajan alone teaches it.

const MANAGER: StaffActor = {
  id: null,
  email: "course-manager@example.com",
  roles: ["course_manager"],
  ipAddress: null,
};

describe.each(DATABASE_KINDS)("the faculty desk's evaluation summaries on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, START);
  });
  afterAll(() => database?.destroy());

  /** An evaluation of the course by a named attorney: all ratings `rating`, and a comment. */
  async function evaluate(courseId: string, rating: number, comment: string) {
    const uid = await attorney(db(), courseId);
    await db()
      .insert(evaluations)
      .values({
        id: randomUUID(),
        formVersion: 0,
        courseId,
        uid,
        completion: "on-demand",
        completedOn: "2026-12-01",
        answers: { overall: rating, materials: rating, comment },
        keepUntil: "2032-12-01",
      });
    const [person] = await db().select().from(user).where(eq(user.id, uid));
    return { uid, name: person?.name ?? "?", email: person?.email ?? "?" };
  }

  it.each([
    {
      faculty: "marcus-whitfield",
      sees: [THEIRS],
      comments: ["Sharp on briefs."],
      never: [OTHERS],
      hidden: ["Ethics was dry."],
    },
    {
      faculty: "priya-natarajan",
      sees: [OTHERS],
      comments: ["Ethics was dry."],
      never: [THEIRS],
      hidden: ["Sharp on briefs."],
    },
  ])("$faculty sees $sees, never $never, and no attendee", async (row) => {
    if (!(await db().select().from(evaluations).limit(1)).length) {
      await evaluate(THEIRS, 5, "Sharp on briefs.");
      await evaluate(THEIRS, 3, "");
      await evaluate(OTHERS, 2, "Ethics was dry.");
    }
    const people = await db()
      .select({ id: user.id, name: user.name, email: user.email })
      .from(user);
    const summaries = await listFacultySummaries(db(), row.faculty);
    const courses = summaries.map((entry) => entry.course.id);
    for (const course of row.sees) expect(courses).toContain(course);
    for (const course of row.never) expect(courses).not.toContain(course);
    const own = summaries.find((entry) => entry.course.id === row.sees[0]);
    expect(own?.summary.comments.map((comment) => comment.text)).toEqual(row.comments);
    const text = JSON.stringify(summaries);
    for (const secret of row.hidden) expect(text).not.toContain(secret);
    for (const person of people) {
      expect(text).not.toContain(person.id);
      expect(text).not.toContain(person.email);
    }
    expect(text).not.toContain("Zoë");
    expect(text).not.toContain("O'Connor");
  });

  it("counts the course's responses, averages and distributions", async () => {
    const [summary] = (await listFacultySummaries(db(), "marcus-whitfield")).filter(
      (entry) => entry.course.id === THEIRS,
    );
    expect(summary?.summary.responses).toBe(2);
    const overall = summary?.summary.items.find((item) => item.id === "overall");
    expect(overall).toMatchObject({ count: 2, average: 4, distribution: [0, 0, 1, 0, 1] });
  });

  it("has no summary of a course the faculty member does not teach, nor for a stranger", async () => {
    expect(
      await loadSpeakerSummary(db(), { facultyId: "marcus-whitfield", courseId: OTHERS }),
    ).toBeNull();
    expect(await listFacultySummaries(db(), "no-such-faculty")).toEqual([]);
  });

  it.each([
    { to: null, login: "daniela.desk@example.com", sent: "daniela.desk@example.com" },
    {
      to: "daniela@elsewhere.example",
      login: "daniela.desk@example.com",
      sent: "daniela@elsewhere.example",
    },
    { to: "daniela@elsewhere.example", login: null, sent: "daniela@elsewhere.example" },
    { to: null, login: null, sent: null },
  ])("the speaker's summary, typed $to, login $login: goes to $sent", async (row) => {
    await db().update(faculty).set({ loginEmail: row.login }).where(eq(faculty.id, "daniela-ruiz"));
    const speakers = await listCourseSpeakers(db(), THEIRS);
    expect(speakers.find((speaker) => speaker.id === "daniela-ruiz")?.loginEmail).toBe(row.login);
    const before = await db().select().from(emailOutbox);
    const result = await mailSpeakerSummary(db(), MANAGER, {
      courseId: THEIRS,
      facultyId: "daniela-ruiz",
      to: row.to,
    });
    const after = await db().select().from(emailOutbox);
    if (row.sent === null) {
      expect(result).toEqual({ ok: false, reason: "no-address" });
      expect(after).toHaveLength(before.length);
      return;
    }
    expect(result).toEqual({ ok: true, to: row.sent });
    const mail = after.find((entry) => !before.some((old) => old.id === entry.id));
    expect(mail?.toAddress).toBe(row.sent);
    expect(mail?.text).toContain("Sharp on briefs.");
  });
});

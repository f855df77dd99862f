import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVALUATION_RULES } from "~/content/state-rules/evaluation-rules";
import { barAdmissions } from "~/db/schema/accounts";
import { attendanceCorrections } from "~/db/schema/attendance";
import { user } from "~/db/schema/auth";
import { emailOutbox } from "~/db/schema/email";
import { evaluations } from "~/db/schema/evaluations";
import { evaluationResponsesCsv } from "~/modules/evaluations/evaluation-csv.server";
import { evaluationGate } from "~/modules/evaluations/evaluation-gate.server";
import { evaluationStatus } from "~/modules/evaluations/evaluation-status.server";
import { loadEvaluationResults } from "~/modules/evaluations/load-evaluation-results.server";
import { loadSpeakerSummary } from "~/modules/evaluations/load-speaker-summary.server";
import { mailSpeakerSummary } from "~/modules/evaluations/mail-speaker-summary.server";
import { saveEvaluationForm } from "~/modules/evaluations/save-evaluation-form.server";
import { submitEvaluation } from "~/modules/evaluations/submit-evaluation.server";
import { purgeExpiredRecords } from "~/modules/retention/purge-expired-records.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { attorney, COURSE, START } from "../support/attendance-fixtures";

const MANAGER: StaffActor = {
  id: null,
  email: "course-manager@example.com",
  roles: ["course_manager"],
  ipAddress: null,
};

/** Every rating question of the default form rated `rating`, and a comment. */
function answers(rating: number, comment = "") {
  return {
    "answer-overall": String(rating),
    "answer-materials": String(rating),
    "answer-presenters": String(rating),
    "answer-platform": String(rating),
    "answer-quality": String(rating),
    "answer-effectiveness": String(rating),
    "answer-usefulness": String(rating),
    "answer-comment": comment,
  };
}

import { ILLINOIS_REQUIRES_FROM_2027 } from "../support/evaluation-rule-change";

describe.each(DATABASE_KINDS)("course evaluations on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, START);
  });
  afterAll(() => database?.destroy());

  /** An attorney admitted in `states` who completed the course's lecture on `completedAt` (a staff correction). */
  async function completer(states: string[], completedAt: Date, courseId = COURSE) {
    const uid = await attorney(db(), courseId);
    for (const state of states) {
      await db()
        .insert(barAdmissions)
        .values({ id: randomUUID(), uid, state, barNumber: `${state}-1` });
    }
    await db().insert(attendanceCorrections).values({
      id: randomUUID(),
      uid,
      courseId,
      liveSessionId: null,
      outcome: "attended",
      reason: "Watched the lecture.",
      evidence: "Player log",
      createdByEmail: "compliance@example.com",
      createdAt: completedAt,
    });
    return uid;
  }

  it.each([
    {
      states: ["pennsylvania"],
      day: "2026-12-05",
      book: EVALUATION_RULES,
      waits: ["Pennsylvania"],
    },
    {
      states: ["texas", "pennsylvania"],
      day: "2026-12-05",
      book: EVALUATION_RULES,
      waits: ["Pennsylvania"],
    },
    { states: ["illinois"], day: "2026-12-05", book: EVALUATION_RULES, waits: [] },
    { states: ["ohio", "missouri"], day: "2026-12-05", book: EVALUATION_RULES, waits: [] },
    { states: ["texas"], day: "2026-12-05", book: EVALUATION_RULES, waits: [] },
    // The rule in force on the completion day, not on the day the certificate is asked for.
    { states: ["illinois"], day: "2026-12-31", book: ILLINOIS_REQUIRES_FROM_2027, waits: [] },
    {
      states: ["illinois"],
      day: "2027-01-02",
      book: ILLINOIS_REQUIRES_FROM_2027,
      waits: ["Illinois"],
    },
  ])("admitted in $states, completed $day: the certificate waits for $waits", async (row) => {
    const uid = await completer(row.states, new Date(`${row.day}T15:00:00Z`));
    const status = await evaluationStatus(db(), uid, COURSE, { book: row.book });
    expect(status?.completion).toMatchObject({ key: "on-demand", completedOn: row.day });
    expect(status?.requiredBy).toEqual(row.waits);
    const gate = () =>
      evaluationGate(db(), { uid, courseId: COURSE, requested: [], book: row.book });
    expect((await gate()) !== null).toBe(row.waits.length > 0);
    const submitted = await submitEvaluation(db(), {
      uid,
      courseId: COURSE,
      formVersion: 0,
      fields: answers(4),
      book: row.book,
    });
    expect(submitted).toMatchObject({ ok: true });
    expect(await gate()).toBeNull();
  });

  it("asks for it before a certificate requested in a state that requires it, not for other states", async () => {
    const uid = await completer(["texas"], new Date("2026-12-05T15:00:00Z"));
    expect(
      await evaluationGate(db(), { uid, courseId: COURSE, requested: ["new-york"] }),
    ).toBeNull();
    expect(
      await evaluationGate(db(), { uid, courseId: COURSE, requested: ["pennsylvania"] }),
    ).toContain("Pennsylvania");
  });

  it("refuses an evaluation before the course is completed, and an incomplete one", async () => {
    const notYet = await attorney(db());
    expect(
      await submitEvaluation(db(), {
        uid: notYet,
        courseId: COURSE,
        formVersion: 0,
        fields: answers(5),
      }),
    ).toMatchObject({ ok: false, status: 403 });
    const uid = await completer([], new Date("2026-12-05T15:00:00Z"));
    const missing = await submitEvaluation(db(), {
      uid,
      courseId: COURSE,
      formVersion: 0,
      fields: { ...answers(5), "answer-platform": "", "answer-quality": "9" },
    });
    expect(missing).toMatchObject({ ok: false, status: 400 });
    if (missing.ok) throw new Error("accepted");
    expect(Object.keys(missing.errors ?? {}).sort()).toEqual(["answer-platform", "answer-quality"]);
    expect(await db().select().from(evaluations).where(eq(evaluations.uid, uid))).toEqual([]);
  });

  it("keeps one evaluation per completion when it is submitted twice at once", async () => {
    const uid = await completer(["illinois"], new Date("2026-12-05T15:00:00Z"));
    const submit = () =>
      submitEvaluation(db(), {
        uid,
        courseId: COURSE,
        formVersion: 0,
        fields: answers(5, "Twice"),
      });
    const results = await Promise.all([submit(), submit(), submit()]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(results.filter((result) => result.ok && result.id !== null)).toHaveLength(1);
    const rows = await db().select().from(evaluations).where(eq(evaluations.uid, uid));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ keepUntil: "2029-12-05", states: ["illinois"] });
  });

  it("versions the form: answers keep the version they were given on; a stale save is refused", async () => {
    const early = await completer([], new Date("2026-12-06T15:00:00Z"));
    // A PA question may be reworded, never removed.
    expect(
      await saveEvaluationForm(db(), MANAGER, {
        courseId: COURSE,
        version: 0,
        edit: { labels: new Map(), remove: new Set(["overall"]), add: null, requiredForAll: false },
      }),
    ).toMatchObject({ ok: false, reason: "invalid" });
    const saved = await saveEvaluationForm(db(), MANAGER, {
      courseId: COURSE,
      version: 0,
      edit: {
        labels: new Map([["materials", "Written materials and slides"]]),
        remove: new Set(),
        add: { label: "Pace of the course", kind: "scale" },
        requiredForAll: false,
      },
    });
    expect(saved).toMatchObject({ ok: true, version: 1, changed: true });
    // Someone else's save based on version 0: refused, naming who saved.
    expect(
      await saveEvaluationForm(db(), MANAGER, {
        courseId: COURSE,
        version: 0,
        edit: { labels: new Map(), remove: new Set(), add: null, requiredForAll: true },
      }),
    ).toMatchObject({ ok: false, reason: "overtaken", by: MANAGER.email });
    // The attendee shown version 0 before the edit: their answers are kept on version 0.
    expect(
      await submitEvaluation(db(), {
        uid: early,
        courseId: COURSE,
        formVersion: 0,
        fields: answers(3),
      }),
    ).toMatchObject({ ok: true });
    const late = await completer([], new Date("2026-12-06T15:00:00Z"));
    // Version 1 asks the new question.
    expect(
      await submitEvaluation(db(), {
        uid: late,
        courseId: COURSE,
        formVersion: 1,
        fields: answers(2),
      }),
    ).toMatchObject({ ok: false, status: 400 });
    expect(
      await submitEvaluation(db(), {
        uid: late,
        courseId: COURSE,
        formVersion: 1,
        fields: { ...answers(2), "answer-pace-of-the-course": "1" },
      }),
    ).toMatchObject({ ok: true });
    const [earlyRow] = await db().select().from(evaluations).where(eq(evaluations.uid, early));
    const [lateRow] = await db().select().from(evaluations).where(eq(evaluations.uid, late));
    expect(earlyRow).toMatchObject({ formVersion: 0, formId: null });
    expect(earlyRow?.answers).not.toHaveProperty("pace-of-the-course");
    expect(lateRow).toMatchObject({ formVersion: 1, answers: { "pace-of-the-course": 1 } });

    const results = await loadEvaluationResults(db(), { courseId: COURSE, liveSessionId: null });
    const materials = results?.summary.items.find((item) => item.id === "materials");
    expect(materials?.label).toBe("Written materials and slides");
    const pace = results?.summary.items.find((item) => item.id === "pace-of-the-course");
    expect(pace).toMatchObject({ count: 1, average: 1, distribution: [1, 0, 0, 0, 0] });
    expect(results?.summary.responses).toBeGreaterThanOrEqual(2);
    expect(results?.summary.responseRate).not.toBeNull();
  });

  it("a course set to require it makes every certificate wait", async () => {
    const uid = await completer(["texas"], new Date("2026-12-07T15:00:00Z"));
    expect(await evaluationGate(db(), { uid, courseId: COURSE, requested: [] })).toBeNull();
    const form = await evaluationStatus(db(), uid, COURSE);
    expect(
      await saveEvaluationForm(db(), MANAGER, {
        courseId: COURSE,
        version: form?.form.version ?? 0,
        edit: { labels: new Map(), remove: new Set(), add: null, requiredForAll: true },
      }),
    ).toMatchObject({ ok: true, changed: true });
    expect(await evaluationGate(db(), { uid, courseId: COURSE, requested: [] })).toContain(
      "this course",
    );
  });

  it("exports responses and sends speakers their summary without any attendee's name", async () => {
    const uid = await completer(["missouri"], new Date("2026-12-08T15:00:00Z"));
    const [person] = await db().select().from(user).where(eq(user.id, uid));
    const current = await evaluationStatus(db(), uid, COURSE);
    await submitEvaluation(db(), {
      uid,
      courseId: COURSE,
      formVersion: current?.form.version ?? 0,
      fields: { ...answers(5, "Clear and practical."), "answer-pace-of-the-course": "4" },
    });
    const csv = await evaluationResponsesCsv(db(), { courseId: COURSE, liveSessionId: null });
    const cells = (csv?.rows ?? []).flatMap((row) =>
      (csv?.columns ?? []).map((column) => String(column.value(row) ?? "")),
    );
    expect(cells).toContain("Clear and practical.");
    for (const secret of [uid, person?.name ?? "?", person?.email ?? "?", "Zoë"]) {
      expect(cells.some((cell) => cell.includes(secret))).toBe(false);
    }
    // Only a faculty member of the course gets its summary.
    expect(
      await loadSpeakerSummary(db(), { facultyId: "no-such-speaker", courseId: COURSE }),
    ).toBeNull();
    const summary = await loadSpeakerSummary(db(), {
      facultyId: "marcus-whitfield",
      courseId: COURSE,
    });
    expect(summary?.summary.comments.map((comment) => comment.text)).toContain(
      "Clear and practical.",
    );
    expect(JSON.stringify(summary)).not.toContain(uid);
    expect(
      await mailSpeakerSummary(db(), MANAGER, {
        courseId: COURSE,
        facultyId: "marcus-whitfield",
        to: "marcus@example.com",
      }),
    ).toEqual({ ok: true, to: "marcus@example.com" });
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "marcus@example.com"));
    expect(mail?.text).toContain("Clear and practical.");
    expect(mail?.text).not.toContain("Zoë");
    expect(mail?.text).not.toContain(uid);
  });

  it("keeps each evaluation for its states' longest period, then the retention schedule purges it; a closed account leaves no link", async () => {
    const day = new Date("2026-12-09T15:00:00Z");
    const illinois = await completer(["illinois", "california"], day);
    const california = await completer(["california"], day);
    for (const uid of [illinois, california]) {
      const current = await evaluationStatus(db(), uid, COURSE);
      expect(
        await submitEvaluation(db(), {
          uid,
          courseId: COURSE,
          formVersion: current?.form.version ?? 0,
          fields: { ...answers(4), "answer-pace-of-the-course": "4" },
        }),
      ).toMatchObject({ ok: true });
    }
    const keep = async (uid: string) =>
      (await db().select().from(evaluations).where(eq(evaluations.uid, uid)))[0]?.keepUntil;
    expect(await keep(illinois)).toBe("2029-12-09");
    expect(await keep(california)).toBe("2027-12-09");

    // The account closes: the evaluation stays, linked to nobody.
    const [before] = await db().select().from(evaluations).where(eq(evaluations.uid, illinois));
    await db().delete(user).where(eq(user.id, illinois));
    const [after] = await db()
      .select()
      .from(evaluations)
      .where(eq(evaluations.id, before?.id ?? ""));
    expect(after).toMatchObject({ uid: null, keepUntil: "2029-12-09" });

    /** How many evaluations are kept only until before `day`. */
    const endingBefore = async (day: string) =>
      (await db().select().from(evaluations)).filter((row) => row.keepUntil < day).length;
    // California's year: the evaluation is there on its last day, gone the day after.
    const first = await endingBefore("2027-12-09");
    expect((await purgeExpiredRecords(db(), new Date("2027-12-09T12:00:00Z"))).evaluations).toBe(
      first > 0 ? first : undefined,
    );
    expect(await keep(california)).toBe("2027-12-09");
    expect(await purgeExpiredRecords(db(), new Date("2027-12-10T12:00:00Z"))).toMatchObject({
      evaluations: 1,
    });
    expect(await keep(california)).toBeUndefined();
    // Illinois' three years, for the closed account's evaluation too.
    expect(await endingBefore("2029-12-10")).toBeGreaterThan(0);
    await purgeExpiredRecords(db(), new Date("2029-12-10T12:00:00Z"));
    expect(
      await db()
        .select()
        .from(evaluations)
        .where(eq(evaluations.id, before?.id ?? "")),
    ).toEqual([]);
    expect(await endingBefore("2029-12-10")).toBe(0);
  });
});

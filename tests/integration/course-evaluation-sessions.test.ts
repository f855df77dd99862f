import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendanceCorrections } from "~/db/schema/attendance";
import { liveSessions } from "~/db/schema/catalogue";
import { evaluationAggregateCsv } from "~/modules/evaluations/evaluation-csv.server";
import { evaluationStatus } from "~/modules/evaluations/evaluation-status.server";
import { loadEvaluationResults } from "~/modules/evaluations/load-evaluation-results.server";
import { saveEvaluationForm } from "~/modules/evaluations/save-evaluation-form.server";
import { submitEvaluation } from "~/modules/evaluations/submit-evaluation.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { attorney, LIVE_COURSE, START } from "../support/attendance-fixtures";
import { COMPLIANCE } from "../support/certificate-fixtures";

// A live course's evaluations per session: each live completion is its own,
// the session's results count only its attendees, the course's all of them;
// and two staff saving the form at once make one version.

const NOW = new Date("2026-11-26T18:00:00Z");
const RATINGS = [
  "overall",
  "materials",
  "presenters",
  "platform",
  "quality",
  "effectiveness",
  "usefulness",
];

/** Every rating question rated `rating`. */
const rated = (rating: number) =>
  Object.fromEntries(RATINGS.map((id) => [`answer-${id}`, String(rating)]));

describe.each(DATABASE_KINDS)("evaluations per live session on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;
  const morning = `eval-morning-${randomUUID().slice(0, 8)}`;
  const afternoon = `eval-afternoon-${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, START);
    await database.db.insert(liveSessions).values([
      {
        id: morning,
        courseId: LIVE_COURSE,
        startsAt: new Date("2026-11-26T14:00:00Z"),
        durationMinutes: 60,
        capacity: 100,
      },
      {
        id: afternoon,
        courseId: LIVE_COURSE,
        startsAt: new Date("2026-11-26T16:00:00Z"),
        durationMinutes: 60,
        capacity: 100,
      },
    ]);
  });
  afterAll(() => database?.destroy());

  /** An attorney who attended `session` (a staff correction stands for the codes). */
  async function attended(session: string) {
    const uid = await attorney(db(), LIVE_COURSE, session);
    await db().insert(attendanceCorrections).values({
      id: randomUUID(),
      uid,
      courseId: LIVE_COURSE,
      liveSessionId: session,
      outcome: "attended",
      reason: "Attended; the codes were read out late.",
      evidence: "Meeting report",
      createdByEmail: COMPLIANCE.email,
    });
    return uid;
  }

  it.each([
    { session: "morning", ratings: [5, 3], responses: 2, average: 4 },
    { session: "afternoon", ratings: [2], responses: 1, average: 2 },
  ])("the $session session's results count its own evaluations", async (row) => {
    const session = row.session === "morning" ? morning : afternoon;
    for (const rating of row.ratings) {
      const uid = await attended(session);
      const status = await evaluationStatus(db(), uid, LIVE_COURSE, { now: NOW });
      expect(status?.completion).toMatchObject({
        key: `live:${session}`,
        liveSessionId: session,
        completedOn: "2026-11-26",
      });
      expect(
        await submitEvaluation(db(), {
          uid,
          courseId: LIVE_COURSE,
          formVersion: 0,
          fields: rated(rating),
          now: NOW,
        }),
      ).toMatchObject({ ok: true });
    }
    const results = await loadEvaluationResults(db(), {
      courseId: LIVE_COURSE,
      liveSessionId: session,
    });
    expect(results?.summary.responses).toBe(row.responses);
    expect(results?.summary.items.find((item) => item.id === "overall")?.average).toBe(row.average);
  });

  it("the course's results and its aggregate take every session's", async () => {
    const results = await loadEvaluationResults(db(), {
      courseId: LIVE_COURSE,
      liveSessionId: null,
    });
    expect(results?.summary.responses).toBe(3);
    expect(results?.summary.items.find((item) => item.id === "overall")).toMatchObject({
      count: 3,
      average: 3.33,
      distribution: [0, 1, 1, 0, 1],
    });
    const aggregate = await evaluationAggregateCsv(db(), {
      courseId: LIVE_COURSE,
      liveSessionId: null,
    });
    const overall = aggregate?.rows.find(
      (item) => item.question === "Overall quality of the course",
    );
    expect(aggregate?.columns.map((column) => (overall ? column.value(overall) : null))).toEqual([
      LIVE_COURSE,
      expect.any(String),
      "all (live and on demand)",
      3,
      3,
      "Overall quality of the course",
      3,
      "3.33",
      0,
      1,
      1,
      0,
      1,
    ]);
    // A session of another course, or none: not found.
    expect(
      await loadEvaluationResults(db(), {
        courseId: LIVE_COURSE,
        liveSessionId: "no-such-session",
      }),
    ).toBeNull();
  });

  it("two staff saving the form at once make one new version; the other is told who saved", async () => {
    const edit = (label: string) => ({
      labels: new Map(),
      remove: new Set<string>(),
      add: { label, kind: "text" as const },
      requiredForAll: false,
    });
    const [first, second] = await Promise.all([
      saveEvaluationForm(db(), COMPLIANCE, { courseId: LIVE_COURSE, version: 0, edit: edit("A") }),
      saveEvaluationForm(db(), COMPLIANCE, { courseId: LIVE_COURSE, version: 0, edit: edit("B") }),
    ]);
    const outcomes = [first, second].map((saved) => (saved.ok ? "saved" : saved.reason)).sort();
    expect(outcomes).toEqual(["overtaken", "saved"]);
    const status = await evaluationStatus(db(), await attended(morning), LIVE_COURSE, { now: NOW });
    expect(status?.form.version).toBe(1);
  });
});

import { and, eq, ne, notInArray } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QuestionRules } from "~/content/state-rules/question-rules";
import {
  answerTimeFor,
  questionLogRetentionYears,
  statesRequiringChannel,
} from "~/content/state-rules/question-rules";
import { QUESTION_RULES } from "~/content/state-rules/question-rules-data";
import { user } from "~/db/schema/auth";
import { courseFaculty, faculty } from "~/db/schema/catalogue";
import { courseQuestions } from "~/db/schema/questions";
import { staffAuditLog, staffRoleGrants } from "~/db/schema/staff";
import { setFacultyLogin } from "~/modules/faculty-editing/set-faculty-login.server";
import { describeAnswerDue } from "~/modules/questions/answer-due";
import { answerQuestion } from "~/modules/questions/answer-question.server";
import { askQuestion } from "~/modules/questions/ask-question.server";
import { findFacultyLogin } from "~/modules/questions/find-faculty-login.server";
import { countOpenQuestions } from "~/modules/questions/list-questions.server";
import { purgeExpiredRecords } from "~/modules/retention/purge-expired-records.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import * as facultyDesk from "~/routes/faculty-desk";
import * as staffFacultyMember from "~/routes/staff/faculty-member";
import * as staffOverview from "~/routes/staff/overview";
import * as staffQuestions from "~/routes/staff/questions";
import * as staffQuestionsExport from "~/routes/staff/questions-export";
import { seedDatabase } from "../../server/seed-database";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { createTestContext, outboxMailer, outboxMessages } from "../setup/test-services";
import { attorney, COURSE } from "../support/attendance-fixtures";
import { getFrom, postTo } from "../support/route-calls";

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const plus = (date: Date, hours: number) => new Date(date.getTime() + hours * HOUR);

// The rules, case by case from the research (§4): who requires a channel,
// whose figure binds, and that a later version takes over on its day.
describe("question rules by state", () => {
  it.each([
    { states: ["ohio"], expected: { hours: 72, stateSlug: "ohio", stateName: "Ohio" } },
    // Illinois asks a "reasonable time": no figure.
    { states: ["illinois"], expected: null },
    { states: ["georgia", "wisconsin", "virginia"], expected: null },
    {
      states: ["illinois", "ohio", "georgia", "texas"],
      expected: { hours: 72, stateSlug: "ohio", stateName: "Ohio" },
    },
    { states: ["texas", "new-york"], expected: null },
    { states: [], expected: null },
  ])("answer time of a course in $states", ({ states, expected }) => {
    expect(answerTimeFor(states, "2026-12-05")).toEqual(expected);
  });

  it("requires a channel in Illinois, Ohio, Georgia, Wisconsin and Virginia only", () => {
    const all = [
      "florida",
      "texas",
      "virginia",
      "new-york",
      "illinois",
      "ohio",
      "new-jersey",
      "georgia",
      "north-carolina",
      "washington",
      "missouri",
      "colorado",
      "wisconsin",
    ];
    expect(statesRequiringChannel(all).sort()).toEqual(
      ["georgia", "illinois", "ohio", "virginia", "wisconsin"].sort(),
    );
  });

  it("keeps the log for the longest period a state requires (Ohio: a year), whatever the version", () => {
    expect(questionLogRetentionYears()).toBe(1);
    const ohio = QUESTION_RULES.find((state) => state.slug === "ohio");
    if (!ohio?.versions[0]) throw new Error("no Ohio rules");
    const first = ohio.versions[0];
    // A rule change: Ohio from 2027 answers within 48 hours and keeps the log 2 years.
    const changed: QuestionRules[] = [
      ...QUESTION_RULES.filter((state) => state.slug !== "ohio"),
      {
        ...ohio,
        versions: [
          { ...first, effectiveUntil: "2027-01-01" },
          {
            ...first,
            effectiveFrom: "2027-01-01",
            effectiveUntil: null,
            answerHours: { ...first.answerHours, value: 48 },
            logRetentionYears: { ...first.logRetentionYears, value: 2 },
          },
        ],
      },
    ];
    expect(answerTimeFor(["ohio"], "2026-12-31", changed)?.hours).toBe(72);
    expect(answerTimeFor(["ohio"], "2027-01-01", changed)?.hours).toBe(48);
    expect(questionLogRetentionYears(changed)).toBe(2);
  });

  it("gives every fact a source, or says it is unconfirmed", () => {
    for (const state of QUESTION_RULES) {
      for (const version of state.versions) {
        for (const fact of [
          version.channelRequired,
          version.answerHours,
          version.logRetentionYears,
        ]) {
          if (fact.confidence === "unconfirmed") continue;
          expect(fact.sources.length, state.slug).toBeGreaterThan(0);
          for (const key of fact.sources) expect(state.sources[key], key).toBeDefined();
        }
      }
    }
  });
});

describe("an open question against its answer time", () => {
  const asked = at("2026-12-01T09:00:00Z");
  it.each([
    { hours: 72, now: plus(asked, 67), answered: null, kind: "due", text: "due in 5 h" },
    { hours: 72, now: plus(asked, 75), answered: null, kind: "overdue", text: "overdue by 3 h" },
    { hours: 72, now: plus(asked, 71.5), answered: null, kind: "due", text: "due in 30 min" },
    { hours: 72, now: plus(asked, 0.01), answered: null, kind: "due", text: "due in 71 h" },
    { hours: 72, now: plus(asked, 72), answered: null, kind: "overdue", text: "overdue by 1 min" },
    {
      hours: 72,
      now: plus(asked, 100),
      answered: plus(asked, 70),
      kind: "answered",
      text: "Answered in time",
    },
    {
      hours: 72,
      now: plus(asked, 100),
      answered: plus(asked, 80),
      kind: "answered",
      text: "Answered late by 8 h",
    },
    {
      hours: null,
      now: plus(asked, 500),
      answered: null,
      kind: "no-time",
      text: "No answer time set by its states",
    },
    {
      hours: null,
      now: plus(asked, 500),
      answered: plus(asked, 400),
      kind: "answered",
      text: "Answered",
    },
  ])("$hours h, $text", ({ hours, now, answered, kind, text }) => {
    const due = describeAnswerDue(
      { askedAt: asked, answerHours: hours, answeredAt: answered },
      now,
    );
    expect(due).toMatchObject({ kind, text });
  });
});

const STAFF: StaffActor = {
  id: null,
  email: "questions-staff@example.com",
  roles: ["support"],
  ipAddress: null,
};

describe.each(DATABASE_KINDS)("questions on recorded courses on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  const db = () => database.db;
  const options = { baseUrl: "http://localhost:3000", staffEmail: "staff@example.com" };
  let teacherId: string;
  let otherCourse: string;
  let chapterTitle: string;
  let videoSecond: number;
  let facultyMember: { cookie: string; user: { id: string; email: string; name: string } };
  let plainAttorney: { cookie: string; user: { id: string; email: string; name: string } };
  let staffMember: { cookie: string; user: { id: string; email: string; name: string } };

  const sessionUser = (uid: string, name = "Zoë O'Connor") => ({
    id: uid,
    name,
    email: `${uid}@example.com`,
    emailVerified: true,
  });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, at("2026-11-23T15:00:00Z"));
    context = createTestContext(database);
    const [teacher] = await db()
      .select({ facultyId: courseFaculty.facultyId })
      .from(courseFaculty)
      .where(eq(courseFaculty.courseId, COURSE))
      .limit(1);
    if (!teacher) throw new Error("the course has no faculty");
    teacherId = teacher.facultyId;
    const taught = db()
      .select({ courseId: courseFaculty.courseId })
      .from(courseFaculty)
      .where(eq(courseFaculty.facultyId, teacherId));
    const [other] = await db()
      .select({ courseId: courseFaculty.courseId })
      .from(courseFaculty)
      .where(and(ne(courseFaculty.courseId, COURSE), notInArray(courseFaculty.courseId, taught)))
      .limit(1);
    if (!other) throw new Error("no course without this faculty member");
    otherCourse = other.courseId;
    const { getCourse } = await import("~/modules/catalogue/get-course.server");
    const course = await getCourse(db(), COURSE);
    chapterTitle = course?.media?.chapters[1]?.title ?? "";
    videoSecond = Math.min(75, (course?.media?.durationSeconds ?? 0) - 1);
    expect(chapterTitle).not.toBe("");
    facultyMember = await signUpMember(context, `faculty-${kind}`);
    plainAttorney = await signUpMember(context, `attorney-${kind}`);
    staffMember = await signUpMember(context, `staff-${kind}`);
    for (const member of [facultyMember, plainAttorney, staffMember]) {
      await db().update(user).set({ emailVerified: true }).where(eq(user.id, member.user.id));
    }
    await db().insert(staffRoleGrants).values({ userId: staffMember.user.id, role: "support" });
  });
  afterAll(() => database?.destroy());

  it("takes a question only from an attorney registered for the course, with a chapter of it", async () => {
    const mailer = outboxMailer(db());
    const stranger = await signUpMember(context, `stranger-${kind}`);
    const refused = await askQuestion(db(), mailer, options, stranger.user, COURSE, {
      question: "May I ask?",
      chapter: null,
      time: null,
    });
    expect(refused).toMatchObject({ ok: false, status: 403 });
    const uid = await attorney(db());
    const badChapter = await askQuestion(db(), mailer, options, sessionUser(uid), COURSE, {
      question: "Which chapter?",
      chapter: "No such chapter",
      time: null,
    });
    expect(badChapter).toMatchObject({ ok: false, status: 400, field: "chapter" });
    const tooLate = await askQuestion(db(), mailer, options, sessionUser(uid), COURSE, {
      question: "After the end?",
      chapter: null,
      time: 99 * 3600,
    });
    expect(tooLate).toMatchObject({ ok: false, status: 400, field: "time" });
    const rows = await db().select().from(courseQuestions).where(eq(courseQuestions.uid, uid));
    expect(rows).toEqual([]);
  });

  it("links a faculty login only to the account that confirmed its address", async () => {
    const actor = { ...STAFF, roles: ["course_manager" as const] };
    expect(
      await setFacultyLogin(db(), actor, teacherId, {
        version: 1,
        loginEmail: facultyMember.user.email.toUpperCase(),
      }),
    ).toEqual({ ok: true, loginEmail: facultyMember.user.email });
    // Stale: the profile moved on to version 2.
    expect(
      await setFacultyLogin(db(), actor, teacherId, { version: 1, loginEmail: "" }),
    ).toMatchObject({ ok: false, reason: "overtaken" });
    const [otherTeacher] = await db()
      .select({ facultyId: courseFaculty.facultyId })
      .from(courseFaculty)
      .where(and(eq(courseFaculty.courseId, otherCourse), ne(courseFaculty.facultyId, teacherId)))
      .limit(1);
    if (!otherTeacher) throw new Error("no other teacher");
    expect(
      await setFacultyLogin(db(), actor, otherTeacher.facultyId, {
        version: 1,
        loginEmail: facultyMember.user.email,
      }),
    ).toMatchObject({ ok: false, reason: "taken" });
    const [audit] = await db()
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, "faculty.login"), eq(staffAuditLog.recordId, teacherId)));
    expect(audit?.after).toEqual({ loginEmail: facultyMember.user.email });
    expect(
      await findFacultyLogin(db(), { ...facultyMember.user, emailVerified: false }),
    ).toBeNull();
    expect(
      await findFacultyLogin(db(), { ...facultyMember.user, emailVerified: true }),
    ).toMatchObject({ facultyId: teacherId, userId: facultyMember.user.id });
  });

  it("gives one address to one faculty member, even when two are given it at once", async () => {
    const actor = { ...STAFF, roles: ["course_manager" as const] };
    const members = await db()
      .select({ facultyId: courseFaculty.facultyId })
      .from(courseFaculty)
      .where(ne(courseFaculty.facultyId, teacherId));
    const [first, second] = [...new Set(members.map((row) => row.facultyId))];
    if (!first || !second) throw new Error("two other faculty members needed");
    const address = `shared-${kind}@example.com`;
    const results = await Promise.all(
      [first, second].map((facultyId) =>
        setFacultyLogin(db(), actor, facultyId, { version: 1, loginEmail: address }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toMatchObject([{ ok: false, reason: "taken" }]);
    for (const facultyId of [first, second]) {
      const [row] = await db()
        .select({ version: faculty.version, loginEmail: faculty.loginEmail })
        .from(faculty)
        .where(eq(faculty.id, facultyId));
      if (row?.loginEmail === address) {
        await setFacultyLogin(db(), actor, facultyId, { version: row.version, loginEmail: "" });
      }
    }
  });

  it("sends a question to the faculty and staff with Ohio's 72 hours; the faculty answer once, by mail", async () => {
    const mailer = outboxMailer(db());
    const uid = await attorney(db());
    const asked = at("2026-12-01T09:00:00Z");
    expect(
      await askQuestion(db(), mailer, { ...options, now: asked }, sessionUser(uid), COURSE, {
        question: "Does the rule apply to drafts?",
        chapter: chapterTitle,
        time: videoSecond,
      }),
    ).toMatchObject({ ok: true });
    const [question] = await db()
      .select()
      .from(courseQuestions)
      .where(eq(courseQuestions.uid, uid));
    expect(question).toMatchObject({
      courseId: COURSE,
      chapterTitle,
      videoSeconds: videoSecond,
      answerHours: 72,
      answerStateSlug: "ohio",
      answeredAt: null,
    });
    if (!question) throw new Error("no question");
    const toFaculty = await outboxMessages(db(), facultyMember.user.email, "question-asked");
    // The text as read (the plain-text part wraps long lines).
    const text = (toFaculty.at(-1)?.text ?? "").replace(/\s+/g, " ");
    expect(text).toContain("Does the rule apply to drafts?");
    expect(text).toContain(`Chapter: ${chapterTitle}, at 1:15 in the video`);
    expect(text).toContain("(72 hours: Ohio's rule)");
    // The faculty never get the asker's address.
    expect(text).not.toContain(`${uid}@example.com`);
    expect((await outboxMessages(db(), "staff@example.com", "question-asked")).length).toBe(1);

    const login = await findFacultyLogin(db(), { ...facultyMember.user, emailVerified: true });
    if (!login) throw new Error("not linked");
    const answer = { questionId: question.id, answer: "Yes, drafts too." };
    const [first, second] = await Promise.all([
      answerQuestion(db(), mailer, options, { kind: "faculty", login }, answer),
      answerQuestion(db(), mailer, options, { kind: "staff", actor: STAFF, name: "Sam" }, answer),
    ]);
    // Exactly one answer wins; the other is told who answered first.
    expect([first.ok, second.ok].filter(Boolean)).toHaveLength(1);
    const loser = first.ok ? second : first;
    expect(loser).toMatchObject({ ok: false, status: 409 });
    const mails = await outboxMessages(db(), `${uid}@example.com`, "question-answered");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text.replace(/\s+/g, " ")).toContain("Yes, drafts too.");
    expect(mails[0]?.uid).toBe(uid);
  });

  it("lets a faculty member answer their own courses' questions only", async () => {
    const mailer = outboxMailer(db());
    const uid = await attorney(db(), otherCourse);
    await askQuestion(db(), mailer, options, sessionUser(uid), otherCourse, {
      question: "Not for you",
      chapter: null,
      time: null,
    });
    const [question] = await db()
      .select()
      .from(courseQuestions)
      .where(eq(courseQuestions.uid, uid));
    if (!question) throw new Error("no question");
    const login = await findFacultyLogin(db(), { ...facultyMember.user, emailVerified: true });
    if (!login) throw new Error("not linked");
    expect(
      await answerQuestion(
        db(),
        mailer,
        options,
        { kind: "faculty", login },
        {
          questionId: question.id,
          answer: "Sneaky",
        },
      ),
    ).toMatchObject({ ok: false, status: 404 });
    // Through the desk's action, the same.
    const posted = await postTo(
      facultyDesk.action,
      context,
      "/faculty-desk",
      {},
      { intent: "answer", questionId: question.id, answer: "Sneaky" },
      facultyMember.cookie,
    );
    expect(posted.status).toBe(404);
    // The desk lists only the member's courses' questions, without who asked.
    const desk = await getFrom(
      facultyDesk.loader,
      context,
      "/faculty-desk",
      {},
      facultyMember.cookie,
    );
    expect(desk.status).toBe(200);
    const listed = (desk.data as { questions: { id: string; courseTitle: string; asker: null }[] })
      .questions;
    expect(listed.map((row) => row.id)).not.toContain(question.id);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((row) => row.asker === null)).toBe(true);
    // Staff answer it, audited.
    expect(
      await answerQuestion(
        db(),
        mailer,
        options,
        { kind: "staff", actor: STAFF, name: "Sam" },
        {
          questionId: question.id,
          answer: "Staff answer",
        },
      ),
    ).toMatchObject({ ok: true });
    const [audit] = await db()
      .select()
      .from(staffAuditLog)
      .where(
        and(eq(staffAuditLog.action, "question.answer"), eq(staffAuditLog.recordId, question.id)),
      );
    expect(audit?.actorEmail).toBe(STAFF.email);
  });

  it("refuses the faculty desk to anyone but a linked faculty member, and the console to the faculty", async () => {
    const anonymous = await getFrom(facultyDesk.loader, context, "/faculty-desk", {});
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/login\?/);
    for (const cookie of [plainAttorney.cookie, staffMember.cookie]) {
      const refused = await getFrom(facultyDesk.loader, context, "/faculty-desk", {}, cookie);
      expect(refused.status).toBe(403);
      expect(Object.keys(refused.data as object)).toEqual(["message"]);
      const post = await postTo(
        facultyDesk.action,
        context,
        "/faculty-desk",
        {},
        { intent: "answer", questionId: crypto.randomUUID(), answer: "x" },
        cookie,
      );
      expect(post.status).toBe(403);
    }
    // The faculty role opens the desk and nothing of the console.
    const console = [
      () => getFrom(staffQuestions.loader, context, "/staff/questions", {}, facultyMember.cookie),
      () => getFrom(staffOverview.loader, context, "/staff", {}, facultyMember.cookie),
      () =>
        getFrom(
          staffFacultyMember.loader,
          context,
          `/staff/faculty/${teacherId}`,
          { facultyId: teacherId },
          facultyMember.cookie,
        ),
      () =>
        postTo(
          staffQuestions.action,
          context,
          "/staff/questions",
          {},
          { intent: "answer", questionId: crypto.randomUUID(), answer: "x" },
          facultyMember.cookie,
        ),
    ];
    for (const call of console) expect((await call()).status).toBe(403);
    // A bad answer: a message, nothing written.
    const empty = await postTo(
      facultyDesk.action,
      context,
      "/faculty-desk",
      {},
      { intent: "answer", questionId: "not-an-id", answer: "" },
      facultyMember.cookie,
    );
    expect(empty.status).toBe(400);
    // The log as CSV: staff only, every question with who and when.
    expect(
      (
        await getFrom(
          staffQuestionsExport.loader,
          context,
          "/staff/questions/export.csv",
          {},
          facultyMember.cookie,
        )
      ).status,
    ).toBe(403);
    const exported = await getFrom(
      staffQuestionsExport.loader,
      context,
      "/staff/questions/export.csv",
      {},
      staffMember.cookie,
    );
    const csv = await (exported.response as Response).text();
    const [header, ...lines] = csv.trim().split("\r\n");
    expect(header).toBe(
      "asked at (UTC),course id,course,chapter,time in video,asked by,asker's e-mail,question,answer time (hours),answer time set by,due at (UTC),answered at (UTC),answered by,answered as,answer",
    );
    const drafts = lines.find((line) => line.includes("Does the rule apply to drafts?")) ?? "";
    expect(drafts).toContain(",72,Ohio,2026-12-04T09:00:00.000Z,");
    // (An answer with a comma is quoted.)
    expect(drafts).toMatch(/,(faculty|staff),"Yes, drafts too\."$/);
    // Staff with the permission see the list.
    const list = await getFrom(
      staffQuestions.loader,
      context,
      "/staff/questions?show=all",
      {},
      staffMember.cookie,
    );
    expect(list.status).toBe(200);
  });

  it("counts open and overdue questions, and purges the log a year after its last event", async () => {
    const mailer = outboxMailer(db());
    const uid = await attorney(db());
    const asked = at("2025-06-01T09:00:00Z");
    await askQuestion(db(), mailer, { ...options, now: asked }, sessionUser(uid), COURSE, {
      question: "An old question",
      chapter: null,
      time: null,
    });
    const [question] = await db()
      .select()
      .from(courseQuestions)
      .where(eq(courseQuestions.uid, uid));
    if (!question) throw new Error("no question");
    const counted = await countOpenQuestions(db(), plus(asked, 80));
    expect(counted.overdue).toBeGreaterThanOrEqual(1);
    const answeredAt = plus(asked, 24 * 30);
    await answerQuestion(
      db(),
      mailer,
      { ...options, now: answeredAt },
      { kind: "staff", actor: STAFF, name: "Sam" },
      { questionId: question.id, answer: "Late, sorry" },
    );
    const stillThere = async () =>
      (await db().select().from(courseQuestions).where(eq(courseQuestions.id, question.id))).length;
    // A year from the answer: kept on the last day, gone the day after.
    await purgeExpiredRecords(db(), plus(answeredAt, 365 * 24 - 1));
    expect(await stillThere()).toBe(1);
    const run = await purgeExpiredRecords(db(), plus(answeredAt, 366 * 24));
    expect(await stillThere()).toBe(0);
    expect(run.questions).toBeGreaterThanOrEqual(1);
    const [purge] = await db()
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "records.retention-purge"));
    expect(purge?.after).toMatchObject({ questions: run.questions });
  });
});

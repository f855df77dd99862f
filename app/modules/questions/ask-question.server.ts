import { randomUUID } from "node:crypto";
import { and, eq, isNotNull } from "drizzle-orm";
import { answerTimeFor } from "~/content/state-rules/question-rules";
import type { Database } from "~/db/client.server";
import { courseFaculty, faculty } from "~/db/schema/catalogue";
import { courseQuestions } from "~/db/schema/questions";
import { formatSessionDateTime } from "~/lib/format";
import type { SessionUser } from "~/modules/auth/session-user";
import { getCourse } from "~/modules/catalogue/get-course.server";
import type { Mailer } from "~/modules/email/mailer.server";
import { QuestionAsked } from "~/modules/email/templates/question-asked";
import { hasCourseAccess } from "~/modules/learning/course-access.server";
import { answerDueAt } from "./answer-due";
import { describeWhere } from "./present-question";
import { type AskQuestionInput, formatVideoTime, QUESTION_MESSAGES } from "./question-forms";

export type AskResult =
  | { ok: true; message: string }
  | { ok: false; status: 403 | 404; message: string }
  | { ok: false; status: 400; field: "chapter" | "time"; message: string };

export const QUESTION_SENT_MESSAGE =
  "Your question is sent to the course's faculty. The answer will come by e-mail and on the course page.";

/**
 * An attorney registered for a course asks its faculty a question from the
 * player. The question is kept with the shortest answer time any of the
 * course's states names that day (fixed now, so a later rule change does not
 * move it), and the course's faculty with a login and the staff are told
 * through the outbox, in the same transaction.
 */
export async function askQuestion(
  db: Database,
  mailer: Mailer,
  options: { baseUrl: string; staffEmail: string; now?: Date },
  user: SessionUser,
  courseId: string,
  input: AskQuestionInput,
): Promise<AskResult> {
  const now = options.now ?? new Date();
  const course = await getCourse(db, courseId);
  if (!course) return { ok: false, status: 404, message: "This course was not found." };
  if (!(await hasCourseAccess(db, user.id, course.id))) {
    return {
      ok: false,
      status: 403,
      message: "Register for the course to ask its faculty a question.",
    };
  }
  const chapters = course.media?.chapters ?? [];
  if (input.chapter !== null && !chapters.some((chapter) => chapter.title === input.chapter)) {
    return { ok: false, status: 400, field: "chapter", message: QUESTION_MESSAGES.chapter };
  }
  const durationSeconds = course.media?.durationSeconds ?? null;
  if (input.time !== null && durationSeconds !== null && input.time > durationSeconds) {
    return {
      ok: false,
      status: 400,
      field: "time",
      message: `The video is ${formatVideoTime(durationSeconds)} long: give a time within it (or leave it blank).`,
    };
  }
  const answerTime = answerTimeFor(
    course.approvals.map((approval) => approval.stateSlug),
    now,
  );
  const dueAt = answerDueAt(now, answerTime?.hours ?? null);
  const where = describeWhere(input.chapter, input.time);
  await db.transaction(async (tx) => {
    await tx.insert(courseQuestions).values({
      id: randomUUID(),
      courseId: course.id,
      uid: user.id,
      askerName: user.name,
      askerEmail: user.email,
      chapterTitle: input.chapter,
      videoSeconds: input.time,
      question: input.question,
      askedAt: now,
      answerHours: answerTime?.hours ?? null,
      answerStateSlug: answerTime?.stateSlug ?? null,
    });
    const teachers = await tx
      .select({ loginEmail: faculty.loginEmail })
      .from(courseFaculty)
      .innerJoin(faculty, eq(faculty.id, courseFaculty.facultyId))
      .where(and(eq(courseFaculty.courseId, course.id), isNotNull(faculty.loginEmail)));
    const due = dueAt
      ? `${formatSessionDateTime(dueAt)} (${answerTime?.hours} hours: ${answerTime?.stateName}'s rule)`
      : null;
    const recipients = [
      ...teachers.flatMap((row) =>
        row.loginEmail ? [{ to: row.loginEmail, path: "/faculty-desk" }] : [],
      ),
      { to: options.staffEmail, path: "/staff/questions" },
    ];
    for (const recipient of recipients) {
      await mailer.sendEmail(
        {
          to: recipient.to,
          aboutAddress: user.email,
          subject: `A question on ${course.title}`,
          template: "question-asked",
          body: QuestionAsked({
            courseTitle: course.title,
            where,
            question: input.question,
            due,
            answerUrl: `${options.baseUrl}${recipient.path}`,
          }),
        },
        tx,
      );
    }
  });
  mailer.wake();
  return {
    ok: true,
    message: answerTime
      ? `${QUESTION_SENT_MESSAGE} ${answerTime.stateName}'s rules ask for an answer within ${answerTime.hours} hours.`
      : QUESTION_SENT_MESSAGE,
  };
}

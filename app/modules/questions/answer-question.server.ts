import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { courseFaculty, courses } from "~/db/schema/catalogue";
import { courseQuestions } from "~/db/schema/questions";
import { formatSessionDateTime } from "~/lib/format";
import type { Mailer } from "~/modules/email/mailer.server";
import { QuestionAnswered } from "~/modules/email/templates/question-answered";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import type { FacultyLogin } from "./find-faculty-login.server";

/** Who answers: a faculty member of the question's course, or staff (audited). */
export type Answerer =
  | { kind: "faculty"; login: FacultyLogin }
  | { kind: "staff"; actor: StaffActor; name: string };

export type AnswerResult =
  | { ok: true; message: string }
  | { ok: false; status: 404 | 409; message: string };

export const ANSWER_SENT_MESSAGE =
  "The answer is sent: the attorney gets it by e-mail and sees it on the course page.";

const NOT_FOUND: AnswerResult = {
  ok: false,
  status: 404,
  message: "This question was not found among the ones you can answer.",
};

/**
 * Answers a question once: the row is locked, so of two answers sent at the
 * same time the second is refused with who answered first. A faculty member
 * may answer only their own courses' questions (any other is "not found",
 * never shown). The attorney is mailed through the outbox in the same
 * transaction; a staff answer is audited.
 */
export async function answerQuestion(
  db: Database,
  mailer: Mailer,
  options: { baseUrl: string; now?: Date },
  answerer: Answerer,
  input: { questionId: string; answer: string },
): Promise<AnswerResult> {
  const now = options.now ?? new Date();
  const result = await db.transaction(async (tx): Promise<AnswerResult> => {
    const [question] = await tx
      .select()
      .from(courseQuestions)
      .where(eq(courseQuestions.id, input.questionId))
      .for("update");
    if (!question) return NOT_FOUND;
    if (answerer.kind === "faculty") {
      const [teaches] = await tx
        .select({ courseId: courseFaculty.courseId })
        .from(courseFaculty)
        .where(
          and(
            eq(courseFaculty.courseId, question.courseId),
            eq(courseFaculty.facultyId, answerer.login.facultyId),
          ),
        );
      if (!teaches) return NOT_FOUND;
    }
    if (question.answeredAt) {
      return {
        ok: false,
        status: 409,
        message: `This question was answered already, by ${question.answeredByName ?? "someone else"} on ${formatSessionDateTime(question.answeredAt)}. Its answer is shown below.`,
      };
    }
    const answeredByName =
      answerer.kind === "faculty" ? answerer.login.name : `${answerer.name} (staff)`;
    await tx
      .update(courseQuestions)
      .set({
        answer: input.answer,
        answeredAt: now,
        answeredById: answerer.kind === "faculty" ? answerer.login.userId : answerer.actor.id,
        answeredByName,
        answeredAs: answerer.kind,
      })
      .where(eq(courseQuestions.id, question.id));
    if (answerer.kind === "staff") {
      await recordStaffAction(tx, answerer.actor, {
        action: "question.answer",
        recordType: "course_question",
        recordId: question.id,
        after: { courseId: question.courseId, answer: input.answer },
      });
    }
    if (question.uid) {
      const [asker] = await tx
        .select({ name: user.name, email: user.email })
        .from(user)
        .where(eq(user.id, question.uid));
      const [course] = await tx
        .select({ title: courses.title, slug: courses.slug })
        .from(courses)
        .where(eq(courses.id, question.courseId));
      if (asker && course) {
        await mailer.sendEmail(
          {
            to: asker.email,
            uid: question.uid,
            subject: `Your question on ${course.title} is answered`,
            template: "question-answered",
            body: QuestionAnswered({
              name: asker.name,
              courseTitle: course.title,
              question: question.question,
              answer: input.answer,
              answeredBy: answeredByName,
              courseUrl: `${options.baseUrl}/courses/${course.slug}#your-questions`,
            }),
          },
          tx,
        );
      }
    }
    return { ok: true, message: ANSWER_SENT_MESSAGE };
  });
  if (result.ok) mailer.wake();
  return result;
}

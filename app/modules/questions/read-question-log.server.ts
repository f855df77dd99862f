import { and, asc, eq, gt, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { courseQuestions } from "~/db/schema/questions";

const logColumns = {
  id: courseQuestions.id,
  courseId: courseQuestions.courseId,
  courseTitle: courses.title,
  chapterTitle: courseQuestions.chapterTitle,
  videoSeconds: courseQuestions.videoSeconds,
  askerName: courseQuestions.askerName,
  askerEmail: courseQuestions.askerEmail,
  question: courseQuestions.question,
  askedAt: courseQuestions.askedAt,
  answerHours: courseQuestions.answerHours,
  answerStateSlug: courseQuestions.answerStateSlug,
  answer: courseQuestions.answer,
  answeredAt: courseQuestions.answeredAt,
  answeredByName: courseQuestions.answeredByName,
  answeredAs: courseQuestions.answeredAs,
};

export type QuestionLogRow = {
  [Key in keyof typeof logColumns]: (typeof logColumns)[Key]["_"]["notNull"] extends true
    ? (typeof logColumns)[Key]["_"]["data"]
    : (typeof logColumns)[Key]["_"]["data"] | null;
};

/**
 * The whole log of questions and answers, oldest first, read a batch at a
 * time (keyset on asking time and id), so an export of any size streams.
 */
export async function* readQuestionLog(
  db: Database,
  batchSize = 500,
): AsyncGenerator<QuestionLogRow> {
  let after: { askedAt: Date; id: string } | null = null;
  while (true) {
    const rows: QuestionLogRow[] = await db
      .select(logColumns)
      .from(courseQuestions)
      .innerJoin(courses, eq(courses.id, courseQuestions.courseId))
      .where(
        after
          ? or(
              gt(courseQuestions.askedAt, after.askedAt),
              and(eq(courseQuestions.askedAt, after.askedAt), gt(courseQuestions.id, after.id)),
            )
          : undefined,
      )
      .orderBy(asc(courseQuestions.askedAt), asc(courseQuestions.id))
      .limit(batchSize);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { askedAt: last.askedAt, id: last.id };
  }
}

import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseFaculty, courses } from "~/db/schema/catalogue";
import { courseQuestions } from "~/db/schema/questions";
import { containsPattern } from "~/lib/like-pattern";
import { LIST_PAGE_SIZE, pageOffset } from "~/lib/list-pages";
import type { QuestionFilter } from "./question-filters";

// Reading the log of questions: a faculty member's courses' questions, the
// console's list, an attorney's own on a course page, and the overview's counts.

const listed = {
  id: courseQuestions.id,
  courseId: courseQuestions.courseId,
  courseTitle: courses.title,
  chapterTitle: courseQuestions.chapterTitle,
  videoSeconds: courseQuestions.videoSeconds,
  question: courseQuestions.question,
  askedAt: courseQuestions.askedAt,
  answerHours: courseQuestions.answerHours,
  answerStateSlug: courseQuestions.answerStateSlug,
  answer: courseQuestions.answer,
  answeredAt: courseQuestions.answeredAt,
  answeredByName: courseQuestions.answeredByName,
};

function filterCondition(filter: QuestionFilter): SQL | undefined {
  if (filter === "open") return isNull(courseQuestions.answeredAt);
  if (filter === "answered") return isNotNull(courseQuestions.answeredAt);
  return undefined;
}

/** Open questions first, the oldest (most pressing) first; then answered ones, newest first. */
const pressingFirst = [
  sql`(${courseQuestions.answeredAt} IS NOT NULL)`,
  sql`CASE WHEN ${courseQuestions.answeredAt} IS NULL THEN ${courseQuestions.askedAt} END ASC`,
  desc(courseQuestions.answeredAt),
  asc(courseQuestions.id),
];

/**
 * The questions on the courses a faculty member teaches, and nothing else;
 * without the asker's name or address (the faculty answer the question, not
 * the person).
 */
export async function listFacultyQuestions(
  db: Database,
  facultyId: string,
  filter: QuestionFilter = "all",
) {
  const taught = db
    .select({ courseId: courseFaculty.courseId })
    .from(courseFaculty)
    .where(eq(courseFaculty.facultyId, facultyId));
  return db
    .select(listed)
    .from(courseQuestions)
    .innerJoin(courses, eq(courses.id, courseQuestions.courseId))
    .where(and(inArray(courseQuestions.courseId, taught), filterCondition(filter)))
    .orderBy(...pressingFirst)
    .limit(500);
}

/**
 * The console's list: every course's questions with who asked, those whose
 * question, answer, course or asker contain `q`, one page at a time.
 */
export async function listStaffQuestions(
  db: Database,
  options: { filter: QuestionFilter; q?: string | undefined; page: number },
) {
  const pattern = options.q ? containsPattern(options.q) : null;
  const where = and(
    filterCondition(options.filter),
    pattern
      ? or(
          ilike(courseQuestions.question, pattern),
          ilike(courseQuestions.answer, pattern),
          ilike(courses.title, pattern),
          ilike(courseQuestions.askerName, pattern),
          ilike(courseQuestions.askerEmail, pattern),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...listed,
        askerName: courseQuestions.askerName,
        askerEmail: courseQuestions.askerEmail,
      })
      .from(courseQuestions)
      .innerJoin(courses, eq(courses.id, courseQuestions.courseId))
      .where(where)
      .orderBy(...pressingFirst)
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(options.page)),
    db
      .select({ total: count() })
      .from(courseQuestions)
      .innerJoin(courses, eq(courses.id, courseQuestions.courseId))
      .where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** An attorney's own questions on one course, newest first, with their answers. */
export async function listOwnQuestions(db: Database, uid: string, courseId: string) {
  return db
    .select({
      id: courseQuestions.id,
      chapterTitle: courseQuestions.chapterTitle,
      videoSeconds: courseQuestions.videoSeconds,
      question: courseQuestions.question,
      askedAt: courseQuestions.askedAt,
      answer: courseQuestions.answer,
      answeredAt: courseQuestions.answeredAt,
      answeredByName: courseQuestions.answeredByName,
    })
    .from(courseQuestions)
    .where(and(eq(courseQuestions.uid, uid), eq(courseQuestions.courseId, courseId)))
    .orderBy(desc(courseQuestions.askedAt), asc(courseQuestions.id));
}

/** The overview's line: open questions, and how many of them are past their answer time. */
export async function countOpenQuestions(db: Database, now = new Date()) {
  const [row] = await db
    .select({
      open: count(),
      overdue: sql<number>`count(*) filter (where ${courseQuestions.answerHours} is not null and ${courseQuestions.askedAt} + make_interval(hours => ${courseQuestions.answerHours}) <= ${now.toISOString()}::timestamptz)`,
    })
    .from(courseQuestions)
    .where(isNull(courseQuestions.answeredAt));
  return { open: Number(row?.open ?? 0), overdue: Number(row?.overdue ?? 0) };
}

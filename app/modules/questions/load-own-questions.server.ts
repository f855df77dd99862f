import type { Database } from "~/db/client.server";
import { formatSessionDateTime } from "~/lib/format";
import { listOwnQuestions } from "./list-questions.server";
import { describeWhere } from "./present-question";

/** An attorney's questions on a course with the answers, as the course page shows them. */
export async function loadOwnQuestions(db: Database, uid: string, courseId: string) {
  const rows = await listOwnQuestions(db, uid, courseId);
  return rows.map((row) => ({
    id: row.id,
    where: describeWhere(row.chapterTitle, row.videoSeconds),
    question: row.question,
    askedText: `Asked ${formatSessionDateTime(row.askedAt)}`,
    answer:
      row.answer !== null && row.answeredAt !== null
        ? {
            text: row.answer,
            by: row.answeredByName ?? "The provider",
            atText: formatSessionDateTime(row.answeredAt),
          }
        : null,
  }));
}

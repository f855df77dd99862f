import { questionRules } from "~/content/state-rules/question-rules";
import { formatSessionDateTime } from "~/lib/format";
import { type AnswerDue, describeAge, describeAnswerDue } from "./answer-due";
import { formatVideoTime } from "./question-forms";

/** One question as the faculty desk and the console list it, its times already in words. */
export type ListedQuestion = {
  id: string;
  courseTitle: string;
  where: string | null;
  question: string;
  askedText: string;
  /** Against the answer time: "due in 5 h", "overdue by 3 h", "Answered in time" ... */
  due: { kind: AnswerDue["kind"]; text: string; rule: string | null };
  /** Who asked (the console only; the faculty desk never shows it). */
  asker: string | null;
  answer: { text: string; by: string; atText: string } | null;
};

/** Where in the course a question is about, in words: "Chapter: Title, at 12:30 in the video". */
export function describeWhere(chapterTitle: string | null, videoSeconds: number | null) {
  const parts = [
    chapterTitle ? `Chapter: ${chapterTitle}` : null,
    videoSeconds !== null ? `at ${formatVideoTime(videoSeconds)} in the video` : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(", ") : null;
}

type QuestionRow = {
  id: string;
  courseTitle: string;
  chapterTitle: string | null;
  videoSeconds: number | null;
  question: string;
  askedAt: Date;
  answerHours: number | null;
  answerStateSlug: string | null;
  answer: string | null;
  answeredAt: Date | null;
  answeredByName: string | null;
  askerName?: string;
  askerEmail?: string;
};

/** A question row as a list shows it at `now`; the asker only where `withAsker`. */
export function presentQuestion(
  row: QuestionRow,
  now: Date,
  options: { withAsker: boolean },
): ListedQuestion {
  const due = describeAnswerDue(row, now);
  return {
    id: row.id,
    courseTitle: row.courseTitle,
    where: describeWhere(row.chapterTitle, row.videoSeconds),
    question: row.question,
    askedText: `Asked ${formatSessionDateTime(row.askedAt)} (${describeAge(row.askedAt, now)})`,
    due: {
      kind: due.kind,
      text: due.text,
      rule:
        row.answerHours !== null && row.answerStateSlug !== null
          ? `Answer time ${row.answerHours} hours (${questionRules(row.answerStateSlug).name})`
          : null,
    },
    asker: options.withAsker && row.askerName ? `${row.askerName} <${row.askerEmail ?? ""}>` : null,
    answer:
      row.answer !== null && row.answeredAt !== null
        ? {
            text: row.answer,
            by: row.answeredByName ?? "the provider",
            atText: formatSessionDateTime(row.answeredAt),
          }
        : null,
  };
}

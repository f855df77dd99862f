import { questionRules } from "~/content/state-rules/question-rules";
import { exportBatchSize, readInSnapshot } from "~/db/read-in-snapshot.server";
import { csvDownload } from "~/lib/csv-download.server";
import type { CsvColumn } from "~/lib/csv-stream.server";
import { answerDueAt } from "~/modules/questions/answer-due";
import { formatVideoTime } from "~/modules/questions/question-forms";
import { type QuestionLogRow, readQuestionLog } from "~/modules/questions/read-question-log.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/questions-export";

const iso = (date: Date | null) => (date ? date.toISOString() : "");

const COLUMNS: CsvColumn<QuestionLogRow>[] = [
  { header: "asked at (UTC)", value: (row) => iso(row.askedAt) },
  { header: "course id", value: (row) => row.courseId },
  { header: "course", value: (row) => row.courseTitle },
  { header: "chapter", value: (row) => row.chapterTitle ?? "" },
  {
    header: "time in video",
    value: (row) => (row.videoSeconds === null ? "" : formatVideoTime(row.videoSeconds)),
  },
  { header: "asked by", value: (row) => row.askerName },
  { header: "asker's e-mail", value: (row) => row.askerEmail },
  { header: "question", value: (row) => row.question },
  { header: "answer time (hours)", value: (row) => row.answerHours ?? "" },
  {
    header: "answer time set by",
    value: (row) => (row.answerStateSlug ? questionRules(row.answerStateSlug).name : ""),
  },
  { header: "due at (UTC)", value: (row) => iso(answerDueAt(row.askedAt, row.answerHours)) },
  { header: "answered at (UTC)", value: (row) => iso(row.answeredAt) },
  { header: "answered by", value: (row) => row.answeredByName ?? "" },
  { header: "answered as", value: (row) => row.answeredAs ?? "" },
  { header: "answer", value: (row) => row.answer ?? "" },
];

/** The log of questions and answers (who, what, when), oldest first, as CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "questions.answer");
  const { database } = context.services;
  const rows = readInSnapshot(database, (tx) =>
    readQuestionLog(tx, exportBatchSize(database.kind)),
  );
  const day = new Date().toISOString().slice(0, 10);
  return csvDownload(COLUMNS, rows, { filename: `questions-log-${day}.csv` });
}

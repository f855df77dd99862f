import { z } from "zod";
import { listPageField, listSearchField, present } from "~/lib/form-fields";
import { QUESTION_FILTERS } from "./question-filters";

// The forms of questions on recorded courses: the attorney's question from
// the player, and an answer (faculty desk and console).

export const QUESTION_MAX_LENGTH = 2000;
export const ANSWER_MAX_LENGTH = 4000;

export const QUESTION_MESSAGES = {
  questionMissing: "Write your question.",
  questionLong: `Keep the question under ${QUESTION_MAX_LENGTH.toLocaleString("en-US")} characters.`,
  time: "Give the time in the video as minutes and seconds, such as 12:30 (or leave it blank).",
  chapter: "Choose a chapter of this course, or the whole course.",
  answerMissing: "Write the answer.",
  answerLong: `Keep the answer under ${ANSWER_MAX_LENGTH.toLocaleString("en-US")} characters.`,
} as const;

/** "12:30" or "1:02:03" as seconds; blank is null; anything else undefined (refused). */
export function readVideoTime(text: string): number | null | undefined {
  const value = text.trim();
  if (value === "") return null;
  const match = /^(?:(\d{1,2}):)?(\d{1,3}):([0-5]\d)$/.exec(value);
  if (!match) return undefined;
  return Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** Seconds as the player shows them: 12:30, or 1:02:03 past an hour. */
export function formatVideoTime(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/** The player's "Ask the faculty" form. `chapter` is a chapter's title, blank for the whole course. */
export const askQuestionSchema = z.object({
  question: present(
    z
      .string()
      .trim()
      .min(1, QUESTION_MESSAGES.questionMissing)
      .max(QUESTION_MAX_LENGTH, QUESTION_MESSAGES.questionLong),
  ),
  chapter: z
    .string()
    .trim()
    .max(300, QUESTION_MESSAGES.chapter)
    .optional()
    .transform((value) => (value ? value : null)),
  time: z
    .string()
    .max(20, QUESTION_MESSAGES.time)
    .optional()
    .transform((value, context) => {
      const seconds = readVideoTime(value ?? "");
      if (seconds === undefined) {
        context.addIssue({ code: "custom", message: QUESTION_MESSAGES.time });
        return z.NEVER;
      }
      return seconds;
    }),
});

export type AskQuestionInput = z.infer<typeof askQuestionSchema>;

/** An answer to one question. */
export const answerQuestionSchema = z.object({
  questionId: z.string().uuid({ message: "We could not tell which question this answers." }),
  answer: present(
    z
      .string()
      .trim()
      .min(1, QUESTION_MESSAGES.answerMissing)
      .max(ANSWER_MAX_LENGTH, QUESTION_MESSAGES.answerLong),
  ),
});

/** The console's question list: which ones, a search, the page (query string); unreadable is open. */
export const staffQuestionFiltersSchema = z.object({
  show: z.enum(QUESTION_FILTERS).catch("open"),
  q: listSearchField,
  page: listPageField,
});

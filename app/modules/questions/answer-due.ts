// How an open question stands against the answer time its course's states
// set (Ohio: 72 hours): due in so long, or overdue by so long. Pure: the
// console and the faculty desk show it, the tests check it from a table.

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

export type AnswerDue =
  /** No state of the course names an answer time (Illinois asks a "reasonable time"). */
  | { kind: "no-time"; text: string }
  | { kind: "due"; dueAt: Date; text: string }
  | { kind: "overdue"; dueAt: Date; text: string }
  | { kind: "answered"; onTime: boolean | null; text: string };

/** A span as the console says it: whole hours, or minutes under an hour (never "0 h"). */
export function formatSpan(ms: number): string {
  if (ms < HOUR_MS) return `${Math.max(1, Math.floor(ms / MINUTE_MS))} min`;
  return `${Math.floor(ms / HOUR_MS)} h`;
}

/** When an answer is due: the asking time plus the answer time; null without one. */
export function answerDueAt(askedAt: Date, answerHours: number | null): Date | null {
  return answerHours === null ? null : new Date(askedAt.getTime() + answerHours * HOUR_MS);
}

/**
 * Where a question stands at `now`. Due "in 5 h" while time is left (a
 * started hour is not counted), "overdue by 3 h" once the time is past; an
 * answered one says whether it came in time.
 */
export function describeAnswerDue(
  question: { askedAt: Date; answerHours: number | null; answeredAt: Date | null },
  now: Date,
): AnswerDue {
  const dueAt = answerDueAt(question.askedAt, question.answerHours);
  if (question.answeredAt) {
    if (!dueAt) return { kind: "answered", onTime: null, text: "Answered" };
    const onTime = question.answeredAt.getTime() <= dueAt.getTime();
    return {
      kind: "answered",
      onTime,
      text: onTime
        ? "Answered in time"
        : `Answered late by ${formatSpan(question.answeredAt.getTime() - dueAt.getTime())}`,
    };
  }
  if (!dueAt) return { kind: "no-time", text: "No answer time set by its states" };
  const left = dueAt.getTime() - now.getTime();
  if (left > 0) return { kind: "due", dueAt, text: `due in ${formatSpan(left)}` };
  return { kind: "overdue", dueAt, text: `overdue by ${formatSpan(-left)}` };
}

/** How long ago a question was asked: "asked 5 h ago". */
export function describeAge(askedAt: Date, now: Date): string {
  const age = now.getTime() - askedAt.getTime();
  return age < MINUTE_MS ? "asked just now" : `asked ${formatSpan(age)} ago`;
}

import { EmailAction, EmailLayout } from "./email-layout";

/** A new question on a recorded course, to its faculty and to the staff (no asker's address). */
export function QuestionAsked({
  courseTitle,
  where,
  question,
  due,
  answerUrl,
}: {
  courseTitle: string;
  /** The chapter and time the question is about, or null for the whole course. */
  where: string | null;
  question: string;
  /** When the answer is due, in words, or null when no state sets a time. */
  due: string | null;
  answerUrl: string;
}) {
  return (
    <EmailLayout
      preview={`A question on ${courseTitle}`}
      reason="you teach this course or answer its questions for the provider"
    >
      <h1 style={{ fontSize: 20, margin: "0 0 16px" }}>A question on {courseTitle}</h1>
      {where ? <p style={{ margin: "0 0 12px" }}>About: {where}</p> : null}
      <p style={{ margin: "0 0 12px", whiteSpace: "pre-wrap" }}>{question}</p>
      {due ? <p style={{ margin: "0 0 12px" }}>Please answer by {due}.</p> : null}
      <EmailAction href={answerUrl} label="Answer the question" />
    </EmailLayout>
  );
}

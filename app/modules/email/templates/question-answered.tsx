import { EmailAction, EmailLayout } from "./email-layout";

/** The answer to an attorney's question on a recorded course. */
export function QuestionAnswered({
  name,
  courseTitle,
  question,
  answer,
  answeredBy,
  courseUrl,
}: {
  name: string;
  courseTitle: string;
  question: string;
  answer: string;
  answeredBy: string;
  courseUrl: string;
}) {
  return (
    <EmailLayout preview={`Your question on ${courseTitle} is answered`}>
      <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>Your question is answered</h1>
      <p>
        Hello {name}, your question on <strong>{courseTitle}</strong> has an answer.
      </p>
      <p style={{ margin: "0 0 4px" }}>
        <strong>You asked:</strong>
      </p>
      <p style={{ margin: "0 0 12px", whiteSpace: "pre-wrap" }}>{question}</p>
      <p style={{ margin: "0 0 4px" }}>
        <strong>{answeredBy} answered:</strong>
      </p>
      <p style={{ margin: "0 0 12px", whiteSpace: "pre-wrap" }}>{answer}</p>
      <EmailAction href={courseUrl} label="See it on the course page" />
    </EmailLayout>
  );
}

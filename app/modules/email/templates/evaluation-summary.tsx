import { EVALUATION_SCALE } from "~/content/evaluation-items";
import { EmailLayout } from "./email-layout";

type ItemLine = { label: string; count: number; average: number | null; distribution: number[] };

/** A course's evaluation results for one of its speakers: figures and comments, never a name. */
export function EvaluationSummaryEmail({
  speaker,
  courseTitle,
  responses,
  completers,
  items,
  comments,
}: {
  speaker: string;
  courseTitle: string;
  responses: number;
  completers: number;
  items: ItemLine[];
  comments: string[];
}) {
  const cell = { border: "1px solid #cbd5e1", padding: "4px 6px", fontSize: 13 };
  return (
    <EmailLayout
      preview={`Evaluation summary: ${courseTitle}`}
      reason="the course's provider sends each speaker a summary of the attendees' evaluations"
    >
      <h1 style={{ fontSize: 20, margin: "0 0 16px" }}>Evaluation summary: {courseTitle}</h1>
      <p style={{ margin: "0 0 12px" }}>
        Dear {speaker}, here is what attendees said of the course: {responses} evaluation
        {responses === 1 ? "" : "s"} from {completers} attendee{completers === 1 ? "" : "s"} who
        completed it. Answers are anonymous.
      </p>
      <table style={{ borderCollapse: "collapse", margin: "0 0 16px" }}>
        <thead>
          <tr>
            <th style={cell}>Question</th>
            <th style={cell}>Average (1–5)</th>
            {EVALUATION_SCALE.map((point) => (
              <th key={point.value} style={cell}>
                {point.value}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.label}>
              <td style={cell}>{item.label}</td>
              <td style={cell}>{item.average === null ? "—" : item.average.toFixed(2)}</td>
              {item.distribution.map((count, index) => (
                <td key={EVALUATION_SCALE[index]?.value ?? index} style={cell}>
                  {count}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ margin: "0 0 8px", fontSize: 13 }}>
        Scale: {EVALUATION_SCALE.map((point) => `${point.value} ${point.label}`).join(", ")}.
      </p>
      {comments.length > 0 ? (
        <>
          <h2 style={{ fontSize: 16, margin: "16px 0 8px" }}>Comments</h2>
          {comments.map((comment, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: comments are shown in a fixed order, never re-ordered
            <p key={index} style={{ margin: "0 0 8px", whiteSpace: "pre-wrap" }}>
              “{comment}”
            </p>
          ))}
        </>
      ) : null}
    </EmailLayout>
  );
}

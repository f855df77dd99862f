import { EmailLayout } from "./email-layout";

/**
 * A staff member's reply to a message, enquiry or guide request, written in
 * the console. The text is the staff member's own; paragraphs are kept.
 */
export function StaffReply({
  body,
  staffName,
  quoted = null,
}: {
  body: string;
  staffName: string;
  /** What the sender wrote, quoted below the reply as mail programs do. */
  quoted?: { from: string; on: string; text: string } | null;
}) {
  const paragraphs = body
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <EmailLayout
      preview={paragraphs[0]?.slice(0, 90) ?? "A reply to your message"}
      reason="you wrote to us through our site"
    >
      {paragraphs.map((paragraph, index) => (
        // The paragraphs are the reply's own text, in order; nothing reorders them.
        // biome-ignore lint/suspicious/noArrayIndexKey: a static list of paragraphs
        <p key={index} style={{ whiteSpace: "pre-line" }}>
          {paragraph}
        </p>
      ))}
      <p>{staffName}</p>
      {quoted ? (
        <>
          <p style={{ marginTop: 24, fontSize: 13, color: "#475569" }}>
            On {quoted.on}, {quoted.from} wrote:
          </p>
          <blockquote
            style={{
              margin: 0,
              paddingLeft: 12,
              borderLeft: "3px solid #cbd5e1",
              color: "#475569",
              whiteSpace: "pre-line",
            }}
          >
            {quoted.text}
          </blockquote>
        </>
      ) : null}
    </EmailLayout>
  );
}

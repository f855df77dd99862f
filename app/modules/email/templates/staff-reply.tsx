import { EmailLayout } from "./email-layout";

/**
 * A staff member's reply to a message, enquiry or guide request, written in
 * the console. The text is the staff member's own; paragraphs are kept.
 */
export function StaffReply({ body, staffName }: { body: string; staffName: string }) {
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
    </EmailLayout>
  );
}

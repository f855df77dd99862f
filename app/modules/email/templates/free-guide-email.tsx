import { EmailAction, EmailLayout } from "./email-layout";

/**
 * The free guide, attached as PDF. It repeats nothing the visitor typed (not
 * even the name), so the form cannot be used to send someone else words of
 * one's own.
 */
export function FreeGuideEmail({
  title,
  filename,
  sections,
  onDemandUrl,
}: {
  title: string;
  filename: string;
  sections: readonly string[];
  onDemandUrl: string;
}) {
  return (
    <EmailLayout
      preview={`Your free guide: ${title}`}
      reason="this address was entered on our free guide page"
    >
      <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>Your free guide: {title}</h1>
      <p>
        Thank you for asking for our guide. It is attached to this message as a PDF ({filename}).
      </p>
      <p style={{ margin: "16px 0 4px", fontWeight: 700 }}>Inside the guide</p>
      <ol>
        {sections.map((section) => (
          <li key={section}>{section}</li>
        ))}
      </ol>
      <p>
        To earn CLE credit on these topics, our on-demand courses can be watched at any time, with a
        certificate of attendance when you finish.
      </p>
      <EmailAction href={onDemandUrl} label="Browse on-demand courses" />
      <p style={{ fontSize: 13, color: "#475569" }}>
        Not you? Someone may have entered your address by mistake: ignore this message and we will
        not write again. To have your address deleted from our records, reply to this message.
      </p>
    </EmailLayout>
  );
}

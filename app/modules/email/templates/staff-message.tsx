import type { ReactNode } from "react";
import { EmailLayout } from "./email-layout";

const URL_PATTERN = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]])/g;

/** One line of the staff's plain text, its web addresses made links. */
function linkified(line: string): ReactNode[] {
  return line.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never move
      <a key={index} href={part}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}

/**
 * A message staff wrote to the registrants of a session or a course, its
 * merge fields already filled in: plain text as paragraphs (a blank line
 * between them), with the reason the reader gets it and, for news, how to
 * stop such messages.
 */
export function StaffMessage({
  subject,
  body,
  courseName,
  marketing,
  unsubscribeUrl,
}: {
  subject: string;
  body: string;
  courseName: string;
  /** News rather than something about their registration. */
  marketing: boolean;
  /** The newsletter's one-click unsubscribe for this reader, when they have a subscription. */
  unsubscribeUrl: string | null;
}) {
  const paragraphs = body.split(/\n{2,}/);
  return (
    <EmailLayout
      preview={subject}
      reason={
        marketing
          ? `you registered for ${courseName} and have not opted out of news from us`
          : `you registered for ${courseName}`
      }
    >
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of a sent message never move
        <p key={index} style={{ margin: "0 0 16px", lineHeight: 1.5 }}>
          {paragraph.split("\n").map((line, at) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a paragraph never move
            <span key={at}>
              {at > 0 ? <br /> : null}
              {linkified(line)}
            </span>
          ))}
        </p>
      ))}
      {marketing ? (
        <p style={{ fontSize: 13, color: "#475569" }}>
          {unsubscribeUrl ? (
            <>
              To stop news like this, unsubscribe: <a href={unsubscribeUrl}>{unsubscribeUrl}</a>
            </>
          ) : (
            "To stop news like this, reply to this message and ask us to."
          )}
        </p>
      ) : null}
    </EmailLayout>
  );
}

import { EmailAction, EmailLayout } from "./email-layout";

/** A seat freed in a full live session: held for the first person waiting, until a time. */
export function WaitingListOffer({
  name,
  courseName,
  when,
  holdUntil,
  takeUrl,
}: {
  name: string;
  courseName: string;
  when: string;
  holdUntil: string;
  takeUrl: string;
}) {
  return (
    <EmailLayout preview={`A seat is free for you: ${courseName}, ${when}`}>
      <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>A seat is free for you</h1>
      <p>
        Hello {name}, a seat has freed in <strong>{courseName}</strong> on {when}, and you are first
        on its waiting list.
      </p>
      <p>
        We hold it for you until <strong>{holdUntil}</strong>. After that it goes to the next person
        waiting.
      </p>
      <EmailAction href={takeUrl} label="Take your seat" />
    </EmailLayout>
  );
}

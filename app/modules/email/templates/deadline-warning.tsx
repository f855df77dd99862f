import { EmailAction, EmailLayout } from "./email-layout";

/** A reminder 60 or 14 days before a reporting period ends, with what is still missing. */
export function DeadlineWarning({
  name,
  stateName,
  deadline,
  daysLeft,
  hoursStillNeeded,
  counted,
  required,
  todo,
  trackerUrl,
}: {
  name: string;
  stateName: string;
  /** "June 30, 2027" */
  deadline: string;
  daysLeft: number;
  /** "6.0 hours" */
  hoursStillNeeded: string;
  counted: string;
  required: string;
  todo: string[];
  trackerUrl: string;
}) {
  const when = daysLeft === 0 ? "today" : daysLeft === 1 ? "tomorrow" : `in ${daysLeft} days`;
  return (
    <EmailLayout preview={`${stateName} CLE deadline ${when}: ${hoursStillNeeded} still needed`}>
      <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>
        Your {stateName} CLE period ends {when}
      </h1>
      <p>
        Hello {name}, your {stateName} reporting period ends on <strong>{deadline}</strong>. You
        still need <strong>{hoursStillNeeded}</strong> ({counted} of {required} counted so far).
      </p>
      <h2 style={{ fontSize: 17, margin: "20px 0 8px" }}>What is left to do</h2>
      <ul>
        {todo.map((line) => (
          <li key={line} style={{ marginBottom: 6 }}>
            {line}
          </li>
        ))}
      </ul>
      <p>
        Credits you earned elsewhere count too: add them with their certificates in your credit
        tracker.
      </p>
      <EmailAction href={trackerUrl} label="Open your credit tracker" />
    </EmailLayout>
  );
}

import { EmailAction, EmailLayout } from "./email-layout";

/**
 * A firm member's state has become "at risk" (a deadline within 60 days with
 * credits missing): their gap and the approved courses that close it.
 */
export function FirmAtRiskEmail({
  name,
  firmName,
  stateName,
  deadline,
  daysLeft,
  stillNeeded,
  missing,
  courses,
  trackerUrl,
}: {
  name: string;
  firmName: string;
  stateName: string;
  /** "June 30, 2027" */
  deadline: string;
  daysLeft: number;
  /** "6.0 hours" */
  stillNeeded: string;
  /** "Ethics: 2.0 hours" */
  missing: string[];
  courses: { title: string; url: string; detail: string }[];
  trackerUrl: string;
}) {
  const when = daysLeft === 0 ? "today" : daysLeft === 1 ? "tomorrow" : `in ${daysLeft} days`;
  return (
    <EmailLayout preview={`${stateName}: ${stillNeeded} still needed by ${deadline}`}>
      <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>
        Your {stateName} CLE deadline is {when}
      </h1>
      <p>
        Hello {name}, your {stateName} reporting period ends on <strong>{deadline}</strong> and you
        still need <strong>{stillNeeded}</strong>. As a member of {firmName}, you can ask your
        firm's administrator for a seat in one of the courses below.
      </p>
      <h2 style={{ fontSize: 17, margin: "20px 0 8px" }}>What is missing</h2>
      <ul>
        {missing.map((line) => (
          <li key={line} style={{ marginBottom: 6 }}>
            {line}
          </li>
        ))}
      </ul>
      <h2 style={{ fontSize: 17, margin: "20px 0 8px" }}>Approved courses that close the gap</h2>
      {courses.length === 0 ? (
        <p>
          None of our approved courses runs before your deadline. Credits you earn elsewhere count
          too: add them in your credit tracker.
        </p>
      ) : (
        <ul>
          {courses.map((course) => (
            <li key={course.url} style={{ marginBottom: 6 }}>
              <a href={course.url}>{course.title}</a>: {course.detail}
            </li>
          ))}
        </ul>
      )}
      <EmailAction href={trackerUrl} label="Open your credit tracker" />
    </EmailLayout>
  );
}

import { EmailAction, EmailLayout } from "./email-layout";

/** A firm administrator's weekly summary: members by status, those at risk or late by name. */
export function FirmWeeklySummaryEmail({
  name,
  firmName,
  counts,
  attention,
  pageUrl,
}: {
  name: string;
  firmName: string;
  /** "2 at risk", "5 on track" … */
  counts: string[];
  /** Members late or at risk: "Ada Lovelace: at risk, Virginia, 8.0 hours by October 31, 2027". */
  attention: string[];
  pageUrl: string;
}) {
  return (
    <EmailLayout preview={`${firmName}: ${counts.join(", ")}`}>
      <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>{firmName}: this week's CLE compliance</h1>
      <p>Hello {name}, here is where the firm's lawyers who share their credit tracker stand.</p>
      <ul>
        {counts.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h2 style={{ fontSize: 17, margin: "20px 0 8px" }}>Needing attention</h2>
      {attention.length === 0 ? (
        <p>No member is late or at risk.</p>
      ) : (
        <ul>
          {attention.map((line) => (
            <li key={line} style={{ marginBottom: 6 }}>
              {line}
            </li>
          ))}
        </ul>
      )}
      <p>
        You get this summary because you administer the firm. To stop it, use the switch at the foot
        of the compliance page.
      </p>
      <EmailAction href={pageUrl} label="Open the firm's compliance" />
    </EmailLayout>
  );
}

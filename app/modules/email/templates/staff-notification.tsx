import { EmailLayout } from "./email-layout";

/** A note to the provider's staff: a heading and plain facts. */
export function StaffNotification({
  heading,
  facts,
}: {
  heading: string;
  facts: { label: string; value: string }[];
}) {
  return (
    <EmailLayout preview={heading} reason="this address receives the site's messages for staff">
      <h1 style={{ fontSize: 20, margin: "0 0 16px" }}>{heading}</h1>
      {facts.map((fact) => (
        <p key={fact.label} style={{ margin: "0 0 12px", whiteSpace: "pre-wrap" }}>
          <strong>{fact.label}:</strong> {fact.value}
        </p>
      ))}
    </EmailLayout>
  );
}

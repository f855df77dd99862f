import { EmailAction, EmailLayout } from "./email-layout";

/** Tells an attorney what we decided on their financial-aid request: the code to use, or why not. */
export function AidDecision({
  name,
  courseName,
  decision,
  policyUrl,
  contact,
}: {
  name: string;
  courseName: string;
  decision:
    | {
        granted: true;
        /** "50 % off" or "$150.00 off" */
        reduction: string;
        code: string;
        /** "$149.50" */
        price: string;
        paymentUrl: string;
        note: string | null;
      }
    | { granted: false; reason: string };
  policyUrl: string;
  contact: string;
}) {
  return (
    <EmailLayout
      preview={`Your financial-aid request for ${courseName}`}
      reason="you asked us for financial aid"
    >
      <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>
        {decision.granted ? "Your financial aid is granted" : "Your financial-aid request"}
      </h1>
      <p>Dear {name},</p>
      {decision.granted ? (
        <>
          <p>
            We grant you {decision.reduction} on <strong>{courseName}</strong>: you pay{" "}
            {decision.price}. Enter this code on the payment page, signed in to your account:
          </p>
          <p style={{ fontSize: 20, fontWeight: 700, letterSpacing: 1 }}>{decision.code}</p>
          <p>The code works once, for your account and this course only.</p>
          {decision.note ? <p>{decision.note}</p> : null}
          <EmailAction href={decision.paymentUrl} label="Go to the payment page" />
        </>
      ) : (
        <>
          <p>
            We cannot grant financial aid for <strong>{courseName}</strong> this time. The reason:
          </p>
          <p style={{ whiteSpace: "pre-line" }}>{decision.reason}</p>
        </>
      )}
      <p style={{ fontSize: 13, color: "#475569" }}>
        Our financial-aid policy: {policyUrl}. Questions: {contact}.
      </p>
    </EmailLayout>
  );
}

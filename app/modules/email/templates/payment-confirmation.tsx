import { EmailAction, EmailLayout } from "./email-layout";

/** Receipt and registration for a paid seat (issue: buying a seat). */
export function PaymentConfirmation({
  firstName,
  courseName,
  amount,
  orderId,
  paidOn,
  when,
  joinHelp,
  dashboardUrl,
}: {
  firstName: string;
  courseName: string;
  /** "$149.00" */
  amount: string;
  orderId: string;
  paidOn: string;
  /** The live session's date and time, in the course's time zone. */
  when: string | null;
  joinHelp: string;
  dashboardUrl: string;
}) {
  return (
    <EmailLayout preview={`Receipt and registration: ${courseName}`}>
      <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>Your seat is confirmed</h1>
      <p>
        Hello {firstName}, thank you for your payment. Your place in <strong>{courseName}</strong>{" "}
        is confirmed.
      </p>
      <h2 style={{ fontSize: 17, margin: "20px 0 8px" }}>Receipt</h2>
      <table cellPadding={4} style={{ borderCollapse: "collapse" }}>
        <tbody>
          <tr>
            <td>Order</td>
            <td>{orderId}</td>
          </tr>
          <tr>
            <td>Course</td>
            <td>{courseName}</td>
          </tr>
          <tr>
            <td>Paid</td>
            <td>
              {amount} on {paidOn}
            </td>
          </tr>
        </tbody>
      </table>
      {when ? (
        <>
          <h2 style={{ fontSize: 17, margin: "20px 0 8px" }}>Joining the live webcast</h2>
          <p>
            The live webcast is on {when}. The calendar invitation attached to this message puts it
            in your calendar. {joinHelp}
          </p>
        </>
      ) : null}
      <p>
        Keep the attendance codes announced during the course: you need them for your certificate.
      </p>
      <EmailAction href={dashboardUrl} label="Go to My Dashboard" />
    </EmailLayout>
  );
}

import { EmailAction, EmailLayout } from "./email-layout";

/** Receipt for a paid order: a seat in a course, a bundle of courses, or the membership. */
export function PaymentConfirmation({
  product,
  firstName,
  courseName,
  amount,
  orderId,
  paidOn,
  when,
  joinHelp,
  included,
  memberUntil,
  dashboardUrl,
}: {
  product: "course" | "bundle" | "membership";
  firstName: string;
  /** The name of what was bought. */
  courseName: string;
  /** "$149.00" */
  amount: string;
  orderId: string;
  paidOn: string;
  /** The live session's date and time, in the course's time zone. */
  when: string | null;
  joinHelp: string;
  /** A bundle's courses that are now the buyer's. */
  included: string[];
  /** The last day of a bought membership. */
  memberUntil: string | null;
  dashboardUrl: string;
}) {
  const heading =
    product === "membership"
      ? "Your membership is active"
      : product === "bundle"
        ? "Your courses are ready"
        : "Your seat is confirmed";
  return (
    <EmailLayout preview={`Receipt: ${courseName}`}>
      <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>{heading}</h1>
      <p>
        Hello {firstName}, thank you for your payment.{" "}
        {product === "membership" ? (
          <>
            Your <strong>{courseName}</strong> is active
            {memberUntil ? ` until ${memberUntil}` : ""}: you pay the members' rate on every course.
          </>
        ) : product === "bundle" ? (
          <>
            <strong>{courseName}</strong> is yours: its courses are in your dashboard, ready to
            watch.
          </>
        ) : (
          <>
            Your place in <strong>{courseName}</strong> is confirmed.
          </>
        )}
      </p>
      <h2 style={{ fontSize: 17, margin: "20px 0 8px" }}>Receipt</h2>
      <table cellPadding={4} style={{ borderCollapse: "collapse" }}>
        <tbody>
          <tr>
            <td>Order</td>
            <td>{orderId}</td>
          </tr>
          <tr>
            <td>{product === "course" ? "Course" : "Item"}</td>
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
      {included.length > 0 ? (
        <>
          <h2 style={{ fontSize: 17, margin: "20px 0 8px" }}>Included courses</h2>
          <ul>
            {included.map((title) => (
              <li key={title}>{title}</li>
            ))}
          </ul>
        </>
      ) : null}
      {when ? (
        <>
          <h2 style={{ fontSize: 17, margin: "20px 0 8px" }}>Joining the live webcast</h2>
          <p>
            The live webcast is on {when}. The calendar invitation attached to this message puts it
            in your calendar. {joinHelp}
          </p>
        </>
      ) : null}
      {product === "membership" ? null : (
        <p>
          Enter the attendance codes shown or announced during each course: you need them for your
          certificate.
        </p>
      )}
      <EmailAction href={dashboardUrl} label="Go to My Dashboard" />
    </EmailLayout>
  );
}

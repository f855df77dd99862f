import { EmailAction, EmailLayout } from "./email-layout";

/** Receipt for a paid order: a seat in a course, a bundle of courses, or the membership. */
export function PaymentConfirmation({
  product,
  firstName,
  courseName,
  amount,
  orderId,
  receipt,
  paidOn,
  when,
  joinHelp,
  included,
  memberUntil,
  dashboardUrl,
  courseUrl,
  discount,
  aidPolicy,
}: {
  product: "course" | "bundle" | "membership";
  firstName: string;
  /** The name of what was bought. */
  courseName: string;
  /** "$149.00" */
  amount: string;
  orderId: string;
  /** The order's receipt (or invoice): its number and its PDF's address. */
  receipt?: { label: string; number: string; url: string } | null;
  paidOn: string;
  /** The live session's date and time, in the course's time zone. */
  when: string | null;
  joinHelp: string;
  /** A bundle's courses that are now the buyer's. */
  included: string[];
  /** The last day of a bought membership. */
  memberUntil: string | null;
  dashboardUrl: string;
  /** A course without a live session (on demand): where to watch it. */
  courseUrl: string | null;
  /** A discount code's effect: the price before it, the code and the amount off ("$299.00"). */
  discount: { price: string; code: string; amount: string } | null;
  /** The financial-aid policy's address and contact. */
  aidPolicy: { url: string; contact: string };
}) {
  const onDemand = product === "course" && when === null;
  const heading =
    product === "membership"
      ? "Your membership is active"
      : product === "bundle"
        ? "Your courses are ready"
        : onDemand
          ? "Your course is ready"
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
        ) : onDemand ? (
          <>
            <strong>{courseName}</strong> is yours: watch it whenever you like, and pick up where
            you stopped.
          </>
        ) : (
          <>
            Your place in <strong>{courseName}</strong> is confirmed.
          </>
        )}
      </p>
      <h2 style={{ fontSize: 17, margin: "20px 0 8px" }}>Receipt</h2>
      {/* Lines, not a table: the plain-text copy keeps each on its own line. */}
      <p style={{ margin: 0 }}>
        {receipt ? (
          <>
            {receipt.label} number: {receipt.number}
            <br />
          </>
        ) : null}
        Order: {orderId}
        <br />
        {product === "course" ? "Course" : "Item"}: {courseName}
        <br />
        {discount ? (
          <>
            Price: {discount.price}
            <br />
            Discount (code {discount.code}): −{discount.amount}
            <br />
          </>
        ) : null}
        Paid: {amount} on {paidOn}
      </p>
      {receipt ? (
        <p>
          Your {receipt.label.toLowerCase()} as PDF, for your records: {receipt.url}
        </p>
      ) : null}
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
      <p style={{ fontSize: 13, color: "#475569" }}>
        Financial aid is available: read our policy at {aidPolicy.url} or write to{" "}
        {aidPolicy.contact}.
      </p>
      {onDemand && courseUrl ? (
        <EmailAction href={courseUrl} label="Start the course" />
      ) : (
        <EmailAction href={dashboardUrl} label="Go to My Dashboard" />
      )}
    </EmailLayout>
  );
}

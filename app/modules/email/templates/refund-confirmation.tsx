import { EmailLayout } from "./email-layout";

/** Tells the buyer a refund was made, how much, and what it means for their access. */
export function RefundConfirmation({
  firstName,
  courseName,
  amount,
  orderId,
  whole,
  accessEnded,
  paid,
  discount,
}: {
  firstName: string;
  courseName: string;
  amount: string;
  orderId: string;
  whole: boolean;
  accessEnded: boolean;
  /** What the order cost the buyer ("$149.50"). */
  paid: string;
  /** A discount code the order was bought with: refunds never exceed what was paid after it. */
  discount: { code: string; amount: string } | null;
}) {
  return (
    <EmailLayout
      preview={`We refunded ${amount} for ${courseName}`}
      reason="you bought a course on our site"
    >
      <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>Your refund</h1>
      <p>Dear {firstName},</p>
      <p>
        We have refunded {amount} for {courseName} (order {orderId})
        {whole ? ", the whole amount paid" : ""}. It reaches your card within 5 to 10 business days,
        depending on your bank.
      </p>
      {discount ? (
        <p>
          You paid {paid} after the discount of {discount.amount} (code {discount.code}); a refund
          returns at most what you paid.
        </p>
      ) : null}
      <p>
        {accessEnded
          ? "Your registration for this purchase has ended."
          : "Your registration and access stay as they were."}
      </p>
      <p style={{ fontSize: 13, color: "#475569" }}>Questions? Reply to this message.</p>
    </EmailLayout>
  );
}

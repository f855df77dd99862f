import { formatPrice } from "~/lib/format";

/** Dollars typed ("39", "$39.00") in cents, or null when they do not read as an amount. */
function typedCents(typed: string | null): number | null {
  const amount = Number((typed ?? "").replace(/[$,\s]/g, ""));
  return typed && Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) : null;
}

/** What a refund will do, from what was typed: the confirmation's words. */
export function RefundSaid({
  values,
  refundableCents,
  attendee,
  email,
  provider,
  gave,
}: {
  values: URLSearchParams;
  refundableCents: number;
  attendee: string;
  email: string;
  provider: string;
  gave: string;
}) {
  const cents = typedCents(values.get("amount"));
  const amount = cents === null ? `"${values.get("amount") ?? ""}"` : formatPrice(cents);
  const through =
    provider === "stripe"
      ? "through Stripe, to the card that paid"
      : "through the built-in test checkout (no money moves)";
  return (
    <>
      <p>
        Refund {amount} to {attendee} {through}.{" "}
        {cents === null
          ? "That is not an amount: the refund will be refused."
          : cents > refundableCents
            ? `Only ${formatPrice(refundableCents)} is left to refund: the refund will be refused.`
            : cents === refundableCents
              ? "The order is then refunded in full."
              : `${formatPrice(refundableCents - cents)} of the order stays paid.`}
      </p>
      <p>
        {values.has("releaseAccess")
          ? `${attendee} loses what the order gave: ${gave}. Registrations with a certificate issued are kept.`
          : `${attendee} keeps what the order gave: ${gave}.`}
      </p>
      <p>
        1 mail is sent, to {email}. Reason kept in the audit log: "{values.get("reason")}".
      </p>
      <p className="font-semibold">A refund cannot be undone.</p>
    </>
  );
}

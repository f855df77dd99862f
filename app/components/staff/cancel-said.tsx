import { UNDO_MINUTES } from "~/lib/confirmation";
import { formatPrice } from "~/lib/format";

/** "1 registrant is", "14 registrants are". */
const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What cancelling will do, from the choices made: the confirmation's words. */
export function CancelSaid({
  values,
  registered,
  paidOrders,
  paidOrdersCents,
}: {
  values: URLSearchParams;
  registered: number;
  paidOrders: number;
  paidOrdersCents: number;
}) {
  const refund = values.get("paidSeats") === "refund";
  const people = counted(registered, "registrant is", "registrants are");
  return (
    <>
      <p>The session leaves the site and its calendar event is removed.</p>
      {refund ? (
        <>
          <p>
            {people} told by mail at once, with the reason: "{values.get("reason")}".
          </p>
          <p>
            {paidOrders === 0
              ? "No order bought this session alone: nothing is refunded."
              : `${counted(paidOrders, "order that", "orders that")} bought this session alone ${paidOrders === 1 ? "is" : "are"} refunded in full (up to ${formatPrice(paidOrdersCents)} in all) and ${paidOrders === 1 ? "its registration ends" : "their registrations end"}.`}{" "}
            Free registrations end; places bought with a membership or bundle are kept.
          </p>
          <p className="font-semibold">Refunds cannot be undone, so neither can this.</p>
        </>
      ) : (
        <>
          <p>
            {people} told by mail in {UNDO_MINUTES} minutes, with the reason: "
            {values.get("reason")}". Every place is kept: they choose another session or watch on
            demand.
          </p>
          <p>You can undo this until the mails go, {UNDO_MINUTES} minutes from now.</p>
        </>
      )}
    </>
  );
}

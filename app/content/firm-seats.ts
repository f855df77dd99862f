// Firm seats: the business constants and what the firm's and staff's pages say about them.

/** Until staff set one in the console: firm orders from $1,000 are invoiced. */
export const DEFAULT_INVOICE_THRESHOLD_CENTS = 100_000;

/** Invoice terms: payment due this many days after the invoice (net 30). */
export const INVOICE_TERMS_DAYS = 30;

/** The most seats one firm order buys. */
export const MAX_SEATS_PER_ORDER = 500;

export const FIRM_SEAT_MESSAGES = {
  orderClosed: "This order is closed. Start a new one.",
  productUnavailable: "This is not for sale at the moment. Choose another course or product.",
  chooseSession: "Choose the live session the seats are for.",
  notEnoughSeats: (free: number) =>
    free > 0
      ? `Only ${free} seats are left in this session. Buy fewer or choose another session.`
      : "This session is sold out. Choose another session.",
  priceChanged: (total: string) =>
    `The total changed to ${total}. Check the order and submit it again.`,
  invoiced: (total: string, due: string) =>
    `Your order of ${total} is placed on invoice, due ${due}. The seats are ready to give.`,
  paid: "Payment received: the seats are ready to give.",
  notAMember: "This person is not a member of your firm.",
  alreadyHolds: "This member already has a seat for this.",
  alreadyHas: "This member is registered for this course already.",
  noSeatLeft: "No seat is left in this pool. Buy more seats to give one.",
  poolGone: "These seats no longer exist.",
  started: "The course has started: its seats can no longer be given or moved.",
  seatUsed: "This seat is in use (its holder has begun the course): it cannot be moved.",
  seatFree: "This seat is free already.",
  notMoveable: "Memberships and bundles are used once given: this seat cannot be moved.",
  assigned: "The seat is given: the member finds it in their dashboard.",
  claimed: "The seat is yours: the course is in your dashboard.",
  released: "The seat is free again.",
  adminsOnly: "Only a firm's administrators can do this.",
  noSuchOrder: "There is no such order.",
  invoiceNotOpen: "This order is not an open invoice (it may be paid already).",
  markedPaid: "The invoice is marked paid.",
  thresholdSaved: (amount: string) => `Firm orders from ${amount} are now invoiced.`,
} as const;

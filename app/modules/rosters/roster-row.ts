/** A bar admission as a roster lists it. */
export type RosterBarAdmission = { state: string; number: string };

/** A certificate for the roster's course, in one state: its latest version. */
export type RosterCertificate = {
  id: string;
  state: string;
  status: "approved" | "pending" | "revoked";
};

/** Paid, refunded or free, as the roster's Paid column and CSV say it. */
export function paymentOf(row: Pick<RosterRow, "orderId" | "orderStatus">): string {
  if (!row.orderId) return "free";
  return row.orderStatus === "refunded" ? "refunded" : "paid";
}

/** One registrant as a roster shows them. */
export type RosterRow = {
  id: string;
  uid: string;
  firstName: string;
  lastName: string;
  email: string;
  registeredAt: Date;
  liveSessionId: string | null;
  orderId: string | null;
  orderStatus: "pending" | "invoiced" | "paid" | "failed" | "refunded" | null;
  /** What the order bought: a bundle's or a membership's amount is not this course's price. */
  orderProduct: "course" | "bundle" | "membership" | null;
  amountCents: number | null;
  /** When they first opened their live session's meeting link (null: not joined, or no session). */
  joinedAt: Date | null;
  codesEntered: number;
  codesTotal: number;
  watchedSeconds: number;
  barAdmissions: RosterBarAdmission[];
  certificates: RosterCertificate[];
};

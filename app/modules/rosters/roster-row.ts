/** A bar admission as a roster lists it. */
export type RosterBarAdmission = { state: string; number: string };

/** A certificate for the roster's course, in one state. */
export type RosterCertificate = { id: string; state: string; status: "approved" | "pending" };

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
  orderStatus: "pending" | "paid" | "failed" | "refunded" | null;
  amountCents: number | null;
  codesEntered: number;
  codesTotal: number;
  watchedSeconds: number;
  barAdmissions: RosterBarAdmission[];
  certificates: RosterCertificate[];
};

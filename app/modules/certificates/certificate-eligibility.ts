import type { CreditCategory } from "~/content/state-rules/types";
import { formatLongDate } from "~/lib/format";
import { describeApprovalPeriod } from "~/modules/catalogue/approval-covers";

// Who may get which certificate: the shape of the answer (worked out in
// check-certificate-eligibility.server.ts), and which states the affirmation
// form offers.

export type StateChoice = {
  slug: string;
  name: string;
  approvalStatus: "approved" | "pending";
  /** The state's course number; null unless the approval covers this attendance. */
  approvalNumber: string | null;
  /**
   * The state approved the course, but for dates that leave out this
   * completion day (before it takes effect, after it expires): the choice is
   * pending, and the form says why. Null otherwise.
   */
  outsideApproval: {
    effectiveFrom: string | null;
    expiresOn: string | null;
    completedOn: string;
  } | null;
  credits: Partial<Record<CreditCategory, number>>;
  barNumber: string | null;
  /** The attorney is admitted there (the form ticks it). */
  admitted: boolean;
  /** A certificate for this state exists already. */
  certificateId: string | null;
};

export type Eligibility = {
  courseId: string;
  courseTitle: string;
  /** How attendance is proven: the live session's codes, or the lecture watched with its codes. */
  format: "live" | "self-study" | null;
  eligible: boolean;
  /** What is still missing, in plain sentences. */
  missing: string[];
  liveSessionId: string | null;
  sessionStartsAt: Date | null;
  codes: { entered: number; total: number };
  watchedSeconds: number;
  /** When attendance was completed (each state's certificate reads the day in its own time zone). */
  completedAt: Date | null;
  /** The staff correction that made (or scaled) this attendance, if any. */
  correction: {
    id: string;
    outcome: "attended" | "partial" | "not-attended";
    attendedMinutes: number | null;
    programMinutes: number | null;
  } | null;
  states: StateChoice[];
};

/**
 * The states a certificate may still be asked for (`open`), those that have
 * one (`issued`), and the open ones ticked at first: the states the attorney
 * is admitted to.
 */
export function statesOnOffer<
  State extends Pick<StateChoice, "slug" | "admitted" | "certificateId">,
>(states: readonly State[]) {
  const open = states.filter((state) => !state.certificateId);
  const issued = states.filter((state) => state.certificateId);
  const suggested = new Set(open.filter((state) => state.admitted).map((state) => state.slug));
  return { open, issued, suggested };
}

/** Why a state that approved the course offers only a pending certificate for this completion. */
export function describeOutsideApproval(
  outside: NonNullable<StateChoice["outsideApproval"]>,
): string {
  return `Approved for completions ${describeApprovalPeriod(outside)}, not for yours on ${formatLongDate(outside.completedOn)}: the certificate will say approval pending, and credit is not guaranteed unless the state approves the course for that date`;
}

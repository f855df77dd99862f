import type { ReportFee } from "~/content/state-rules/provider-obligations";
import { toHundredths } from "~/lib/hours";

/** One attendee in a report: the credit hours claimed, all categories together. */
export type ReportedAttendee = { hours: number };

/**
 * What a report costs, in cents: per attorney for each credit hour (rounded
 * to the cent once, on the total), or per name listed, with the late fee
 * when it is filed after its due date.
 */
export function reportFeeCents(
  fee: ReportFee,
  attendees: readonly ReportedAttendee[],
  late = false,
): number {
  switch (fee.kind) {
    case "none":
      return 0;
    case "per-attorney-credit-hour": {
      const hundredths = attendees.reduce((sum, attendee) => sum + toHundredths(attendee.hours), 0);
      return Math.round((hundredths * fee.cents) / 100);
    }
    case "per-name":
      return attendees.length * fee.cents + (late ? (fee.lateCents ?? 0) : 0);
  }
}

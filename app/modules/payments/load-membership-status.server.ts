import type { Database } from "~/db/client.server";
import { formatLongDate } from "~/lib/format";
import { getMembershipStatus } from "~/modules/accounts/get-membership-status.server";
import { membershipYearEnd } from "./quote-product.server";

/** A buyer's membership as the plans page says it, its dates formatted. */
type MembershipStatusView =
  | { kind: "none" }
  | {
      kind: "free_trial" | "annual";
      until: string;
      /** Until when a year bought now would run (paid members only). */
      extendedTo: string | null;
    };

/**
 * Where the buyer's membership stands and what buying a year now would do:
 * a year bought while a paid membership runs starts when it ends (a trial
 * does not count). Dates come formatted: the page needs no date code in the
 * browser.
 */
export async function loadMembershipStatus(
  db: Database,
  uid: string,
  now = new Date(),
): Promise<MembershipStatusView> {
  const status = await getMembershipStatus(db, uid, now);
  if (status.kind === "none") return { kind: "none" };
  return {
    kind: status.kind,
    until: formatLongDate(status.until),
    extendedTo: status.kind === "annual" ? formatLongDate(membershipYearEnd(status.until)) : null,
  };
}

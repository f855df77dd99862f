// One member's page in the firm compliance view: what they lack per state and
// the courses that close it (only for a member who shares), and the courses
// taken through the firm (for every member).

import type { Database } from "~/db/client.server";
import { loadCreditTracker } from "~/modules/credit-tracker/load-credit-tracker.server";
import type { FirmMemberCompliance } from "./firm-compliance-types";
import { listGapCourses, type StateGap } from "./list-gap-courses.server";
import { loadFirmCompliance } from "./load-firm-compliance.server";

export type MemberGap = {
  member: FirmMemberCompliance;
  /** Null when the member does not share their tracker. */
  gaps: StateGap[] | null;
};

/** The member's gap, or null when the person is not a member of the firm. */
export async function loadMemberGap(
  db: Database,
  firmId: string,
  uid: string,
  now: Date = new Date(),
): Promise<MemberGap | null> {
  const member = (await loadFirmCompliance(db, firmId, now, [uid]))[0];
  if (!member) return null;
  if (!member.shares) return { member, gaps: null };
  const tracker = await loadCreditTracker(db, uid, now);
  return { member, gaps: await listGapCourses(db, uid, tracker.states, now) };
}

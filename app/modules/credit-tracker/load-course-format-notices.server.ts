// Before purchase, on the payment page: what the buyer's states' format rules
// mean for the course in the order (as the course page says it).

import type { Database } from "~/db/client.server";
import { scheduleToday } from "~/lib/format";
import { getCourse } from "~/modules/catalogue/get-course.server";
import {
  describeCourseRestrictions,
  type FormatNotice,
} from "~/modules/credit-tracker/describe-format-restrictions";
import { loadAttorneyStates } from "~/modules/credit-tracker/load-attorney-states.server";

export async function loadCourseFormatNotices(
  db: Database,
  uid: string,
  courseId: string,
  options: { live: boolean; now?: Date },
): Promise<FormatNotice[]> {
  const [course, attorney] = await Promise.all([
    getCourse(db, courseId),
    loadAttorneyStates(db, uid),
  ]);
  if (!course) return [];
  return describeCourseRestrictions({
    approvals: course.approvals,
    onDemand: course.format === "on_demand" || course.media !== null,
    live: options.live,
    attorney,
    today: scheduleToday(options.now ?? new Date()),
  });
}

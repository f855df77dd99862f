// Before purchase, on the payment and registration pages: what the buyer's
// states' format rules mean for the course in the order, or for each course
// of a bundle (as the course page says it).

import type { Database } from "~/db/client.server";
import { scheduleToday } from "~/lib/format";
import { getBundleOffer } from "~/modules/catalogue/get-bundle-offer.server";
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

/** Each course of a bundle, named: its live webcasts are a way to take it where it has them. */
export async function loadBundleFormatNotices(
  db: Database,
  uid: string,
  bundleId: string,
  now: Date = new Date(),
): Promise<FormatNotice[]> {
  const [bundle, attorney] = await Promise.all([
    getBundleOffer(db, bundleId),
    loadAttorneyStates(db, uid),
  ]);
  if (!bundle) return [];
  const courses = await Promise.all(bundle.courses.map((item) => getCourse(db, item.id)));
  return courses.flatMap((course) =>
    course
      ? describeCourseRestrictions({
          approvals: course.approvals,
          onDemand: course.format === "on_demand" || course.media !== null,
          live: course.format === "live_webcast",
          attorney,
          today: scheduleToday(now),
        }).map((notice) => ({ ...notice, courseTitle: course.title }))
      : [],
  );
}

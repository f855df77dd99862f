import type { Database } from "~/db/client.server";
import { listCourses } from "./list-courses.server";

/**
 * Our courses offered for credit in a state (its state page): approved ones,
 * then those whose approval is pending.
 */
export async function listStateCourses(db: Database, stateSlug: string) {
  const courses = await listCourses(db, {
    status: "published",
    state: stateSlug,
    includePending: true,
  });
  return courses.toSorted(
    (a, b) =>
      Number(a.stateApproval?.status !== "approved") -
      Number(b.stateApproval?.status !== "approved"),
  );
}

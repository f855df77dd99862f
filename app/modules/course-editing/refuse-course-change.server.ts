import { refuseForm } from "~/lib/form-reply";
import { refuseRecordChange } from "~/modules/staff/refuse-record-change.server";
import type { CourseChange } from "./lock-course.server";

/**
 * A refused course change as every page of the course editor answers it:
 * gone (404), overtaken (409, who and when), invalid or an address taken (409).
 */
export function refuseCourseChange(
  change: CourseChange & { ok: false },
  options: { intent?: string; request: Request },
) {
  const { intent, request } = options;
  if (change.reason === "invalid") return refuseForm(change.message, { intent, status: 409 });
  if (change.reason === "taken")
    return refuseForm("That address is taken.", { intent, status: 409 });
  return refuseRecordChange(change, { record: "course", intent, request });
}

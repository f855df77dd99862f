import { z } from "zod";
import { isCourseId } from "~/content/catalogue";
import { attendanceCodeSchema } from "~/modules/attendance/attendance-code-form";

/** An attendance code typed on the dashboard, for one of the attorney's live registrations. */
export const dashboardCodeSchema = attendanceCodeSchema.extend({
  intent: z.literal("code"),
  courseId: z.string().refine(isCourseId),
});

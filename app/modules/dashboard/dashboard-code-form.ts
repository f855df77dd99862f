import { z } from "zod";
import { isCourseId } from "~/content/catalogue";
import { ATTENDANCE_MESSAGES } from "~/modules/attendance/attendance-messages";

/** An attendance code typed on the dashboard, for one of the attorney's live registrations. */
export const dashboardCodeSchema = z.object({
  intent: z.literal("code"),
  courseId: z.string().refine(isCourseId),
  code: z.string({ error: ATTENDANCE_MESSAGES.codeRequired }).max(40, {
    error: ATTENDANCE_MESSAGES.codeRequired,
  }),
});

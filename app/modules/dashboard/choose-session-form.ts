import { z } from "zod";
import { isCourseId } from "~/content/catalogue";

/** The dashboard's choice of a live session for a place that has none (after a cancellation). */
export const chooseSessionSchema = z.object({
  intent: z.literal("choose-session"),
  courseId: z.string().refine(isCourseId),
  sessionId: z.string().trim().min(1, "Choose a session.").max(100),
});

import { z } from "zod";
import { ATTENDANCE_MESSAGES } from "./attendance-messages";

/**
 * An attendance code as the player's form posts it (the dashboard's adds
 * which course). Room for the spaces and dashes an attorney may type: the
 * code check drops them before it compares.
 */
export const attendanceCodeSchema = z.object({
  code: z.string({ error: ATTENDANCE_MESSAGES.codeRequired }).max(40, {
    error: ATTENDANCE_MESSAGES.codeRequired,
  }),
});

import { z } from "zod";

/**
 * An attendance code as the player's form posts it. Room for the spaces and
 * dashes an attorney may type: the code check drops them before it compares.
 */
export const attendanceCodeSchema = z.object({ code: z.string().max(40) });

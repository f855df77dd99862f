import { z } from "zod";

/** A course player's progress report as the progress API checks it. */
export const progressReportSchema = z.object({
  /** Where the player is, in seconds (at most a day). */
  position: z.coerce
    .number()
    .finite()
    .min(0)
    .max(24 * 60 * 60),
  /** "1" when the video played since the previous report. */
  watching: z.enum(["0", "1"]).transform((value) => value === "1"),
});

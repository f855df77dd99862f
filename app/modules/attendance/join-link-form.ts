import { z } from "zod";

/**
 * The staff form that sets a live session's join link: an https:// address,
 * or nothing (null), which takes the link away.
 */
export const joinLinkSchema = z.object({
  sessionId: z.string().min(1).max(200),
  joinUrl: z
    .string()
    .trim()
    .max(500)
    .refine(
      (value) => value === "" || (URL.canParse(value) && new URL(value).protocol === "https:"),
      "Enter the meeting's https:// link, or leave it empty.",
    )
    .transform((value) => value || null),
});

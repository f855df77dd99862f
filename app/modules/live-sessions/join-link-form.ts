import { z } from "zod";
import { optionalMeetingLinkField } from "~/lib/form-fields";

/**
 * The staff form that sets a live session's join link: an https:// address,
 * or nothing (null), which takes the link away.
 */
export const joinLinkSchema = z.object({
  sessionId: z.string().min(1).max(200),
  joinUrl: optionalMeetingLinkField,
});

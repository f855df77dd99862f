import { z } from "zod";
import { present } from "~/lib/form-fields";

/** The attendee page's move of one registration to another session, with the reason. */
export const moveRegistrationSchema = z.object({
  intent: z.literal("move"),
  registrationId: z.string().min(1).max(250),
  sessionId: present(z.string().trim().min(1, "Choose a session.").max(100)),
  reason: present(
    z
      .string()
      .trim()
      .min(1, "Say why the place moves: it goes in the audit log.")
      .max(500, "Use at most 500 characters."),
  ),
});

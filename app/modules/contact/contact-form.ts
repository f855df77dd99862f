import { z } from "zod";
import { emailField, nameField, phoneField } from "~/modules/auth/credentials";

/** The contact form (spec §2 Contact Us), checked on the server. */
export const contactSchema = z.object({
  name: nameField("name"),
  email: emailField,
  phone: phoneField,
  message: z
    .string({ error: "Write your message." })
    .trim()
    .min(1, "Write your message.")
    .max(5000, "Use at most 5000 characters."),
  /** A field people never see; bots fill it in. */
  website: z.string().optional(),
});

export type ContactInput = z.infer<typeof contactSchema>;

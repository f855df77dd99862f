import { z } from "zod";
import { emailField, nameField, phoneField } from "~/lib/form-fields";

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

export const CONTACT_MESSAGES = {
  sent: ({ name, email }: { name: string; email: string }) =>
    `Thank you, ${name}. We received your message and will reply to ${email} within one business day.`,
  tooMany: "You have sent several messages just now. Please wait a few minutes.",
  failure: "Something went wrong. Please try again later.",
};

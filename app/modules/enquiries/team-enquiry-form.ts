import { z } from "zod";
import { APPROVED_STATES } from "~/content/states";
import { emailField, nameField, oneLine, phoneField, present } from "~/lib/form-fields";
import { STATES_FIELD, TEAM_ENQUIRY_LIMITS } from "./team-enquiry-fields";

const stateSlugs = new Set(APPROVED_STATES.map((state) => state.slug));

/** The At Work page's enquiry form, checked on the server. */
export const teamEnquirySchema = z.object({
  firmName: present(
    z
      .string()
      .transform(oneLine)
      .pipe(
        z
          .string()
          .min(1, "Enter your firm's name.")
          .max(
            TEAM_ENQUIRY_LIMITS.firmNameMax,
            `Use at most ${TEAM_ENQUIRY_LIMITS.firmNameMax} characters.`,
          ),
      ),
  ),
  contactName: present(z.string().transform(oneLine).pipe(nameField("name"))),
  email: present(emailField),
  phone: phoneField,
  attorneys: present(
    z
      .string()
      .trim()
      .min(1, "Enter the number of attorneys.")
      .regex(/^[+-]?\d+$/, "Enter the number of attorneys as a whole number, such as 12.")
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(TEAM_ENQUIRY_LIMITS.attorneysMin, "Enter at least 1 attorney.")
          .max(
            TEAM_ENQUIRY_LIMITS.attorneysMax,
            "Enter at most 100,000 attorneys; for more, write the number in your message.",
          ),
      ),
  ),
  [STATES_FIELD]: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => [...new Set(value === undefined ? [] : [value].flat())])
    .refine((slugs) => slugs.every((slug) => stateSlugs.has(slug)), "Choose states from the list."),
  // Browsers send a textarea's line breaks as CRLF but count them as one
  // character for maxLength, so they are counted the same way here.
  message: z
    .string()
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .max(
          TEAM_ENQUIRY_LIMITS.messageMax,
          `Use at most ${TEAM_ENQUIRY_LIMITS.messageMax} characters.`,
        ),
    )
    .optional()
    .transform((value) => (value ? value : undefined)),
  /** A field people never see; bots fill it in. */
  website: z.string().optional(),
});

export type TeamEnquiryInput = z.infer<typeof teamEnquirySchema>;

import { z } from "zod";
import { APPROVED_STATES } from "~/content/states";
import { echoText } from "~/lib/echo-fields";
import { emailField, nameField, oneLine, phoneField, present } from "~/lib/form-fields";
import type { FormFields } from "~/lib/form-reply";
import { STATES_FIELD, TEAM_ENQUIRY_LIMITS, type TeamEnquiryValues } from "./team-enquiry-fields";

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

/** Room for every field at its longest, even with each character percent-encoded. */
export const TEAM_ENQUIRY_MAX_BYTES = 64_000;

/** What the action answers, besides field messages. */
export const TEAM_ENQUIRY_MESSAGES = {
  tooLong: `The form is too long to send. Keep your message to ${TEAM_ENQUIRY_LIMITS.messageMax.toLocaleString("en-US")} characters and try again.`,
  tooMany:
    "You have sent several enquiries just now. Please wait ten minutes and try again, or write to us directly.",
  failure: "Something went wrong and your enquiry was not sent. Please try again later.",
  sent: ({ contactName, email }: { contactName: string; email: string }) =>
    `Thank you, ${contactName}. We received your enquiry and will reply to ${email} within one business day.`,
};

/** What was typed (cut to a sane length), for the form to show again. */
export function echoTeamEnquiry(fields: FormFields): TeamEnquiryValues {
  const states = fields[STATES_FIELD];
  return {
    ...echoText(fields, {
      firmName: TEAM_ENQUIRY_LIMITS.firmNameMax * 2,
      contactName: 200,
      email: 300,
      phone: 100,
      attorneys: 30,
      message: TEAM_ENQUIRY_LIMITS.messageMax * 2,
    }),
    states: Array.isArray(states) ? states.slice(0, 20) : [],
  };
}

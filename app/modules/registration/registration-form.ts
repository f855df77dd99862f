import { z } from "zod";
import { echoText } from "~/lib/echo-fields";
import { emailField, nameField, stateField } from "~/lib/form-fields";
import type { FormFields } from "~/lib/form-reply";

/** The registration dialog's form (spec §4), as the action checks it. */
export const registrationSchema = z.object({
  firstName: nameField("first name"),
  lastName: nameField("last name"),
  email: emailField,
  state: stateField,
  attendLiveWebcast: z
    .string()
    .optional()
    .transform((value) => value === "on" || value === "true"),
});

/**
 * What was sent, answered with a refusal so the registration page, posted
 * without script, shows it again; and with a success, so the page knows
 * whether to offer the live webcast's calendar.
 */
export type RegistrationValues = {
  firstName: string;
  lastName: string;
  email: string;
  state: string;
  attendLiveWebcast: boolean;
};

export function echoRegistration(fields: FormFields): RegistrationValues {
  const attend = fields.attendLiveWebcast;
  return {
    ...echoText(fields, { firstName: 200, lastName: 200, email: 300, state: 100 }),
    attendLiveWebcast: attend === "on" || attend === "true",
  };
}

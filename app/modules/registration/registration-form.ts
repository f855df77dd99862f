import { z } from "zod";
import { emailField, nameField, stateField } from "~/lib/form-fields";

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

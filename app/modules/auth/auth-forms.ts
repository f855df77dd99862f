import { z } from "zod";
import { emailField, nameField, phoneField, stateField } from "~/lib/form-fields";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORDS_DIFFER_MESSAGE,
} from "./password-rules";

// The sign-in, sign-up and password forms' schemas (shared fields: lib/form-fields.ts).

export const newPasswordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

/** The current password, asked again before a change. */
export const currentPasswordField = z.string().min(1, "Enter your current password.");

/**
 * A form's new password and its confirmation (`confirmPassword`), which must
 * repeat it; `password` names the new password's field.
 */
export function withConfirmedPassword<Shape extends z.ZodRawShape>(
  shape: Shape,
  password: keyof Shape & string,
) {
  return z.object({ ...shape, confirmPassword: z.string() }).refine(
    (values) => {
      // zod cannot name a field of a generic shape; both are strings here.
      const fields = values as Record<string, unknown>;
      return fields[password] === fields.confirmPassword;
    },
    { path: ["confirmPassword"], message: PASSWORDS_DIFFER_MESSAGE },
  );
}

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, "Enter your password.").max(PASSWORD_MAX_LENGTH),
  redirectTo: z.string().optional(),
});

export const signUpSchema = withConfirmedPassword(
  {
    firstName: nameField("first name"),
    lastName: nameField("last name"),
    email: emailField,
    password: newPasswordField,
    state: stateField,
    phone: phoneField,
    redirectTo: z.string().optional(),
  },
  "password",
);

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = withConfirmedPassword(
  { token: z.string().min(1).max(500), password: newPasswordField },
  "password",
);

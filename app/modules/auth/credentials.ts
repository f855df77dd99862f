import { z } from "zod";
import { emailField, nameField, phoneField, stateField } from "~/lib/form-fields";

// The sign-in and sign-up forms' schemas and the password rules (shared fields: lib/form-fields.ts).

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const newPasswordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, "Enter your password.").max(PASSWORD_MAX_LENGTH),
  redirectTo: z.string().optional(),
});

export const signUpSchema = z
  .object({
    firstName: nameField("first name"),
    lastName: nameField("last name"),
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string(),
    state: stateField,
    phone: phoneField,
    redirectTo: z.string().optional(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ["confirmPassword"],
    message: "The passwords do not match.",
  });

export const COMMON_PASSWORD_MESSAGE =
  "This password is too common and easy to guess. Choose another one.";

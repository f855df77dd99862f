import { z } from "zod";
import { PROFILE_STATE_OPTIONS } from "~/content/states";

// Form schemas shared by the forms (client constraints) and the actions (parsing).

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

const stateValues = PROFILE_STATE_OPTIONS.map((option) => option.value);

// A field missing from the post gets the same message as an empty one.
export const emailField = z
  .string({ error: "Enter a valid e-mail address." })
  .trim()
  .toLowerCase()
  .pipe(z.email("Enter a valid e-mail address.").max(254, "Use at most 254 characters."));

export const newPasswordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

export const nameField = (label: string) =>
  z
    .string({ error: `Enter your ${label}.` })
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(100, "Use at most 100 characters.");

export const stateField = z
  .string({ error: "Choose your state." })
  .refine((value) => stateValues.includes(value), "Choose your state.");

/** Optional: blank means "not given" (undefined), so the profile omits it. */
export const phoneField = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .pipe(
    z
      .string()
      .regex(/^[+()\d\s.-]{7,25}$/, "Enter a phone number such as (555) 010-2030.")
      .optional(),
  )
  .optional();

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

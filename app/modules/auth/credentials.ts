import { z } from "zod";

// Form schemas shared by the forms (client constraints) and the actions (parsing).

export const loginSchema = z.object({
  email: z.email("Enter a valid e-mail address.").max(254),
  password: z.string().min(1, "Enter your password.").max(128),
  redirectTo: z.string().optional(),
});

export const PASSWORD_MIN_LENGTH = 8;

export const signUpSchema = z
  .object({
    firstName: z.string().trim().min(1, "Enter your first name.").max(100),
    lastName: z.string().trim().min(1, "Enter your last name.").max(100),
    email: z.email("Enter a valid e-mail address.").max(254),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
      .max(128, "Use at most 128 characters."),
    confirmPassword: z.string(),
    redirectTo: z.string().optional(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ["confirmPassword"],
    message: "The passwords do not match.",
  });

/** First error message per field, for showing beside each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

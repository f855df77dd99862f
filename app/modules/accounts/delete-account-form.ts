import { z } from "zod";

/** The account deletion form: whose account (as the page showed it) and the password. */
export const deleteAccountSchema = z.object({
  uid: z.string().min(1).max(200),
  password: z.string().min(1, "Enter your password to confirm."),
});

import { z } from "zod";
import { STAFF_ROLES } from "~/content/staff-roles";
import { emailField, listPageField, listSearchField } from "~/lib/form-fields";

const role = z.enum(STAFF_ROLES, { message: "Choose a role." });
const reason = z
  .string()
  .trim()
  .max(500, "Keep the reason under 500 characters.")
  .optional()
  .transform((value) => value || null);

/** The administrators' forms on /staff/people. */
export const staffRoleIntents = {
  grant: z.object({ email: emailField, role, reason }),
  revoke: z.object({ email: emailField, role, reason }),
};

/** The password confirmation before a sensitive action. */
export const confirmIdentitySchema = z.object({
  password: z.string().min(1, "Enter your password.").max(200),
  redirectTo: z.string().max(2000).optional(),
});

/** A calendar day, YYYY-MM-DD, that exists (not 2026-13-01). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));

/** The audit log's filters (query string); anything unreadable is no filter. */
export const auditFiltersSchema = z.object({
  person: listSearchField,
  record: listSearchField,
  action: z.string().trim().max(100).optional().catch(undefined),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
  page: listPageField,
});

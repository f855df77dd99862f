import { z } from "zod";
import { STAFF_ROLES } from "~/content/staff-roles";
import { emailField, listPageField, listSearchField } from "~/lib/form-fields";
import { parseDay } from "~/lib/iso-dates";

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

/** A calendar day, YYYY-MM-DD, that exists (not 2026-13-01 nor 2026-02-30). */
const day = z
  .string()
  .trim()
  .refine((value) => parseDay(value) !== null);

/**
 * The audit log's filters (query string); anything unreadable is no filter,
 * and a day that is not one is said so (`auditFilterProblem`).
 */
export const auditFiltersSchema = z.object({
  person: listSearchField,
  record: listSearchField,
  action: z.string().trim().max(100).optional().catch(undefined),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
  page: listPageField,
});

const DAY_NAMES = { from: "From", to: "To" } as const;

/**
 * What is wrong with the audit log's days as typed, said plainly, or null:
 * a day that is not a calendar day, or a From day after the To day. A period
 * read wrongly would list or export other entries than asked for.
 */
export function auditFilterProblem(
  params: URLSearchParams,
  filters: { from?: string; to?: string },
): string | null {
  for (const name of ["from", "to"] as const) {
    const typed = params.get(name)?.trim();
    if (typed && !filters[name]) {
      return `The ${DAY_NAMES[name]} day "${typed.slice(0, 40)}" is not a date (use YYYY-MM-DD, such as 2026-11-20), so it is not applied.`;
    }
  }
  if (filters.from && filters.to && filters.from > filters.to) {
    return "The From day is after the To day, so no entry can match: swap them.";
  }
  return null;
}

/** The staff list's search and role filter (query string); anything unreadable is no filter. */
export const staffPeopleFiltersSchema = z.object({
  q: listSearchField,
  role: z.enum(STAFF_ROLES).optional().catch(undefined),
  page: listPageField,
});

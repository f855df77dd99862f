import type { StaffRole } from "~/content/staff-roles";

type Listed = { name: string; email: string; granted: readonly StaffRole[]; bootstrap: boolean };

/**
 * The people with a staff role whose name or e-mail contains `q` and who hold
 * `role` (STAFF_EMAILS makes an administrator). The list is merged from the
 * database and the configuration, and short, so it is filtered here.
 */
export function filterStaffListing<T extends Listed>(
  people: readonly T[],
  filters: { q?: string | undefined; role?: StaffRole | undefined },
): T[] {
  const q = filters.q?.toLowerCase();
  return people.filter(
    (person) =>
      (!q || person.name.toLowerCase().includes(q) || person.email.toLowerCase().includes(q)) &&
      (!filters.role ||
        person.granted.includes(filters.role) ||
        (filters.role === "administrator" && person.bootstrap)),
  );
}

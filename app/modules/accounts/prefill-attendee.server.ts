import type { Database } from "~/db/client.server";
import { getProfileDetails } from "./get-profile-details.server";

/** An attendee's details for a registration or order form, prefilled from the profile (spec §3). */
export async function attendeePrefill(
  db: Database,
  user: { id: string; name: string; email: string },
): Promise<{ firstName: string; lastName: string; email: string; state: string }> {
  const { firstName, lastName, email, state } = await getProfileDetails(db, user);
  return { firstName, lastName, email, state };
}

import type { Database } from "~/db/client.server";
import { type FirmMembership, getFirmMembership } from "./get-firm-membership.server";

/**
 * The firm a person administers. Anyone else gets a 403 (a page for firm
 * administrators only): thrown as a Response, as loaders and actions do.
 */
export async function requireFirmAdmin(db: Database, uid: string): Promise<FirmMembership> {
  const membership = await getFirmMembership(db, uid);
  if (!membership?.isAdmin)
    throw new Response("Only a firm's administrators can do this.", { status: 403 });
  return membership;
}

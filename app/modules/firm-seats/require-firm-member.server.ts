import type { Database } from "~/db/client.server";
import { type FirmMembership, getFirmMembership } from "~/modules/firms/get-firm-membership.server";

/** The firm a person belongs to; anyone in no firm gets a 403 (thrown as a Response). */
export async function requireFirmMember(db: Database, uid: string): Promise<FirmMembership> {
  const membership = await getFirmMembership(db, uid);
  if (!membership) throw new Response("This page is for members of a firm.", { status: 403 });
  return membership;
}

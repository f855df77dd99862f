import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { firmMembers } from "~/db/schema/firms";

export type FirmPerson = { uid: string; name: string; email: string };

/** A firm's members (administrators included), by name: whom a seat may go to. */
export async function listFirmPeople(db: Database, firmId: string): Promise<FirmPerson[]> {
  return db
    .select({ uid: user.id, name: user.name, email: user.email })
    .from(firmMembers)
    .innerJoin(user, eq(user.id, firmMembers.userId))
    .where(eq(firmMembers.organizationId, firmId))
    .orderBy(asc(user.name), asc(user.email));
}

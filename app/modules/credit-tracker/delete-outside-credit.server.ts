import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { outsideCredits } from "~/db/schema/compliance";

/** Deletes one of the attorney's own outside credits (with its certificate). */
export async function deleteOutsideCredit(db: Database, uid: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(outsideCredits)
    .where(and(eq(outsideCredits.id, id), eq(outsideCredits.uid, uid)))
    .returning({ id: outsideCredits.id });
  return deleted.length > 0;
}

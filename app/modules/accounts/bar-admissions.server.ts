import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { barAdmissions } from "~/db/schema/accounts";

export function listBarAdmissions(db: Database, uid: string) {
  return db
    .select({
      id: barAdmissions.id,
      state: barAdmissions.state,
      barNumber: barAdmissions.barNumber,
    })
    .from(barAdmissions)
    .where(eq(barAdmissions.uid, uid))
    .orderBy(asc(barAdmissions.state));
}

/** Adds an admission; a second one for the same state is refused by the database. */
export async function addBarAdmission(
  db: Database,
  uid: string,
  admission: { state: string; barNumber: string },
): Promise<"added" | "duplicate"> {
  const inserted = await db
    .insert(barAdmissions)
    .values({ id: randomUUID(), uid, state: admission.state, barNumber: admission.barNumber })
    .onConflictDoNothing({ target: [barAdmissions.uid, barAdmissions.state] })
    .returning({ id: barAdmissions.id });
  return inserted.length > 0 ? "added" : "duplicate";
}

/** Removes one of the user's own admissions (never someone else's). */
export async function removeBarAdmission(db: Database, uid: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(barAdmissions)
    .where(and(eq(barAdmissions.id, id), eq(barAdmissions.uid, uid)))
    .returning({ id: barAdmissions.id });
  return removed.length > 0;
}

import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared-query.server";
import { barAdmissions } from "~/db/schema/accounts";

// The one module that reads and writes bar admissions (Profile Settings and
// the credit tracker both go through it).

/** The user's bar admissions, by state (Profile Settings, the credit tracker). */
export function listBarAdmissions(db: Database, uid: string) {
  return preparedQuery(db, "list_bar_admissions", () =>
    db
      .select({
        id: barAdmissions.id,
        state: barAdmissions.state,
        barNumber: barAdmissions.barNumber,
        admittedOn: barAdmissions.admittedOn,
      })
      .from(barAdmissions)
      .where(eq(barAdmissions.uid, sql.placeholder("uid")))
      .orderBy(asc(barAdmissions.state))
      .prepare("list_bar_admissions"),
  ).execute({ uid });
}

/** Adds an admission; a second one for the same state is refused by the database. */
export async function addBarAdmission(
  db: Database,
  uid: string,
  admission: { state: string; barNumber: string; admittedOn?: string | null | undefined },
): Promise<"added" | "duplicate"> {
  const inserted = await db
    .insert(barAdmissions)
    .values({
      id: randomUUID(),
      uid,
      state: admission.state,
      barNumber: admission.barNumber,
      admittedOn: admission.admittedOn ?? null,
    })
    .onConflictDoNothing({ target: [barAdmissions.uid, barAdmissions.state] })
    .returning({ id: barAdmissions.id });
  return inserted.length > 0 ? "added" : "duplicate";
}

/**
 * Adds the admission, or updates the bar number and admission date of the
 * one the attorney already has in that state (one per state).
 */
export async function saveBarAdmission(
  db: Database,
  uid: string,
  admission: { state: string; barNumber: string; admittedOn: string | null },
): Promise<"added" | "updated"> {
  const [row] = await db
    .insert(barAdmissions)
    .values({
      id: randomUUID(),
      uid,
      state: admission.state,
      barNumber: admission.barNumber,
      admittedOn: admission.admittedOn,
    })
    .onConflictDoUpdate({
      target: [barAdmissions.uid, barAdmissions.state],
      set: { barNumber: admission.barNumber, admittedOn: admission.admittedOn },
    })
    // xmax is 0 only for a row this statement inserted.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return row?.inserted ? "added" : "updated";
}

/** Removes one of the user's own admissions (never someone else's). */
export async function removeBarAdmission(db: Database, uid: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(barAdmissions)
    .where(and(eq(barAdmissions.id, id), eq(barAdmissions.uid, uid)))
    .returning({ id: barAdmissions.id });
  return removed.length > 0;
}

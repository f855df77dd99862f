import { count } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { enrolments } from "~/db/schema/learning";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { ROSTER_PAGE_SIZE, type RosterFilters, type RosterScope } from "./roster-filters";
import {
  ENROLMENT_OF_REGISTRATION,
  ORDER_OF_REGISTRATION,
  orderByKeys,
  ROSTER_COLUMNS,
  rosterConditions,
  toRosterRow,
} from "./roster-query.server";
import type { RosterRow } from "./roster-row";

/**
 * One page of a roster, sorted, filtered and searched in the database, with
 * how many registrations match: two statements, whatever the page shows.
 */
export async function listRoster(
  db: Database,
  scope: RosterScope,
  filters: RosterFilters,
  page: number,
): Promise<{ rows: RosterRow[]; total: number }> {
  const where = rosterConditions(scope, filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select(ROSTER_COLUMNS)
      .from(courseRegistrations)
      .leftJoin(enrolments, ENROLMENT_OF_REGISTRATION)
      .leftJoin(orders, ORDER_OF_REGISTRATION)
      .where(where)
      .orderBy(...orderByKeys(filters.sort, filters.dir))
      .limit(ROSTER_PAGE_SIZE)
      .offset((page - 1) * ROSTER_PAGE_SIZE),
    db
      .select({ total: count() })
      .from(courseRegistrations)
      .leftJoin(enrolments, ENROLMENT_OF_REGISTRATION)
      .where(where),
  ]);
  return { rows: rows.map(toRosterRow), total: counted?.total ?? 0 };
}

import { count, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { enrolments } from "~/db/schema/learning";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { ROSTER_PAGE_SIZE } from "./roster-fields";
import type { RosterFilters } from "./roster-filters";
import {
  ENROLMENT_OF_REGISTRATION,
  ORDER_OF_REGISTRATION,
  orderByKeys,
  ROSTER_COLUMNS,
  rosterConditions,
  toRosterRow,
} from "./roster-query.server";
import type { RosterRow } from "./roster-row";
import type { RosterScope } from "./roster-scope";

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
  const order = orderByKeys(filters.sort, filters.dir);
  // The page's registrations are chosen on the sort keys alone; only those 50
  // then get their codes, bar admissions and certificates. (Selected in one
  // go, the skipped rows of a deep page would each have them worked out too.)
  const pageIds = db
    .select({ id: courseRegistrations.id })
    .from(courseRegistrations)
    .leftJoin(enrolments, ENROLMENT_OF_REGISTRATION)
    .where(where)
    .orderBy(...order)
    .limit(ROSTER_PAGE_SIZE)
    .offset((page - 1) * ROSTER_PAGE_SIZE);
  const [rows, [counted]] = await Promise.all([
    db
      .select(ROSTER_COLUMNS)
      .from(courseRegistrations)
      .leftJoin(enrolments, ENROLMENT_OF_REGISTRATION)
      .leftJoin(orders, ORDER_OF_REGISTRATION)
      .where(inArray(courseRegistrations.id, pageIds))
      .orderBy(...order),
    db
      .select({ total: count() })
      .from(courseRegistrations)
      .leftJoin(enrolments, ENROLMENT_OF_REGISTRATION)
      .where(where),
  ]);
  return { rows: rows.map(toRosterRow), total: counted?.total ?? 0 };
}

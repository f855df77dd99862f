import { and, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { barAdmissions } from "~/db/schema/accounts";
import { user } from "~/db/schema/auth";
import type { KeysetCursor } from "~/lib/keyset-cursor";
import { prefixPattern } from "~/lib/like-pattern";
import {
  boundedCountQuery,
  type Keyset,
  keysetCondition,
  keysetLimit,
  keysetOrder,
  loadKeysetList,
  pageKeyColumn,
} from "~/modules/staff-lists/keyset-page.server";
import { personMatches } from "~/modules/staff-lists/person-search.server";

export const ATTENDEES_PAGE_SIZE = 25;

// Written out in full: in a query on one table Drizzle leaves columns
// unqualified, and a bare "id" inside the subquery would name its own row's.
export const registrations = sql<number>`(select count(*)::int from course_registrations cr where cr.uid = "user"."id")`;

/**
 * The attendee search as SQL (the list and its export share it): words of
 * the name or address (the user table's search index), or the start of a bar
 * number, gathered as one set of ids so each part keeps its own index.
 */
export function attendeeConditions(q: string): SQL | undefined {
  // Nothing typed: every account (a bar-number prefix of "" would keep only those with an admission).
  if (q.trim() === "") return undefined;
  const words = personMatches(user.name, user.email, q);
  const byWords = words ? sql`select ${user.id} from ${user} where ${words} union ` : sql``;
  // `= any(array(…))`: the ids are gathered first (an InitPlan), then read
  // through the primary key, whatever the planner guesses of their number.
  return sql`${user.id} = any(array(${byWords}select ${barAdmissions.uid} from ${barAdmissions} where upper(${barAdmissions.barNumber}) like ${prefixPattern(q.trim().toUpperCase())}))`;
}

/** The accounts' order: newest first, the id breaking ties. */
export const ATTENDEES_KEYSET: Keyset = {
  parts: [
    { expr: user.createdAt, kind: "timestamptz" },
    { expr: user.id, kind: "text" },
  ],
  order: "desc",
};

/** The statement of one page of accounts (a row more, to know if there is a next page). */
export function attendeesPageQuery(db: Database, q: string, cursor: KeysetCursor | null) {
  return db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      createdAt: user.createdAt,
      registrations,
      pageKey: pageKeyColumn(ATTENDEES_KEYSET),
    })
    .from(user)
    .where(and(q ? attendeeConditions(q) : undefined, keysetCondition(ATTENDEES_KEYSET, cursor)))
    .orderBy(...keysetOrder(ATTENDEES_KEYSET, cursor))
    .limit(keysetLimit(ATTENDEES_PAGE_SIZE));
}

/** The statement counting the matching accounts, up to the bounded count's limit. */
export function attendeesCountQuery(db: Database, q: string) {
  return boundedCountQuery(db, {
    from: user,
    key: user.id,
    where: q ? attendeeConditions(q) : undefined,
  });
}

/**
 * Accounts matching `q` (all without one), newest first, a page at a time,
 * with how many match (bounded).
 */
export async function listAttendees(db: Database, q: string, cursor: KeysetCursor | null) {
  const { rows, total, cursors } = await loadKeysetList(
    cursor,
    ATTENDEES_PAGE_SIZE,
    (at) => attendeesPageQuery(db, q, at),
    attendeesCountQuery(db, q),
  );
  return { people: rows, total, cursors };
}

import { asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { BULK_MAX_ITEMS } from "~/lib/bulk-choice";
import { sessionListConditions } from "./list-staff-sessions.server";
import type { SessionListFilters } from "./session-list-filters";

/** A session chosen on the list, named as its registrants' export names it. */
export type ChosenSession = { id: string; courseTitle: string; startsAt: Date };

/**
 * The sessions a bulk action on the live-session list is for: every one
 * matching the list's view and search (not only the page shown), in the
 * list's order, or the ticked ones (soonest first); at most BULK_MAX_ITEMS.
 */
export async function selectStaffSessions(
  db: Database,
  choice: { filters: Pick<SessionListFilters, "show" | "q"> } | { ids: readonly string[] },
  now = new Date(),
): Promise<ChosenSession[]> {
  if ("ids" in choice && choice.ids.length === 0) return [];
  const where: SQL | undefined =
    "filters" in choice
      ? sessionListConditions(choice.filters, now)
      : inArray(liveSessions.id, choice.ids.slice(0, BULK_MAX_ITEMS));
  const newestFirst = "filters" in choice && choice.filters.show !== "upcoming";
  return db
    .select({ id: liveSessions.id, courseTitle: courses.title, startsAt: liveSessions.startsAt })
    .from(liveSessions)
    .innerJoin(courses, eq(courses.id, liveSessions.courseId))
    .where(where)
    .orderBy(
      newestFirst ? desc(liveSessions.startsAt) : asc(liveSessions.startsAt),
      asc(liveSessions.id),
    )
    .limit(BULK_MAX_ITEMS);
}

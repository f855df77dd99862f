import { and, desc, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { readByCursor } from "~/db/read-by-cursor.server";
import { readCsvByCursor } from "~/db/read-csv-by-cursor.server";
import { user } from "~/db/schema/auth";
import { BULK_MAX_ITEMS } from "~/lib/bulk-choice";
import type { CsvLines } from "~/lib/csv-stream.server";
import { attendeeCsvQuery, type ExportedAttendee } from "./attendee-csv.server";
import { attendeeConditions, registrations } from "./list-attendees.server";

// Written out in full: a bare "id" inside these would name the subquery's own row's.
const barNumbers = sql<
  string | null
>`(select string_agg(b.state || ' ' || b.bar_number, '; ' order by b.state) from bar_admissions b where b.uid = "user"."id")`;
const validCertificates = sql<number>`(select count(*)::int from certificates c where c.uid = "user"."id" and c.superseded_at is null and c.revoked_at is null)`;

const ATTENDEE_COLUMNS = {
  id: user.id,
  name: user.name,
  email: user.email,
  createdAt: user.createdAt,
  registrations,
  barNumbers,
  certificates: validCertificates,
};

type AttendeeChoice = { q: string } | { ids: readonly string[] };

/** The accounts the search (or the ticks) chose, as SQL. */
function chosenAttendees(choice: AttendeeChoice): SQL | undefined {
  return "q" in choice
    ? attendeeConditions(choice.q)
    : choice.ids.length > 0
      ? inArray(user.id, choice.ids.slice(0, BULK_MAX_ITEMS))
      : sql`false`;
}

/**
 * The attendees' CSV export's rows: with `cursor` (in a PostgreSQL
 * snapshot) as lines PostgreSQL writes itself (attendeeCsvQuery), a batch's
 * lines at a time; otherwise the rows of readAttendeeExport.
 */
export async function* readAttendeeCsv(
  db: Database,
  choice: AttendeeChoice,
  batchSize = 500,
  options: { cursor?: boolean } = {},
): AsyncGenerator<ExportedAttendee | CsvLines> {
  if (options.cursor) {
    yield* readCsvByCursor(db, attendeeCsvQuery(db, chosenAttendees(choice)), batchSize);
    return;
  }
  yield* readAttendeeExport(db, choice, batchSize);
}

/**
 * The accounts matching the attendee search (or the ticked ones), newest
 * first, a batch at a time (keyset), with their bar numbers, registrations
 * and valid certificates. With `cursor` (in a PostgreSQL snapshot) the
 * statement runs once (one sort) and is fetched a batch at a time.
 */
export async function* readAttendeeExport(
  db: Database,
  choice: AttendeeChoice,
  batchSize = 500,
  options: { cursor?: boolean } = {},
): AsyncGenerator<ExportedAttendee> {
  const chosen = chosenAttendees(choice);
  if (options.cursor) {
    const query = db
      .select(ATTENDEE_COLUMNS)
      .from(user)
      .where(chosen)
      .orderBy(desc(user.createdAt), desc(user.id));
    yield* readByCursor<ExportedAttendee>(db, query, ATTENDEE_COLUMNS, batchSize);
    return;
  }
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const batch: ExportedAttendee[] = await db
      .select(ATTENDEE_COLUMNS)
      .from(user)
      .where(
        and(
          chosen,
          after
            ? or(
                lt(user.createdAt, after.createdAt),
                and(sql`${user.createdAt} = ${after.createdAt}`, lt(user.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(batchSize);
    yield* batch;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

import { SCHEDULE_TIME_ZONE } from "~/content/site";
import type { CsvColumn } from "~/lib/csv-stream.server";
import { utcToZonedParts } from "~/lib/time";
import type { SessionRegistrant } from "./read-session-registrants.server";
import { ROSTER_CSV_COLUMNS } from "./roster-csv.server";

/** When a session starts, on the provider's clock (as the schedule states it). */
function easternStart(startsAt: Date): string {
  const { day, time } = utcToZonedParts(new Date(startsAt), SCHEDULE_TIME_ZONE);
  return `${day} ${time}`;
}

/**
 * The several-sessions registrant CSV: which session, then the roster CSV's
 * own columns (so the two files read alike).
 */
export const SESSION_REGISTRANTS_CSV_COLUMNS: CsvColumn<SessionRegistrant>[] = [
  { header: "course", value: (row) => row.session.courseTitle },
  { header: "session start (ET)", value: (row) => easternStart(row.session.startsAt) },
  { header: "session id", value: (row) => row.session.id },
  ...ROSTER_CSV_COLUMNS.map(
    (column): CsvColumn<SessionRegistrant> => ({
      header: column.header,
      value: (row) => column.value(row.registrant),
    }),
  ),
];

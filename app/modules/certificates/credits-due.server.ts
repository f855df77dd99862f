import { and, eq, getTableName, sql } from "drizzle-orm";
import type { CreditCategory } from "~/content/state-rules/types";
import { attendanceCorrections } from "~/db/schema/attendance";
import { courseStateApprovals } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { toHundredths } from "~/lib/hours";
import { partialCredits } from "~/modules/attendance/attendance-corrections";

// What credit a certificate's attendance is due under a state's approved
// credits: the eligibility check issues it, a credits correction re-issues it
// (docs/decisions/0042), and the compliance checks compare it.

export type Credits = Partial<Record<CreditCategory, number>>;

/** A partial attendance's minutes, of the program's; null for anything else. */
export type AttendedShare = { attendedMinutes: number | null; programMinutes: number | null };

/** A partial attendance earns its share of the state's credit; any other the whole. */
export function creditsDue(credits: Credits, share: AttendedShare | null): Credits {
  return share?.attendedMinutes != null && share.programMinutes != null
    ? partialCredits(credits, share.attendedMinutes, share.programMinutes)
    : credits;
}

/**
 * Whether two sets of credits say the same, in hundredths of an hour; a
 * category at 0 counts as absent (an attendance correction keeps a category
 * no longer earned at 0).
 */
export function sameCredits(a: Credits, b: Credits): boolean {
  const hundredths = (credits: Credits) =>
    Object.entries(credits)
      .map(([category, hours]) => [category, toHundredths(hours)] as const)
      .filter(([, value]) => value > 0)
      .sort(([x], [y]) => x.localeCompare(y))
      .join(";");
  return hundredths(a) === hundredths(b);
}

/** A column of `certificates`, named with its table even in a query of that table alone. */
const certificate = (column: "uid" | "course_id" | "live_session_id") =>
  sql`${sql.identifier(getTableName(certificates))}.${sql.identifier(column)}`;

/**
 * The counting correction of the certificate's own part of the course (its
 * live session, or the lecture for a self-study one): one of its columns,
 * null when the part has no correction. In a query over `certificates`.
 */
function countingCorrection(column: "attended_minutes" | "program_minutes") {
  return sql<number | null>`(select c.${sql.identifier(column)} from ${attendanceCorrections} c
    where c.uid = ${certificate("uid")} and c.course_id = ${certificate("course_id")}
      and coalesce(c.live_session_id, '') = coalesce(${certificate("live_session_id")}, '')
      and not exists (select 1 from ${attendanceCorrections} r where r.replaces_id = c.id)
    limit 1)`.mapWith((value) => (value === null ? null : Number(value)));
}

/** The share columns (AttendedShare) for a select over `certificates`. */
export const attendedShareColumns = {
  attendedMinutes: countingCorrection("attended_minutes"),
  programMinutes: countingCorrection("program_minutes"),
};

/** Joins a certificate to its state's approval of its course (whose credits it copied). */
export const certificateApproval = and(
  eq(courseStateApprovals.courseId, certificates.courseId),
  eq(courseStateApprovals.stateSlug, certificates.stateSlug),
);

import { and, asc, eq, inArray, isNull, lt, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { attendanceCorrections } from "~/db/schema/attendance";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { creditCheckFlags } from "~/db/schema/credit-check-flags";
import type { KeysetCursor } from "~/lib/keyset-cursor";
import type { CorrectionOutcome } from "~/modules/attendance/attendance-correction-fields";
import { checkpointSpacingProblem } from "~/modules/attendance/checkpoint-placement";
import { isValidCertificate } from "~/modules/certificates/current-certificates.server";
import {
  boundedCountQuery,
  type Keyset,
  keysetCondition,
  keysetLimit,
  keysetOrder,
  loadKeysetList,
  pageKeyColumn,
} from "~/modules/staff-lists/keyset-page.server";
import {
  type CertificateFlag,
  CHECK_PAGE_SIZE,
  type CheckCursors,
  type SpacingFlag,
} from "./compliance-checks";
import { refreshCreditCheckFlags } from "./refresh-credit-check-flags.server";

// The credit hours on a certificate, all categories together, and the
// watching time they stand for (a state without a known credit-hour length:
// 60 minutes). Written as the short-watching index's condition is (migration
// 0067), so the planner reads that index.
const creditHours = sql<number>`certificate_credit_hours(${certificates.credits})`;
const claimedSeconds = sql<number>`${creditHours} * coalesce(${certificates.creditHourMinutes}, 60) * 60`;

const CERTIFICATE_COLUMNS = {
  id: certificates.id,
  uid: certificates.uid,
  courseId: certificates.courseId,
  liveSessionId: certificates.liveSessionId,
  courseTitle: certificates.courseTitle,
  attorneyName: certificates.attorneyName,
  stateSlug: certificates.stateSlug,
  issuedAt: certificates.issuedAt,
  codesEntered: certificates.codesEntered,
  codesTotal: certificates.codesTotal,
  watchedSeconds: certificates.watchedSeconds,
  claimedSeconds: claimedSeconds.mapWith(Number),
};

/** The flagged certificates' order: newest first, the id breaking ties (migration 0067's indexes). */
export const FLAGGED_KEYSET: Keyset = {
  parts: [
    { expr: certificates.issuedAt, kind: "timestamptz" },
    { expr: certificates.id, kind: "text" },
  ],
  order: "desc",
};

/** The kept credit flags' order, the same one (index `credit_check_flags_order`). */
export const CREDIT_FLAGS_KEYSET: Keyset = {
  parts: [
    { expr: creditCheckFlags.issuedAt, kind: "timestamptz" },
    { expr: creditCheckFlags.certificateId, kind: "text" },
  ],
  order: "desc",
};

/**
 * The seconds of a lecture's or a session's codes, as one array per row (the
 * checkpoints matching `where`, as `cp`): at 10,000 sessions, a row per code
 * (20,000) read and mapped one by one was most of the checks page's time.
 */
function codesAt(where: SQL) {
  return sql<
    number[]
  >`coalesce((select array_agg(cp.at_seconds) from attendance_checkpoints cp where ${where}), '{}')`;
}

/**
 * What the compliance officer should look at: lectures
 * and live sessions whose codes break New York's one-per-50-minutes rule,
 * valid certificates issued without every code, valid self-study
 * certificates whose watching time is short of the credit they claim, and
 * valid certificates whose credits differ from the course's now. A
 * certificate explained by an attendance correction of its own part (its
 * live session, or the lecture) is listed with it.
 */
export async function listComplianceChecks(db: Database, cursors: CheckCursors = {}) {
  await refreshCreditCheckFlags(db);
  const [lectures, sessions, missingCodes, shortWatching, credited] = await Promise.all([
    db
      .select({
        courseId: courses.id,
        courseTitle: courses.title,
        lectureSeconds: sql<number | null>`(${courses.media}->>'durationSeconds')::float8`,
        codes: codesAt(sql`cp.course_id = ${courses.id} and cp.live_session_id is null`),
      })
      .from(courses)
      .where(ne(courses.status, "archived"))
      .orderBy(asc(courses.title)),
    db
      .select({
        id: liveSessions.id,
        courseId: liveSessions.courseId,
        courseTitle: courses.title,
        startsAt: liveSessions.startsAt,
        durationMinutes: liveSessions.durationMinutes,
        codes: codesAt(
          sql`cp.live_session_id = ${liveSessions.id} and cp.course_id = ${liveSessions.courseId}`,
        ),
      })
      .from(liveSessions)
      .innerJoin(courses, eq(courses.id, liveSessions.courseId))
      .where(and(isNull(liveSessions.cancelledAt), ne(courses.status, "archived")))
      .orderBy(asc(liveSessions.startsAt)),
    loadKeysetList(
      cursors.codes ?? null,
      CHECK_PAGE_SIZE,
      (at) => flaggedPageQuery(db, missingCodesWhere(), at),
      flaggedCountQuery(db, missingCodesWhere()),
    ),
    loadKeysetList(
      cursors.watching ?? null,
      CHECK_PAGE_SIZE,
      (at) => flaggedPageQuery(db, shortWatchingWhere(), at),
      flaggedCountQuery(db, shortWatchingWhere()),
    ),
    loadKeysetList(
      cursors.credits ?? null,
      CHECK_PAGE_SIZE,
      (at) => creditFlagsPageQuery(db, at),
      creditFlagsCountQuery(db),
    ),
  ]);

  const spacing: SpacingFlag[] = [];
  for (const lecture of lectures) {
    if (lecture.lectureSeconds === null) continue;
    const problem = checkpointSpacingProblem(lecture.lectureSeconds, lecture.codes);
    if (problem) {
      const { courseId, courseTitle } = lecture;
      spacing.push({ courseId, courseTitle, liveSessionId: null, sessionStartsAt: null, problem });
    }
  }
  for (const session of sessions) {
    const problem = checkpointSpacingProblem(session.durationMinutes * 60, session.codes);
    if (problem) {
      spacing.push({
        courseId: session.courseId,
        courseTitle: session.courseTitle,
        liveSessionId: session.id,
        sessionStartsAt: session.startsAt,
        problem,
      });
    }
  }

  const corrections = await currentCorrections(db, [
    ...missingCodes.rows,
    ...shortWatching.rows,
    ...credited.rows,
  ]);
  const withCorrection = <Row extends Omit<CertificateFlag, "correction">>(
    row: Row,
  ): Row & Pick<CertificateFlag, "correction"> => ({
    ...row,
    correction: row.uid ? (corrections.get(partKey(row)) ?? null) : null,
  });
  const shown = <Row extends Omit<CertificateFlag, "correction">>(list: {
    rows: Row[];
    total: { count: number; more: boolean };
    cursors: { previous: string | null; next: string | null };
  }) => ({ rows: list.rows.map(withCorrection), ...list.total, cursors: list.cursors });
  return {
    spacing,
    missingCodes: shown(missingCodes),
    shortWatching: shown(shortWatching),
    creditDifferences: shown(credited),
  };
}

/**
 * Valid self-study certificates watched for less time than the credit they claim.
 *
 * Live certificates are left out: a live session records only when its link
 * was first and last opened and how often (session_joins), not when the
 * attendee left or whether they were watching in between, so there is no
 * watching time to compare with the credit. Their codes are checked instead
 * (certificates without every code).
 */
function shortWatchingWhere(): SQL | undefined {
  return and(
    isValidCertificate,
    eq(certificates.format, "self-study"),
    sql`${certificates.watchedSeconds} < ${claimedSeconds}`,
  );
}

type Part = { uid: string | null; courseId: string; liveSessionId: string | null };

/**
 * Corrections are per part of a course (decision 0026, migration 0032): a
 * live session's correction says nothing about the lecture, nor the reverse.
 */
function partKey(part: Part): string {
  return `${part.uid}|${part.courseId}|${part.liveSessionId ?? ""}`;
}

/** The counting correction's outcome for each attendee's part of a course among these certificates. */
async function currentCorrections(
  db: Database,
  rows: readonly Part[],
): Promise<Map<string, CorrectionOutcome>> {
  const uids = [...new Set(rows.flatMap((row) => (row.uid ? [row.uid] : [])))];
  if (uids.length === 0) return new Map();
  const found = await db
    .select({
      id: attendanceCorrections.id,
      uid: attendanceCorrections.uid,
      courseId: attendanceCorrections.courseId,
      liveSessionId: attendanceCorrections.liveSessionId,
      outcome: attendanceCorrections.outcome,
      replacesId: attendanceCorrections.replacesId,
    })
    .from(attendanceCorrections)
    .where(inArray(attendanceCorrections.uid, uids));
  const replaced = new Set(found.map((row) => row.replacesId));
  return new Map(
    found.filter((row) => !replaced.has(row.id)).map((row) => [partKey(row), row.outcome]),
  );
}

/** Valid certificates issued with fewer codes entered than the program had (migration 0067's index). */
function missingCodesWhere(): SQL | undefined {
  return and(isValidCertificate, lt(certificates.codesEntered, certificates.codesTotal));
}

/** One page of flagged certificates (a check's index, newest first; a row more, to know if there is a next page). */
export function flaggedPageQuery(
  db: Database,
  where: SQL | undefined,
  cursor: KeysetCursor | null = null,
) {
  return db
    .select({ ...CERTIFICATE_COLUMNS, pageKey: pageKeyColumn(FLAGGED_KEYSET) })
    .from(certificates)
    .where(and(where, keysetCondition(FLAGGED_KEYSET, cursor)))
    .orderBy(...keysetOrder(FLAGGED_KEYSET, cursor))
    .limit(keysetLimit(CHECK_PAGE_SIZE));
}

/** How many certificates a check flags, up to the bounded count's limit. */
export function flaggedCountQuery(db: Database, where: SQL | undefined) {
  return boundedCountQuery(db, { from: certificates, key: certificates.id, where });
}

/** The checks' statements, for the plan test: each reads an index and stops at a LIMIT. */
export const complianceCheckStatements = (db: Database, cursor: KeysetCursor | null = null) => ({
  missingCodes: flaggedPageQuery(db, missingCodesWhere(), cursor),
  missingCount: flaggedCountQuery(db, missingCodesWhere()),
  shortWatching: flaggedPageQuery(db, shortWatchingWhere(), cursor),
  shortCount: flaggedCountQuery(db, shortWatchingWhere()),
  credits: creditFlagsPageQuery(db, cursor),
  creditsCount: creditFlagsCountQuery(db),
});

/** One page of the certificates whose credits differ, from the kept flags, newest first. */
export function creditFlagsPageQuery(db: Database, cursor: KeysetCursor | null = null) {
  return db
    .select({
      ...CERTIFICATE_COLUMNS,
      credits: certificates.credits,
      creditsDue: creditCheckFlags.creditsDue,
      pageKey: pageKeyColumn(CREDIT_FLAGS_KEYSET),
    })
    .from(creditCheckFlags)
    .innerJoin(certificates, eq(certificates.id, creditCheckFlags.certificateId))
    .where(and(isValidCertificate, keysetCondition(CREDIT_FLAGS_KEYSET, cursor)))
    .orderBy(...keysetOrder(CREDIT_FLAGS_KEYSET, cursor))
    .limit(keysetLimit(CHECK_PAGE_SIZE));
}

/** How many certificates' credits differ, up to the bounded count's limit. */
export function creditFlagsCountQuery(db: Database) {
  return boundedCountQuery(db, { from: creditCheckFlags, key: creditCheckFlags.certificateId });
}

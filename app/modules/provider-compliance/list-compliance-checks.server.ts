import { and, asc, desc, eq, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { attendanceCheckpoints, attendanceCorrections } from "~/db/schema/attendance";
import { courseStateApprovals, courses, liveSessions } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import type { CorrectionOutcome } from "~/modules/attendance/attendance-correction-fields";
import { checkpointSpacingProblem } from "~/modules/attendance/checkpoint-placement";
import {
  attendedShareColumns,
  certificateApproval,
  creditsDue,
  sameCredits,
} from "~/modules/certificates/credits-due.server";
import { isValidCertificate } from "~/modules/certificates/current-certificates.server";
import {
  type CertificateFlag,
  CHECK_LIST_LIMIT,
  type CreditFlag,
  type SpacingFlag,
} from "./compliance-checks";

// The credit hours on a certificate, all categories together, and the
// watching time they stand for (a state without a known credit-hour length: 60 minutes).
const creditHours = sql<number>`(select coalesce(sum(value::numeric), 0) from jsonb_each_text(${certificates.credits}))`;
const claimedSeconds = sql<number>`(${creditHours} * coalesce(${certificates.creditHourMinutes}, 60) * 60)`;

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

/**
 * What the compliance officer should look at: lectures
 * and live sessions whose codes break New York's one-per-50-minutes rule,
 * valid certificates issued without every code, valid self-study
 * certificates whose watching time is short of the credit they claim, and
 * valid certificates whose credits differ from the course's now. A
 * certificate explained by an attendance correction of its own part (its
 * live session, or the lecture) is listed with it.
 */
export async function listComplianceChecks(db: Database) {
  const [
    lectures,
    sessions,
    points,
    missingCodes,
    missingCount,
    shortWatching,
    shortCount,
    credited,
  ] = await Promise.all([
    db
      .select({
        courseId: courses.id,
        courseTitle: courses.title,
        lectureSeconds: sql<number | null>`(${courses.media}->>'durationSeconds')::float8`,
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
      })
      .from(liveSessions)
      .innerJoin(courses, eq(courses.id, liveSessions.courseId))
      .where(and(isNull(liveSessions.cancelledAt), ne(courses.status, "archived")))
      .orderBy(asc(liveSessions.startsAt)),
    db
      .select({
        courseId: attendanceCheckpoints.courseId,
        liveSessionId: attendanceCheckpoints.liveSessionId,
        atSeconds: attendanceCheckpoints.atSeconds,
      })
      .from(attendanceCheckpoints),
    db
      .select(CERTIFICATE_COLUMNS)
      .from(certificates)
      .where(and(isValidCertificate, lt(certificates.codesEntered, certificates.codesTotal)))
      .orderBy(desc(certificates.issuedAt))
      .limit(CHECK_LIST_LIMIT),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(certificates)
      .where(and(isValidCertificate, lt(certificates.codesEntered, certificates.codesTotal))),
    db
      .select(CERTIFICATE_COLUMNS)
      .from(certificates)
      .where(shortWatchingWhere())
      .orderBy(desc(certificates.issuedAt))
      .limit(CHECK_LIST_LIMIT),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(certificates)
      .where(shortWatchingWhere()),
    creditDifferences(db),
  ]);

  const codesOf = new Map<string, number[]>();
  for (const point of points) {
    const key = `${point.courseId}|${point.liveSessionId ?? ""}`;
    codesOf.set(key, [...(codesOf.get(key) ?? []), point.atSeconds]);
  }
  const spacing: SpacingFlag[] = [];
  for (const lecture of lectures) {
    if (lecture.lectureSeconds === null) continue;
    const problem = checkpointSpacingProblem(
      lecture.lectureSeconds,
      codesOf.get(`${lecture.courseId}|`) ?? [],
    );
    if (problem) {
      const { courseId, courseTitle } = lecture;
      spacing.push({ courseId, courseTitle, liveSessionId: null, sessionStartsAt: null, problem });
    }
  }
  for (const session of sessions) {
    const problem = checkpointSpacingProblem(
      session.durationMinutes * 60,
      codesOf.get(`${session.courseId}|${session.id}`) ?? [],
    );
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

  const creditsShown = credited.slice(0, CHECK_LIST_LIMIT);
  const corrections = await currentCorrections(db, [
    ...missingCodes,
    ...shortWatching,
    ...creditsShown,
  ]);
  const withCorrection = <Row extends Omit<CertificateFlag, "correction">>(
    row: Row,
  ): Row & Pick<CertificateFlag, "correction"> => ({
    ...row,
    correction: row.uid ? (corrections.get(partKey(row)) ?? null) : null,
  });
  return {
    spacing,
    missingCodes: { rows: missingCodes.map(withCorrection), count: missingCount[0]?.count ?? 0 },
    shortWatching: {
      rows: shortWatching.map(withCorrection),
      count: shortCount[0]?.count ?? 0,
    },
    creditDifferences: {
      rows: creditsShown.map(withCorrection) satisfies CreditFlag[],
      count: credited.length,
    },
  };
}

/**
 * Valid certificates whose credits differ from what their state's approval
 * of the course gives their attendance now (a partial attendance its share;
 * docs/decisions/0042): issued before the course's credits changed from now
 * on, set by hand, or issued under credits corrected without re-issuing
 * them. Newest first. The database compares the credits; only those it finds
 * different, or with a partial attendance, are worked out here.
 */
async function creditDifferences(db: Database) {
  const candidates = await db
    .select({
      ...CERTIFICATE_COLUMNS,
      credits: certificates.credits,
      stateCredits: courseStateApprovals.credits,
      ...attendedShareColumns,
    })
    .from(certificates)
    .innerJoin(courseStateApprovals, certificateApproval)
    .where(
      and(
        isValidCertificate,
        sql`(${certificates.credits} <> ${courseStateApprovals.credits} or ${attendedShareColumns.attendedMinutes} is not null)`,
      ),
    )
    .orderBy(desc(certificates.issuedAt), asc(certificates.id));
  return candidates.flatMap(({ stateCredits, attendedMinutes, programMinutes, ...row }) => {
    const due = creditsDue(stateCredits, { attendedMinutes, programMinutes });
    return sameCredits(row.credits, due) ? [] : [{ ...row, creditsDue: due }];
  });
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
function shortWatchingWhere() {
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

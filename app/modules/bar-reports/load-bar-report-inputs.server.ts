import { and, asc, type Column, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import {
  type ObligationsBook,
  PROVIDER_OBLIGATIONS,
} from "~/content/state-rules/provider-obligations";
import type { Database } from "~/db/client.server";
import { barAdmissions } from "~/db/schema/accounts";
import { barReportLines, barReports } from "~/db/schema/bar-reports";
import { courseStateApprovals, courses, liveSessions, states } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { utcToZonedParts } from "~/lib/time";
import { isLatestVersion } from "~/modules/certificates/current-certificates.server";
import type { ReportedCertificate, SubmittedReport } from "./bar-report-types";
import type { BarReportInputs } from "./derive-bar-reports";

/** Each certificate's first version, from the re-issue links (id → the version it replaced). */
function chainRoots(links: readonly { id: string; supersedesId: string | null }[]) {
  const previous = new Map(links.map((link) => [link.id, link.supersedesId]));
  return (id: string) => {
    let root = id;
    for (let step = 0; step < 1000; step++) {
      const before = previous.get(root);
      if (!before) break;
      root = before;
    }
    return root;
  };
}

/** The submitted reports with their lines, in the order they were submitted. */
export async function loadSubmittedReports(
  db: Database,
  where?: {
    slotKey?: string;
    id?: string;
    courseStates?: readonly string[];
    courseIds?: readonly string[];
  },
): Promise<SubmittedReport[]> {
  if (where?.courseStates?.length === 0 || where?.courseIds?.length === 0) return [];
  const reports = await db
    .select()
    .from(barReports)
    .where(
      where?.slotKey
        ? eq(barReports.slotKey, where.slotKey)
        : where?.id
          ? eq(barReports.id, where.id)
          : where?.courseStates
            ? inArray(sql<string>`${barReports.courseId} || '|' || ${barReports.stateSlug}`, [
                ...where.courseStates,
              ])
            : where?.courseIds
              ? inArray(barReports.courseId, [...where.courseIds])
              : undefined,
    )
    .orderBy(asc(barReports.submittedAt), asc(barReports.sequence));
  if (reports.length === 0) return [];
  const lines = await db
    .select()
    .from(barReportLines)
    .where(
      inArray(
        barReportLines.reportId,
        reports.map((report) => report.id),
      ),
    )
    .orderBy(asc(barReportLines.reportId), asc(barReportLines.position));
  return reports.map((report) => ({
    ...report,
    submittedAt: report.submittedAt.toISOString(),
    lines: lines
      .filter((line) => line.reportId === report.id)
      .map(({ reportId: _, position: __, ...line }) => line),
  }));
}

/**
 * What the reporting queue is derived from, read afresh: the latest version of
 * every certificate (revoked ones too: their withdrawal is reported), the
 * ended live sessions, the approvals of states that want a report without
 * attendees, and the submitted reports. Everything is read, even for one
 * report's page: a re-issue may move a certificate between windows.
 *
 * For one attorney (`uid`), only their certificates, their sessions and the
 * reports submitted for the same course and state: enough to say where each
 * of their completions stands (the rows then describe only their lines).
 *
 * For some courses (`courseIds`), everything those courses' reports are
 * derived from: a slot is one course's, so their rows are whole (the stored
 * queue derives a course at a time). A re-issue keeps its course.
 */
export async function loadBarReportInputs(
  db: Database,
  now: Date,
  options: { obligations?: ObligationsBook; uid?: string; courseIds?: readonly string[] } = {},
): Promise<BarReportInputs> {
  const { obligations = PROVIDER_OBLIGATIONS, uid, courseIds } = options;
  const ofCourses = (column: Column) =>
    courseIds === undefined ? undefined : inArray(column, [...courseIds]);
  // For one attorney, every version of their certificates in one read: the
  // latest ones and the re-issue links between them.
  const found = await db
    .select({
      id: certificates.id,
      courseId: certificates.courseId,
      courseTitle: certificates.courseTitle,
      stateSlug: certificates.stateSlug,
      attorneyName: certificates.attorneyName,
      barNumber: certificates.barNumber,
      // The account may be gone (its certificates are kept): then no fallback.
      admittedBarNumber: barAdmissions.barNumber,
      liveSessionId: certificates.liveSessionId,
      approvalStatus: certificates.approvalStatus,
      approvalNumber: certificates.approvalNumber,
      completedOn: certificates.completedOn,
      credits: certificates.credits,
      revokedAt: certificates.revokedAt,
      supersededAt: certificates.supersededAt,
      supersedesId: certificates.supersedesId,
    })
    .from(certificates)
    .leftJoin(
      barAdmissions,
      and(eq(barAdmissions.uid, certificates.uid), eq(barAdmissions.state, certificates.stateSlug)),
    )
    .where(
      uid === undefined
        ? and(isLatestVersion, ofCourses(certificates.courseId))
        : eq(certificates.uid, uid),
    );
  const latest = found.filter((row) => row.supersededAt === null);
  if (uid !== undefined && latest.length === 0) {
    return {
      certificates: [],
      sessions: [],
      approvals: [],
      submitted: [],
      stateNames: new Map(),
      obligations,
    };
  }
  const links =
    uid === undefined
      ? await db
          .select({ id: certificates.id, supersedesId: certificates.supersedesId })
          .from(certificates)
          .where(and(isNotNull(certificates.supersedesId), ofCourses(certificates.courseId)))
      : found.filter((row) => row.supersedesId !== null);
  const rootOf = chainRoots(links);
  const reported: ReportedCertificate[] = latest.map(
    ({ admittedBarNumber, revokedAt, supersededAt: _, supersedesId: __, ...row }) => ({
      ...row,
      chainId: rootOf(row.id),
      barNumber: row.barNumber ?? admittedBarNumber ?? null,
      revoked: revokedAt !== null,
    }),
  );

  const sessionIds = [
    ...new Set(reported.flatMap((row) => (row.liveSessionId ? [row.liveSessionId] : []))),
  ];
  const ended = sql<boolean>`${liveSessions.startsAt} + ${liveSessions.durationMinutes} * interval '1 minute' <= ${now.toISOString()}::timestamptz`;
  const sessions =
    uid !== undefined && sessionIds.length === 0
      ? []
      : await db
          .select({
            id: liveSessions.id,
            courseId: liveSessions.courseId,
            courseTitle: courses.title,
            startsAt: liveSessions.startsAt,
            timeZone: liveSessions.timeZone,
            ended,
          })
          .from(liveSessions)
          .innerJoin(courses, eq(courses.id, liveSessions.courseId))
          .where(
            uid !== undefined
              ? inArray(liveSessions.id, sessionIds)
              : sessionIds.length > 0
                ? and(
                    sql`((${and(isNull(liveSessions.cancelledAt), ended)}) or ${inArray(liveSessions.id, sessionIds)})`,
                    ofCourses(liveSessions.courseId),
                  )
                : and(isNull(liveSessions.cancelledAt), ended, ofCourses(liveSessions.courseId)),
          );

  // Any version: which one holds for a session or window is decided when the queue is derived.
  const withoutAttendees = obligations
    .filter((state) => state.versions.some((version) => version.reportWithoutAttendees))
    .map((state) => state.slug);
  const approvals =
    withoutAttendees.length === 0 || uid !== undefined
      ? []
      : await db
          .select({
            courseId: courseStateApprovals.courseId,
            stateSlug: courseStateApprovals.stateSlug,
            effectiveFrom: courseStateApprovals.effectiveFrom,
            expiresOn: courseStateApprovals.expiresOn,
          })
          .from(courseStateApprovals)
          .where(
            and(
              eq(courseStateApprovals.status, "approved"),
              inArray(courseStateApprovals.stateSlug, withoutAttendees),
              ofCourses(courseStateApprovals.courseId),
            ),
          );

  // One attorney's rows take their states' names from the obligations data.
  const stateRows =
    uid === undefined ? await db.select({ slug: states.slug, name: states.name }).from(states) : [];
  return {
    certificates: reported,
    sessions: sessions.map((session) => ({
      id: session.id,
      courseId: session.courseId,
      courseTitle: session.courseTitle,
      heldOn: utcToZonedParts(session.startsAt, session.timeZone).day,
      // PGlite and node-postgres both answer a boolean; a string is read as PostgreSQL writes it.
      ended: session.ended === true || String(session.ended) === "t",
    })),
    approvals,
    submitted:
      uid === undefined
        ? await loadSubmittedReports(db, courseIds === undefined ? undefined : { courseIds })
        : await loadSubmittedReports(db, {
            courseStates: [...new Set(reported.map((row) => `${row.courseId}|${row.stateSlug}`))],
          }),
    stateNames: new Map(stateRows.map((row) => [row.slug, row.name])),
    obligations,
  };
}

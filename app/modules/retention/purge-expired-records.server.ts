import { and, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { attendanceCorrections } from "~/db/schema/attendance";
import { barReportLines } from "~/db/schema/bar-reports";
import { certificates } from "~/db/schema/certificates";
import { closedAccountsToShred } from "~/db/schema/staff";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { shredAuditEntries } from "~/modules/staff/shred-audit-entries.server";
import {
  aboutCertificates,
  aboutCorrections,
  aboutOrders,
  aboutRegistrationsOfAccount,
} from "./audit-entries-about";
import { purgeExpiredEvaluations } from "./purge-expired-evaluations.server";
import { purgeExpiredOrders } from "./purge-expired-orders.server";
import { purgeExpiredQuestions } from "./purge-expired-questions.server";
import { purgeFinishedBulkJobs } from "./purge-finished-bulk-jobs.server";
import { LONGEST_RETENTION_YEARS } from "./retention-end";

/** Who the audit log names for the scheduled purge. */
export const RETENTION_SCHEDULE_ACTOR: StaffActor = {
  id: null,
  email: "Retention schedule",
  roles: [],
  ipAddress: null,
};

/** Passes per run: each takes the newest remaining version of a line, so this is the longest line purged at once. */
const MAX_PASSES = 100;

/** Ids per shredding statement, well under the drivers' limit on parameters. */
const SHRED_BATCH = 1000;

export type PurgeRun = {
  /** Certificates deleted. */
  deleted: number;
  /** Orders deleted. */
  orders: number;
  /** Audit entries whose details were shredded. */
  shredded: number;
  /** Questions on recorded courses (with their answers) past the log's period; absent when none. */
  questions?: number;
  /** Course evaluations past their states' period (open accounts' too), when any went. */
  evaluations?: number;
  /** Finished bulk jobs (with their items) past BULK_JOB_RETENTION_DAYS, when any went. */
  bulkJobs?: number;
};

/**
 * Deletes the kept records of closed accounts whose retention has ended
 * (the day after `retain_until`). A certificate of an open account is never
 * touched: the attorney keeps their own. An older version goes only once no
 * later version of it is left (the later one names it), so a line goes
 * newest first, when each of its versions has ended. The submitted bar
 * reports' lines naming a purged certificate go with it (a line names the
 * first version, purged last). So do closed accounts' orders past their own
 * period (ORDER_RETENTION_YEARS). In the same transaction the audit entries
 * about every record deleted are shredded (their details removed, the entry
 * kept), and so are those about registrations that went with an account
 * closed since the last run (listed by the database as each closed,
 * docs/decisions/0041). Finished bulk jobs go after BULK_JOB_RETENTION_DAYS.
 * The audit log records how many, never what they said. Safe on several
 * instances at once.
 */
export async function purgeExpiredRecords(db: Database, now = new Date()): Promise<PurgeRun> {
  const today = now.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const shred = async (about: (ids: readonly string[]) => SQL | undefined, ids: string[]) => {
      let count = 0;
      for (let start = 0; start < ids.length; start += SHRED_BATCH) {
        const batch = about(ids.slice(start, start + SHRED_BATCH));
        if (batch) count += await shredAuditEntries(tx, batch, now);
      }
      return count;
    };
    let shredded = 0;
    let deleted = 0;
    let reportLines = 0;
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      const rows = await tx
        .delete(certificates)
        .where(
          and(
            isNull(certificates.uid),
            sql`coalesce(${certificates.retainUntil}, (${certificates.completedOn} + make_interval(years => ${LONGEST_RETENTION_YEARS}::int))::date) < ${today}::date`,
            sql`not exists (select 1 from certificates newer where newer.supersedes_id = ${certificates.id})`,
          ),
        )
        .returning({ id: certificates.id });
      if (rows.length === 0) break;
      deleted += rows.length;
      shredded += await shred(
        aboutCertificates,
        rows.map((row) => row.id),
      );
      const lines = await tx
        .delete(barReportLines)
        .where(
          inArray(
            barReportLines.chainId,
            rows.map((row) => row.id),
          ),
        )
        .returning({ chainId: barReportLines.chainId });
      reportLines += lines.length;
    }
    // The attendance corrections kept with them (their end is the course's certificates'),
    // newest of a chain first: an older one is named by the one that replaced it.
    let corrections = 0;
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      const rows = await tx
        .delete(attendanceCorrections)
        .where(
          and(
            isNull(attendanceCorrections.uid),
            sql`coalesce(${attendanceCorrections.retainUntil}, (${attendanceCorrections.createdAt}::date + make_interval(years => ${LONGEST_RETENTION_YEARS}::int))::date) < ${today}::date`,
            sql`not exists (select 1 from attendance_corrections newer where newer.replaces_id = ${attendanceCorrections.id})`,
          ),
        )
        .returning({ id: attendanceCorrections.id });
      if (rows.length === 0) break;
      corrections += rows.length;
      shredded += await shred(
        aboutCorrections,
        rows.map((row) => row.id),
      );
    }
    const orders = await purgeExpiredOrders(tx, today);
    const evaluations = await purgeExpiredEvaluations(tx, today);
    shredded += await shred(aboutOrders, orders.ids);
    // Never kept: a closed account's registrations went with it. The accounts closed since
    // the last run, as the database listed them when each was deleted (migration 0075).
    const closedAccounts = await tx
      .delete(closedAccountsToShred)
      .returning({ accountId: closedAccountsToShred.accountId });
    for (const { accountId } of closedAccounts) {
      shredded += await shredAuditEntries(tx, aboutRegistrationsOfAccount(accountId), now);
    }
    const questions = await purgeExpiredQuestions(tx, now);
    const bulkJobs = await purgeFinishedBulkJobs(tx, now);
    if (
      deleted + corrections + orders.ids.length + shredded + questions + evaluations + bulkJobs >
      0
    ) {
      await recordStaffAction(tx, RETENTION_SCHEDULE_ACTOR, {
        action: "records.retention-purge",
        recordType: "certificates",
        recordId: today,
        after: {
          deleted,
          ...(reportLines > 0 ? { reportLines } : {}),
          ...(corrections > 0 ? { corrections } : {}),
          ...(orders.ids.length > 0 ? { orders: orders.ids.length } : {}),
          ...(orders.refunds > 0 ? { orderRefunds: orders.refunds } : {}),
          ...(shredded > 0 ? { shredded } : {}),
          ...(questions > 0 ? { questions } : {}),
          ...(evaluations > 0 ? { evaluations } : {}),
          ...(bulkJobs > 0 ? { bulkJobs } : {}),
        },
        reason: "Retention period ended for records of closed accounts.",
      });
    }
    return {
      deleted,
      orders: orders.ids.length,
      shredded,
      ...(questions > 0 ? { questions } : {}),
      ...(evaluations > 0 ? { evaluations } : {}),
      ...(bulkJobs > 0 ? { bulkJobs } : {}),
    };
  });
}

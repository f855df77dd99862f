import type { Database } from "~/db/client.server";
import { type AccountRead, readAfresh } from "~/modules/accounts/read-account-cached.server";
import { loadCreditSummary } from "~/modules/credit-tracker/load-credit-summary.server";
import { nextSteps } from "./next-steps";
import { presentRegistrations } from "./present-registrations.server";
import { readDashboardRecords } from "./read-dashboard-records.server";

/**
 * Everything the attorney's dashboard shows, from the database: live and
 * on-demand registrations (with session date, join details and the codes
 * entered), courses in progress, certificates, orders, the membership, and
 * what to do next; of the lists that grow with the attorney's history, the
 * first few and their lengths (decision 0079). The dashboard's loader passes `read` to take the records
 * from the accounts cache; what depends on the clock is worked out afresh.
 */
export async function loadDashboard(
  db: Database,
  uid: string,
  now = new Date(),
  read: AccountRead = readAfresh,
) {
  const [records, creditSummary] = await Promise.all([
    read("dashboard-records", () => readDashboardRecords(db, uid, now)),
    loadCreditSummary(db, uid, now, read),
  ]);
  const { certificates, purchases, plan } = records;
  const registrationRows = records.registrations;
  const progressRows = records.progress;

  const registrations = await presentRegistrations(db, uid, registrationRows, now, read);

  const progress = progressRows.map((row) => ({
    ...row,
    completed: row.completedAt !== null,
  }));

  return {
    registrations,
    progress,
    certificates,
    purchases,
    toEvaluate: records.toEvaluate,
    waitingLists: records.waitingLists,
    plan: plan ? { kind: plan.kind, endsAt: plan.endsAt } : null,
    credits: creditSummary.lines,
    totals: records.totals,
    next: nextSteps({
      registrations,
      progress,
      credits: creditSummary.lines,
      hasBarAdmissions: creditSummary.hasBarAdmissions,
    }),
  };
}

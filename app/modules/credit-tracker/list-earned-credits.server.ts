// The attorney's credits: approved and pending course certificates and credits
// earned elsewhere, as rows for the tracker page and as the rules engine's
// EarnedCredits for judging a period.

import type { Database } from "~/db/client.server";
import type { EarnedCredit } from "~/modules/credit-tracker/period-evaluation-types";
import {
  type CreditRows,
  readTrackerRecords,
} from "~/modules/credit-tracker/read-tracker-records.server";
import { restrictCreditFormats } from "~/modules/credit-tracker/restrict-credit-formats";

export type { CreditRows };

/** The attorney's valid certificates (no superseded or revoked one) and outside credits, without files. */
export async function listCreditRows(db: Database, uid: string): Promise<CreditRows> {
  return (await readTrackerRecords(db, uid)).credits;
}

/**
 * The credits that count in a state: approved certificates and outside
 * credits; or, with `pending`, the certificates whose approval is pending
 * (to say what the state's format rules will do with them once approved).
 */
export function earnedIn(rows: CreditRows, stateSlug: string, pending = false): EarnedCredit[] {
  const status = pending ? "pending" : "approved";
  return [
    ...rows.courses
      .filter((row) => row.stateSlug === stateSlug && row.approvalStatus === status)
      .map(
        (row): EarnedCredit => ({
          id: `course:${row.id}`,
          title: row.courseTitle,
          completedOn: row.completedOn,
          format: row.format,
          // Approved in this state: an accredited course, live or on demand.
          accredited: true,
          hours: row.credits,
          source: "course",
        }),
      ),
    ...rows.outside
      .filter((row) => !pending && row.stateSlug === stateSlug)
      .map(
        (row): EarnedCredit => ({
          id: `outside:${row.id}`,
          title: row.title,
          completedOn: row.completedOn,
          format: row.format,
          accredited: row.accredited,
          hours: row.hours,
          source: "outside",
        }),
      ),
  ];
}

/**
 * Credits of one attorney in one state, for judging a period outside the page
 * (reminders), after the state's format rules (as the tracker applies them).
 */
export async function listEarnedCredits(
  db: Database,
  uid: string,
  stateSlug: string,
): Promise<EarnedCredit[]> {
  const records = await readTrackerRecords(db, uid);
  const admittedOn = records.admissions.find((row) => row.state === stateSlug)?.admittedOn ?? null;
  return restrictCreditFormats(earnedIn(records.credits, stateSlug), stateSlug, admittedOn).credits;
}

// The attorney's credits: approved and pending course certificates and credits
// earned elsewhere, as rows for the tracker page and as the rules engine's
// EarnedCredits for judging a period.

import { and, asc, eq, sql } from "drizzle-orm";
import type { CreditCategory } from "~/content/state-rules/types";
import type { Database } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared-query.server";
import { certificates } from "~/db/schema/certificates";
import { outsideCredits } from "~/db/schema/compliance";
import { isValidCertificate } from "~/modules/certificates/current-certificates.server";
import type { OutsideCredit } from "~/modules/compliance/credit-tracker-types";
import type { EarnedCredit } from "~/modules/compliance/period-evaluation-types";

export type CreditRows = {
  courses: {
    id: string;
    stateSlug: string;
    courseTitle: string;
    format: "live" | "self-study";
    approvalStatus: "approved" | "pending";
    completedOn: string;
    credits: Partial<Record<CreditCategory, number>>;
  }[];
  outside: (OutsideCredit & {
    id: string;
    certificateFilename: string | null;
    certificateBytes: number | null;
  })[];
};

/** The attorney's valid certificates (no superseded or revoked one) and outside credits, without files. */
export async function listCreditRows(db: Database, uid: string): Promise<CreditRows> {
  const [courses, outside] = await Promise.all([
    preparedQuery(db, "credit_rows_courses", () =>
      db
        .select({
          id: certificates.id,
          stateSlug: certificates.stateSlug,
          courseTitle: certificates.courseTitle,
          format: certificates.format,
          approvalStatus: certificates.approvalStatus,
          completedOn: certificates.completedOn,
          credits: certificates.credits,
        })
        .from(certificates)
        .where(and(eq(certificates.uid, sql.placeholder("uid")), isValidCertificate))
        .orderBy(asc(certificates.completedOn), asc(certificates.id))
        .prepare("credit_rows_courses"),
    ).execute({ uid }),
    preparedQuery(db, "credit_rows_outside", () =>
      db
        .select({
          id: outsideCredits.id,
          stateSlug: outsideCredits.stateSlug,
          title: outsideCredits.title,
          provider: outsideCredits.provider,
          completedOn: outsideCredits.completedOn,
          format: outsideCredits.format,
          accredited: outsideCredits.accredited,
          hours: outsideCredits.hours,
          certificateFilename: outsideCredits.certificateFilename,
          certificateBytes: outsideCredits.certificateBytes,
        })
        .from(outsideCredits)
        .where(eq(outsideCredits.uid, sql.placeholder("uid")))
        .orderBy(asc(outsideCredits.completedOn), asc(outsideCredits.id))
        .prepare("credit_rows_outside"),
    ).execute({ uid }),
  ]);
  return { courses, outside };
}

/** The credits that count in a state: approved certificates and outside credits. */
export function earnedIn(rows: CreditRows, stateSlug: string): EarnedCredit[] {
  return [
    ...rows.courses
      .filter((row) => row.stateSlug === stateSlug && row.approvalStatus === "approved")
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
      .filter((row) => row.stateSlug === stateSlug)
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

/** Credits of one attorney in one state, for judging a period outside the page (reminders). */
export async function listEarnedCredits(
  db: Database,
  uid: string,
  stateSlug: string,
): Promise<EarnedCredit[]> {
  return earnedIn(await listCreditRows(db, uid), stateSlug);
}

// Everything of one attorney's that the credit tracker reads, in one
// statement: the name and profile, the bar admissions, the reporting periods,
// the valid course certificates' credits and the credits earned elsewhere.
// The tracker is on the dashboard too, so this is every signed-in page's
// cost: one round trip instead of five (docs/performance.md).

import { eq, sql } from "drizzle-orm";
import type { CreditCategory } from "~/content/state-rules/types";
import type { Database } from "~/db/client.server";
import { jsonList } from "~/db/json-list";
import { preparedQuery } from "~/db/prepared-query.server";
import { barAdmissions, userProfiles } from "~/db/schema/accounts";
import { user } from "~/db/schema/auth";
import { certificates } from "~/db/schema/certificates";
import { outsideCredits, reportingPeriods } from "~/db/schema/compliance";
import { isValidCertificate } from "~/modules/certificates/current-certificates.server";
import type { OutsideCredit } from "~/modules/credit-tracker/credit-tracker-types";

export type BarAdmissionRow = {
  id: string;
  state: string;
  barNumber: string;
  admittedOn: string | null;
};

export type ReportingPeriodRow = {
  id: string;
  stateSlug: string;
  startsOn: string;
  endsOn: string;
  carriedIn: number;
};

export type CreditRows = {
  courses: {
    id: string;
    stateSlug: string;
    courseTitle: string;
    format: "live" | "self-study";
    approvalStatus: "approved" | "pending";
    /** The state's course number (a state's prescribed form may need it). */
    approvalNumber: string | null;
    completedOn: string;
    credits: Partial<Record<CreditCategory, number>>;
  }[];
  outside: (OutsideCredit & {
    id: string;
    certificateFilename: string | null;
    certificateBytes: number | null;
  })[];
};

export type TrackerRecords = {
  /** The account's name (its last word is the last name when there is no profile). */
  name: string | null;
  /** Whether the account has a profile (the date of birth is saved there). */
  hasProfile: boolean;
  lastName: string | null;
  birthDate: string | null;
  /** The state chosen at sign-up (a slug, or "other"); null without a profile. */
  state: string | null;
  admissions: BarAdmissionRow[];
  periods: ReportingPeriodRow[];
  credits: CreditRows;
};

export async function readTrackerRecords(db: Database, uid: string): Promise<TrackerRecords> {
  const [row] = await preparedQuery(db, "tracker_records", () =>
    db
      .select({
        name: user.name,
        hasProfile: sql<boolean>`${userProfiles.uid} is not null`,
        lastName: userProfiles.lastName,
        birthDate: userProfiles.birthDate,
        state: userProfiles.state,
        admissions: jsonList(
          sql`json_build_object('id', ${barAdmissions.id}, 'state', ${barAdmissions.state}, 'barNumber', ${barAdmissions.barNumber}, 'admittedOn', ${barAdmissions.admittedOn}) order by ${barAdmissions.state}`,
          sql`from ${barAdmissions} where ${barAdmissions.uid} = ${user.id}`,
        ),
        periods: jsonList(
          sql`json_build_object('id', ${reportingPeriods.id}, 'stateSlug', ${reportingPeriods.stateSlug}, 'startsOn', ${reportingPeriods.startsOn}, 'endsOn', ${reportingPeriods.endsOn}, 'carriedIn', ${reportingPeriods.carriedIn}) order by ${reportingPeriods.startsOn}`,
          sql`from ${reportingPeriods} where ${reportingPeriods.uid} = ${user.id}`,
        ),
        courses: jsonList(
          sql`json_build_object('id', ${certificates.id}, 'stateSlug', ${certificates.stateSlug}, 'courseTitle', ${certificates.courseTitle}, 'format', ${certificates.format}, 'approvalStatus', ${certificates.approvalStatus}, 'approvalNumber', ${certificates.approvalNumber}, 'completedOn', ${certificates.completedOn}, 'credits', ${certificates.credits}) order by ${certificates.completedOn}, ${certificates.id}`,
          sql`from ${certificates} where ${certificates.uid} = ${user.id} and ${isValidCertificate}`,
        ),
        outside: jsonList(
          sql`json_build_object('id', ${outsideCredits.id}, 'stateSlug', ${outsideCredits.stateSlug}, 'title', ${outsideCredits.title}, 'provider', ${outsideCredits.provider}, 'completedOn', ${outsideCredits.completedOn}, 'format', ${outsideCredits.format}, 'accredited', ${outsideCredits.accredited}, 'hours', ${outsideCredits.hours}, 'certificateFilename', ${outsideCredits.certificateFilename}, 'certificateBytes', ${outsideCredits.certificateBytes}) order by ${outsideCredits.completedOn}, ${outsideCredits.id}`,
          sql`from ${outsideCredits} where ${outsideCredits.uid} = ${user.id}`,
        ),
      })
      .from(user)
      .leftJoin(userProfiles, eq(userProfiles.uid, user.id))
      .where(eq(user.id, sql.placeholder("uid")))
      .limit(1)
      .prepare("tracker_records"),
  ).execute({ uid });
  if (!row) {
    return {
      name: null,
      hasProfile: false,
      lastName: null,
      birthDate: null,
      state: null,
      admissions: [],
      periods: [],
      credits: { courses: [], outside: [] },
    };
  }
  return {
    name: row.name,
    hasProfile: row.hasProfile === true,
    lastName: row.lastName,
    birthDate: row.birthDate,
    state: row.state,
    admissions: JSON.parse(row.admissions) as BarAdmissionRow[],
    periods: (JSON.parse(row.periods) as ReportingPeriodRow[]).map((period) => ({
      ...period,
      carriedIn: Number(period.carriedIn),
    })),
    credits: {
      courses: JSON.parse(row.courses) as CreditRows["courses"],
      outside: JSON.parse(row.outside) as CreditRows["outside"],
    },
  };
}

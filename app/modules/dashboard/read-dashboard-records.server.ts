// The dashboard's own records of one attorney, in one statement: the first
// few registrations (with their session), courses in progress, certificates,
// purchases and courses to evaluate, with how many of each there are
// (decision 0079: the rest are on the lists' own pages), the membership in
// force and the places on waiting lists. Each list is JSON built by the
// database; timestamps come back as text and are turned into dates here.

import { eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { countOf, jsonList, jsonListPage } from "~/db/json-list";
import { preparedQuery } from "~/db/prepared-query.server";
import { plans } from "~/db/schema/accounts";
import { user } from "~/db/schema/auth";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { enrolments } from "~/db/schema/learning";
import { waitingListEntries } from "~/db/schema/waiting-lists";
import { isActivePlan } from "~/modules/accounts/get-active-plan.server";
import {
  type AsText,
  CERTIFICATE_PARTS,
  type DashboardCertificate,
  type DashboardCourseToEvaluate,
  type DashboardPurchase,
  type DashboardRegistration,
  EVALUATION_PARTS,
  type ListParts,
  PURCHASE_PARTS,
  parseCertificates,
  parseCoursesToEvaluate,
  parsePurchases,
  parseRegistrations,
  REGISTRATION_PARTS,
  toDate,
  toDateOrNull,
} from "./account-list-parts.server";
import { type AccountListKind, DASHBOARD_LIST_SIZE } from "./account-lists";

export type DashboardProgress = Pick<
  typeof enrolments.$inferSelect,
  "courseId" | "courseName" | "progress" | "lastAccessed" | "completedAt"
> & { certified: boolean };

export type DashboardPlan = Pick<typeof plans.$inferSelect, "kind" | "endsAt">;

type WaitingEntry = typeof waitingListEntries.$inferSelect;
/** A place on a session's waiting list (waiting, or holding an offer), with its place in line. */
export type DashboardWaitingPlace = Pick<WaitingEntry, "status" | "offerExpiresAt"> & {
  sessionId: string;
  courseId: string;
  courseTitle: string;
  startsAt: Date;
  place: number;
};

/** The growing lists' lengths, so the dashboard can say what it left for their pages. */
export type DashboardTotals = Record<AccountListKind, number>;

export type DashboardRecords = {
  registrations: DashboardRegistration[];
  progress: DashboardProgress[];
  certificates: DashboardCertificate[];
  purchases: DashboardPurchase[];
  plan: DashboardPlan | null;
  toEvaluate: DashboardCourseToEvaluate[];
  waitingLists: DashboardWaitingPlace[];
  totals: DashboardTotals;
};

const now = sql.placeholder("now");

/** The first few rows of a growing list: the rest are on its own pages. */
const shown = (parts: ListParts): SQL<string> =>
  jsonListPage(parts.object, parts.from, parts.orderBy, DASHBOARD_LIST_SIZE);

function prepare(db: Database) {
  return db
    .select({
      registrations: shown(REGISTRATION_PARTS),
      // Unfinished ones first, then the latest opened.
      progress: jsonListPage(
        sql`json_build_object(
          'courseId', ${enrolments.courseId}, 'courseName', ${enrolments.courseName},
          'progress', ${enrolments.progress}, 'lastAccessed', ${enrolments.lastAccessed},
          'completedAt', ${enrolments.completedAt},
          'certified', exists (select 1 from ${certificates} where ${certificates.uid} = ${user.id}
            and ${certificates.courseId} = ${enrolments.courseId}))`,
        sql`from ${enrolments} where ${enrolments.uid} = ${user.id}`,
        sql`${enrolments.completedAt} is not null, ${enrolments.lastAccessed} desc nulls first,
          ${enrolments.courseId}`,
        DASHBOARD_LIST_SIZE,
      ),
      certificates: shown(CERTIFICATE_PARTS),
      purchases: shown(PURCHASE_PARTS),
      registrationCount: countOf(REGISTRATION_PARTS.from),
      certificateCount: countOf(CERTIFICATE_PARTS.from),
      purchaseCount: countOf(PURCHASE_PARTS.from),
      evaluationCount: countOf(EVALUATION_PARTS.from),
      // The membership in force now, the one that runs longest.
      plan: sql<
        string | null
      >`(select json_build_object('kind', ${plans.kind}, 'endsAt', ${plans.endsAt})::text
        from ${plans} where ${isActivePlan(user.id, now)}
        order by ${plans.endsAt} desc limit 1)`,
      toEvaluate: shown(EVALUATION_PARTS),
      // As listMyWaitingLists, folded in.
      waitingLists: jsonList(
        sql`json_build_object(
          'sessionId', ${waitingListEntries.liveSessionId}, 'courseId', ${liveSessions.courseId},
          'courseTitle', ${courses.title}, 'startsAt', ${liveSessions.startsAt},
          'status', ${waitingListEntries.status}, 'offerExpiresAt', ${waitingListEntries.offerExpiresAt},
          'place', (select count(*) from waiting_list_entries as w
            where w.live_session_id = ${waitingListEntries.liveSessionId}
              and w.status in ('waiting', 'offered')
              and w.position <= ${waitingListEntries.position}))
          order by ${liveSessions.startsAt}`,
        sql`from ${waitingListEntries}
          join ${liveSessions} on ${liveSessions.id} = ${waitingListEntries.liveSessionId}
          join ${courses} on ${courses.id} = ${liveSessions.courseId}
          where ${waitingListEntries.uid} = ${user.id}
            and ${waitingListEntries.status} in ('waiting', 'offered')`,
      ),
    })
    .from(user)
    .where(eq(user.id, sql.placeholder("uid")))
    .limit(1)
    .prepare("dashboard_records");
}

export async function readDashboardRecords(
  db: Database,
  uid: string,
  at: Date,
): Promise<DashboardRecords> {
  const [row] = await preparedQuery(db, "dashboard_records", () => prepare(db)).execute({
    uid,
    now: at.toISOString(),
  });
  if (!row) {
    return {
      registrations: [],
      progress: [],
      certificates: [],
      purchases: [],
      plan: null,
      toEvaluate: [],
      waitingLists: [],
      totals: { registrations: 0, certificates: 0, purchases: 0, evaluations: 0 },
    };
  }
  const progress = JSON.parse(row.progress) as AsText<
    DashboardProgress,
    "lastAccessed" | "completedAt"
  >[];
  const plan = row.plan ? (JSON.parse(row.plan) as AsText<DashboardPlan, "endsAt">) : null;
  const waiting = JSON.parse(row.waitingLists) as AsText<
    DashboardWaitingPlace,
    "startsAt" | "offerExpiresAt"
  >[];
  return {
    registrations: parseRegistrations(row.registrations),
    progress: progress.map((item) => ({
      ...item,
      lastAccessed: toDate(item.lastAccessed),
      completedAt: toDateOrNull(item.completedAt),
    })),
    certificates: parseCertificates(row.certificates),
    purchases: parsePurchases(row.purchases),
    plan: plan ? { kind: plan.kind, endsAt: toDate(plan.endsAt) } : null,
    toEvaluate: parseCoursesToEvaluate(row.toEvaluate),
    waitingLists: waiting.map((item) => ({
      ...item,
      startsAt: toDate(item.startsAt),
      offerExpiresAt: toDateOrNull(item.offerExpiresAt),
      place: Number(item.place),
    })),
    totals: {
      registrations: Number(row.registrationCount),
      certificates: Number(row.certificateCount),
      purchases: Number(row.purchaseCount),
      evaluations: Number(row.evaluationCount),
    },
  };
}

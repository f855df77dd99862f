// The dashboard's own records of one attorney, in one statement: the
// registrations (with their session), the courses in progress, the
// certificates, the purchases, the membership in force, the courses to
// evaluate and the places on waiting lists. Each list is
// JSON built by the database; timestamps come back as text and are turned
// into dates here, so callers see the same types a select would give.

import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { jsonList } from "~/db/json-list";
import { preparedQuery } from "~/db/prepared-query.server";
import { plans } from "~/db/schema/accounts";
import { user } from "~/db/schema/auth";
import { courses, liveSessions, states } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { evaluations } from "~/db/schema/evaluations";
import type { InvoiceKind } from "~/db/schema/invoices";
import { enrolments } from "~/db/schema/learning";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { waitingListEntries } from "~/db/schema/waiting-lists";
import { isActivePlan } from "~/modules/accounts/get-active-plan.server";
import { isLatestVersion } from "~/modules/certificates/current-certificates.server";

type AsText<T, K extends keyof T> = Omit<T, K> & {
  [P in K]: null extends T[P] ? string | null : string;
};

type Registration = typeof courseRegistrations.$inferSelect;
type Course = typeof courses.$inferSelect;
type Session = typeof liveSessions.$inferSelect;

export type DashboardRegistration = Pick<
  Registration,
  | "id"
  | "courseId"
  | "courseName"
  | "registeredAt"
  | "orderId"
  | "attendLiveWebcast"
  | "liveSessionId"
> &
  Pick<Course, "format" | "codeWindowMinutes"> & {
    /** Whether there is a lecture to watch, not the lecture's whole description. */
    hasLecture: boolean;
    sessionStartsAt: Date | null;
    sessionMinutes: number | null;
    joinUrl: Session["joinUrl"] | null;
  };

export type DashboardProgress = Pick<
  typeof enrolments.$inferSelect,
  "courseId" | "courseName" | "progress" | "lastAccessed" | "completedAt"
>;

type Certificate = typeof certificates.$inferSelect;
export type DashboardCertificate = Pick<
  Certificate,
  | "id"
  | "courseId"
  | "courseTitle"
  | "stateSlug"
  | "approvalStatus"
  | "approvalNumber"
  | "completedOn"
  | "credits"
  | "issuedAt"
  | "revokedAt"
> & { stateName: string };

type Order = typeof orders.$inferSelect;
export type DashboardPurchase = Pick<
  Order,
  | "id"
  | "product"
  | "courseId"
  | "bundleId"
  | "courseName"
  | "amountCents"
  | "status"
  | "paidAt"
  | "createdAt"
> & {
  sessionStartsAt: Date | null;
  /** Paying for it still makes sense (a course is not theirs already). */
  payable: boolean;
  /** Its invoice or receipt, then its credit notes. */
  documents: { id: string; number: string; kind: InvoiceKind }[];
};

export type DashboardPlan = Pick<typeof plans.$inferSelect, "kind" | "endsAt">;

/** A course completed (a valid certificate, or the lecture watched) and not evaluated yet. */
export type DashboardCourseToEvaluate = { courseId: string; title: string };

type WaitingEntry = typeof waitingListEntries.$inferSelect;
/** A place on a session's waiting list (waiting, or holding an offer), with its place in line. */
export type DashboardWaitingPlace = Pick<WaitingEntry, "status" | "offerExpiresAt"> & {
  sessionId: string;
  courseId: string;
  courseTitle: string;
  startsAt: Date;
  place: number;
};

export type DashboardRecords = {
  registrations: DashboardRegistration[];
  progress: DashboardProgress[];
  certificates: DashboardCertificate[];
  purchases: DashboardPurchase[];
  plan: DashboardPlan | null;
  toEvaluate: DashboardCourseToEvaluate[];
  waitingLists: DashboardWaitingPlace[];
};

const now = sql.placeholder("now");

function prepare(db: Database) {
  return db
    .select({
      registrations: jsonList(
        sql`json_build_object(
          'id', ${courseRegistrations.id}, 'courseId', ${courseRegistrations.courseId},
          'courseName', ${courseRegistrations.courseName}, 'format', ${courses.format},
          'hasLecture', ${courses.media} is not null, 'codeWindowMinutes', ${courses.codeWindowMinutes},
          'registeredAt', ${courseRegistrations.registeredAt}, 'orderId', ${courseRegistrations.orderId},
          'attendLiveWebcast', ${courseRegistrations.attendLiveWebcast},
          'liveSessionId', ${courseRegistrations.liveSessionId},
          'sessionStartsAt', ${liveSessions.startsAt}, 'sessionMinutes', ${liveSessions.durationMinutes},
          'joinUrl', ${liveSessions.joinUrl})
          order by ${liveSessions.startsAt} nulls last, ${courseRegistrations.registeredAt}`,
        sql`from ${courseRegistrations}
          join ${courses} on ${courses.id} = ${courseRegistrations.courseId}
          left join ${liveSessions} on ${liveSessions.id} = ${courseRegistrations.liveSessionId}
          where ${courseRegistrations.uid} = ${user.id}`,
      ),
      progress: jsonList(
        sql`json_build_object(
          'courseId', ${enrolments.courseId}, 'courseName', ${enrolments.courseName},
          'progress', ${enrolments.progress}, 'lastAccessed', ${enrolments.lastAccessed},
          'completedAt', ${enrolments.completedAt})
          order by ${enrolments.lastAccessed} desc nulls first`,
        sql`from ${enrolments} where ${enrolments.uid} = ${user.id}`,
      ),
      // The latest version of each; a revoked one is listed as revoked.
      certificates: jsonList(
        sql`json_build_object(
          'id', ${certificates.id}, 'courseId', ${certificates.courseId},
          'courseTitle', ${certificates.courseTitle}, 'stateSlug', ${certificates.stateSlug},
          'stateName', ${states.name}, 'approvalStatus', ${certificates.approvalStatus},
          'approvalNumber', ${certificates.approvalNumber},
          'completedOn', ${certificates.completedOn}, 'credits', ${certificates.credits},
          'issuedAt', ${certificates.issuedAt}, 'revokedAt', ${certificates.revokedAt})
          order by ${certificates.issuedAt} desc, ${states.position}`,
        sql`from ${certificates} join ${states} on ${states.slug} = ${certificates.stateSlug}
          where ${certificates.uid} = ${user.id} and ${isLatestVersion}`,
      ),
      // Newest first. Unpaid ones are left out once the buyer removed them, or
      // once a later attempt at the same product replaced them (the latest
      // attempt is the one to act on); a paid order always shows.
      purchases: jsonList(
        sql`json_build_object(
          'id', ${orders.id}, 'product', ${orders.product}, 'courseId', ${orders.courseId},
          'bundleId', ${orders.bundleId}, 'courseName', ${orders.courseName},
          'amountCents', ${orders.amountCents}, 'status', ${orders.status},
          'paidAt', ${orders.paidAt}, 'createdAt', ${orders.createdAt},
          'sessionStartsAt', ${liveSessions.startsAt},
          'documents', coalesce((
            select json_agg(json_build_object('id', d.id, 'number', d.number, 'kind', d.kind)
              order by d.year, d.sequence)
            from invoice_documents as d where d.order_id = ${orders.id}), '[]'::json),
          'payable', not exists (
            select 1 from course_registrations as r
            where r.uid = ${orders.uid} and r.course_id = ${orders.courseId}))
          order by ${orders.createdAt} desc`,
        sql`from ${orders} left join ${liveSessions} on ${liveSessions.id} = ${orders.liveSessionId}
          where ${orders.uid} = ${user.id} and ${or(
            inArray(orders.status, ["paid", "invoiced", "refunded"]),
            and(
              isNull(orders.removedAt),
              sql`not exists (
                select 1 from orders as later
                where later.uid = ${orders.uid}
                  and later.product = ${orders.product}
                  and later.course_id is not distinct from ${orders.courseId}
                  and later.bundle_id is not distinct from ${orders.bundleId}
                  and later.created_at > ${orders.createdAt})`,
            ),
          )}`,
      ),
      // The membership in force now, the one that runs longest.
      plan: sql<
        string | null
      >`(select json_build_object('kind', ${plans.kind}, 'endsAt', ${plans.endsAt})::text
        from ${plans} where ${isActivePlan(user.id, now)}
        order by ${plans.endsAt} desc limit 1)`,
      // As listEvaluationsToGive, folded in: one round trip for the page.
      toEvaluate: jsonList(
        sql`json_build_object('courseId', ${courses.id}, 'title', ${courses.title})
          order by ${courses.title}`,
        sql`from ${courses}
          where (exists (select 1 from ${certificates} where ${certificates.uid} = ${user.id}
                  and ${certificates.courseId} = ${courses.id} and ${certificates.revokedAt} is null)
                or exists (select 1 from ${enrolments} where ${enrolments.uid} = ${user.id}
                  and ${enrolments.courseId} = ${courses.id} and ${enrolments.completedAt} is not null))
            and not exists (select 1 from ${evaluations} where ${evaluations.uid} = ${user.id}
              and ${evaluations.courseId} = ${courses.id})`,
      ),
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

const toDate = (value: string) => new Date(value);
const toDateOrNull = (value: string | null) => (value === null ? null : new Date(value));

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
    };
  }
  const registrations = JSON.parse(row.registrations) as AsText<
    DashboardRegistration,
    "registeredAt" | "sessionStartsAt"
  >[];
  const progress = JSON.parse(row.progress) as AsText<
    DashboardProgress,
    "lastAccessed" | "completedAt"
  >[];
  const issued = JSON.parse(row.certificates) as AsText<
    DashboardCertificate,
    "issuedAt" | "revokedAt"
  >[];
  const purchases = JSON.parse(row.purchases) as AsText<
    DashboardPurchase,
    "paidAt" | "createdAt" | "sessionStartsAt"
  >[];
  const plan = row.plan ? (JSON.parse(row.plan) as AsText<DashboardPlan, "endsAt">) : null;
  const waiting = JSON.parse(row.waitingLists) as AsText<
    DashboardWaitingPlace,
    "startsAt" | "offerExpiresAt"
  >[];
  return {
    registrations: registrations.map((item) => ({
      ...item,
      registeredAt: toDate(item.registeredAt),
      sessionStartsAt: toDateOrNull(item.sessionStartsAt),
    })),
    progress: progress.map((item) => ({
      ...item,
      lastAccessed: toDate(item.lastAccessed),
      completedAt: toDateOrNull(item.completedAt),
    })),
    certificates: issued.map((item) => ({
      ...item,
      issuedAt: toDate(item.issuedAt),
      revokedAt: toDateOrNull(item.revokedAt),
    })),
    purchases: purchases.map((item) => ({
      ...item,
      paidAt: toDateOrNull(item.paidAt),
      createdAt: toDate(item.createdAt),
      sessionStartsAt: toDateOrNull(item.sessionStartsAt),
    })),
    plan: plan ? { kind: plan.kind, endsAt: toDate(plan.endsAt) } : null,
    toEvaluate: JSON.parse(row.toEvaluate) as DashboardCourseToEvaluate[],
    waitingLists: waiting.map((item) => ({
      ...item,
      startsAt: toDate(item.startsAt),
      offerExpiresAt: toDateOrNull(item.offerExpiresAt),
      place: Number(item.place),
    })),
  };
}

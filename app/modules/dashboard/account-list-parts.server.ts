// The attorney's lists that grow with their history (decision 0079), each as
// the parts of one correlated statement: the JSON object of a row, where the
// rows come from (correlated with the `user` row the statement selects), and
// their order. The dashboard takes the first few of each with its count; the
// list's own pages take a page at a time. Timestamps come back as text and
// are turned into dates here, so callers see the same types a select gives.

import { and, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { user } from "~/db/schema/auth";
import { courses, liveSessions, states } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { evaluations } from "~/db/schema/evaluations";
import type { InvoiceKind } from "~/db/schema/invoices";
import { enrolments } from "~/db/schema/learning";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { isLatestVersion } from "~/modules/certificates/current-certificates.server";
import type { AccountListKind } from "./account-lists";

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
    /** A certificate was issued for the course (the latest version may be revoked). */
    certified: boolean;
    /** The course was opened in the course player. */
    started: boolean;
  };

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

/** A course completed (a valid certificate, or the lecture watched) and not evaluated yet. */
export type DashboardCourseToEvaluate = { courseId: string; title: string };

/** A list's rows as the statement builds them: a JSON object each, their source and order. */
export type ListParts = { object: SQL; from: SQL; orderBy: SQL };

/** Whether the attorney holds a certificate of the course `courseId` names. */
const certifiedFor = (courseId: SQL | typeof courseRegistrations.courseId) =>
  sql`exists (select 1 from ${certificates}
    where ${certificates.uid} = ${user.id} and ${certificates.courseId} = ${courseId})`;

const notCertified = sql`not ${certifiedFor(courseRegistrations.courseId)}`;

/**
 * Registrations with what is still to do first: those without a certificate
 * by their session's start (an upcoming webcast first, on-demand places
 * after), then the ones done, most recent first.
 */
export const REGISTRATION_PARTS: ListParts = {
  object: sql`json_build_object(
    'id', ${courseRegistrations.id}, 'courseId', ${courseRegistrations.courseId},
    'courseName', ${courseRegistrations.courseName}, 'format', ${courses.format},
    'hasLecture', ${courses.media} is not null, 'codeWindowMinutes', ${courses.codeWindowMinutes},
    'registeredAt', ${courseRegistrations.registeredAt}, 'orderId', ${courseRegistrations.orderId},
    'attendLiveWebcast', ${courseRegistrations.attendLiveWebcast},
    'liveSessionId', ${courseRegistrations.liveSessionId},
    'sessionStartsAt', ${liveSessions.startsAt}, 'sessionMinutes', ${liveSessions.durationMinutes},
    'joinUrl', ${liveSessions.joinUrl},
    'certified', ${certifiedFor(courseRegistrations.courseId)},
    'started', exists (select 1 from ${enrolments} where ${enrolments.uid} = ${user.id}
      and ${enrolments.courseId} = ${courseRegistrations.courseId}))`,
  from: sql`from ${courseRegistrations}
    join ${courses} on ${courses.id} = ${courseRegistrations.courseId}
    left join ${liveSessions} on ${liveSessions.id} = ${courseRegistrations.liveSessionId}
    where ${courseRegistrations.uid} = ${user.id}`,
  orderBy: sql`${notCertified} desc,
    case when ${notCertified} then ${liveSessions.startsAt} end nulls last,
    case when ${notCertified} then ${courseRegistrations.registeredAt} end,
    ${courseRegistrations.registeredAt} desc, ${courseRegistrations.id}`,
};

/** The latest version of each certificate, newest first; a revoked one is listed as revoked. */
export const CERTIFICATE_PARTS: ListParts = {
  object: sql`json_build_object(
    'id', ${certificates.id}, 'courseId', ${certificates.courseId},
    'courseTitle', ${certificates.courseTitle}, 'stateSlug', ${certificates.stateSlug},
    'stateName', ${states.name}, 'approvalStatus', ${certificates.approvalStatus},
    'approvalNumber', ${certificates.approvalNumber},
    'completedOn', ${certificates.completedOn}, 'credits', ${certificates.credits},
    'issuedAt', ${certificates.issuedAt}, 'revokedAt', ${certificates.revokedAt})`,
  from: sql`from ${certificates} join ${states} on ${states.slug} = ${certificates.stateSlug}
    where ${certificates.uid} = ${user.id} and ${isLatestVersion}`,
  orderBy: sql`${certificates.issuedAt} desc, ${states.position}, ${certificates.id}`,
};

/**
 * Purchases, newest first. Unpaid ones are left out once the buyer removed
 * them, or once a later attempt at the same product replaced them (the
 * latest attempt is the one to act on); a paid order always shows.
 */
export const PURCHASE_PARTS: ListParts = {
  object: sql`json_build_object(
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
      where r.uid = ${orders.uid} and r.course_id = ${orders.courseId}))`,
  from: sql`from ${orders} left join ${liveSessions} on ${liveSessions.id} = ${orders.liveSessionId}
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
  orderBy: sql`${orders.createdAt} desc, ${orders.id}`,
};

/** As listEvaluationsToGive: completed courses not evaluated yet, by title. */
export const EVALUATION_PARTS: ListParts = {
  object: sql`json_build_object('courseId', ${courses.id}, 'title', ${courses.title})`,
  // From the attorney's own completions, never a pass over the whole catalogue.
  from: sql`from ${courses}
    where ${courses.id} in (
        select ${certificates.courseId} from ${certificates}
          where ${certificates.uid} = ${user.id} and ${certificates.revokedAt} is null
        union
        select ${enrolments.courseId} from ${enrolments}
          where ${enrolments.uid} = ${user.id} and ${enrolments.completedAt} is not null)
      and not exists (select 1 from ${evaluations} where ${evaluations.uid} = ${user.id}
        and ${evaluations.courseId} = ${courses.id})`,
  orderBy: sql`${courses.title}, ${courses.id}`,
};

export const ACCOUNT_LIST_PARTS: Record<AccountListKind, ListParts> = {
  registrations: REGISTRATION_PARTS,
  evaluations: EVALUATION_PARTS,
  certificates: CERTIFICATE_PARTS,
  purchases: PURCHASE_PARTS,
};

const toDate = (value: string) => new Date(value);
const toDateOrNull = (value: string | null) => (value === null ? null : new Date(value));

export function parseRegistrations(json: string): DashboardRegistration[] {
  const rows = JSON.parse(json) as AsText<
    DashboardRegistration,
    "registeredAt" | "sessionStartsAt"
  >[];
  return rows.map((item) => ({
    ...item,
    registeredAt: toDate(item.registeredAt),
    sessionStartsAt: toDateOrNull(item.sessionStartsAt),
  }));
}

export function parseCertificates(json: string): DashboardCertificate[] {
  const rows = JSON.parse(json) as AsText<DashboardCertificate, "issuedAt" | "revokedAt">[];
  return rows.map((item) => ({
    ...item,
    issuedAt: toDate(item.issuedAt),
    revokedAt: toDateOrNull(item.revokedAt),
  }));
}

export function parsePurchases(json: string): DashboardPurchase[] {
  const rows = JSON.parse(json) as AsText<
    DashboardPurchase,
    "paidAt" | "createdAt" | "sessionStartsAt"
  >[];
  return rows.map((item) => ({
    ...item,
    paidAt: toDateOrNull(item.paidAt),
    createdAt: toDate(item.createdAt),
    sessionStartsAt: toDateOrNull(item.sessionStartsAt),
  }));
}

export function parseCoursesToEvaluate(json: string): DashboardCourseToEvaluate[] {
  return JSON.parse(json) as DashboardCourseToEvaluate[];
}

export type { AsText };
export { toDate, toDateOrNull };

import { and, asc, desc, eq, isNull, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { barAdmissions, userProfiles } from "~/db/schema/accounts";
import { user } from "~/db/schema/auth";
import { liveSessions } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { emailOutbox } from "~/db/schema/email";
import { enrolments } from "~/db/schema/learning";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { ATTENDEE_MAIL_LIMIT } from "./roster-fields";
import {
  ENROLMENT_OF_REGISTRATION,
  ORDER_OF_REGISTRATION,
  ROSTER_COLUMNS,
  toRosterRow,
} from "./roster-query.server";

/**
 * One person as staff look them up: their account and profile, bar
 * admissions, registrations (with attendance as the roster shows it), orders,
 * certificates and the latest mail sent to them. Null for an unknown account.
 * A constant number of statements, run together.
 */
export async function loadAttendee(db: Database, userId: string) {
  const [account] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      state: userProfiles.state,
      phone: userProfiles.phone,
    })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.uid, user.id))
    .where(eq(user.id, userId));
  if (!account) return null;
  const [admissions, registrations, orderRows, certificateRows, mail] = await Promise.all([
    db
      .select({ state: barAdmissions.state, barNumber: barAdmissions.barNumber })
      .from(barAdmissions)
      .where(eq(barAdmissions.uid, userId))
      .orderBy(asc(barAdmissions.state)),
    db
      .select({
        ...ROSTER_COLUMNS,
        courseId: courseRegistrations.courseId,
        courseName: courseRegistrations.courseName,
        sessionStartsAt: liveSessions.startsAt,
      })
      .from(courseRegistrations)
      .leftJoin(enrolments, ENROLMENT_OF_REGISTRATION)
      .leftJoin(orders, ORDER_OF_REGISTRATION)
      .leftJoin(liveSessions, eq(liveSessions.id, courseRegistrations.liveSessionId))
      .where(eq(courseRegistrations.uid, userId))
      .orderBy(desc(courseRegistrations.registeredAt)),
    db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        courseName: orders.courseName,
        amountCents: orders.amountCents,
        status: orders.status,
      })
      .from(orders)
      .where(eq(orders.uid, userId))
      .orderBy(desc(orders.createdAt)),
    db
      .select({
        id: certificates.id,
        courseTitle: certificates.courseTitle,
        stateSlug: certificates.stateSlug,
        approvalStatus: certificates.approvalStatus,
        barNumber: certificates.barNumber,
        issuedAt: certificates.issuedAt,
        version: certificates.version,
        supersededAt: certificates.supersededAt,
        revokedAt: certificates.revokedAt,
      })
      .from(certificates)
      .where(eq(certificates.uid, userId))
      .orderBy(desc(certificates.issuedAt)),
    db
      .select({
        id: emailOutbox.id,
        toAddress: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        status: emailOutbox.status,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
      })
      .from(emailOutbox)
      // By account; by address only for mail that names no account (a guide request, a
      // message before sign-up): an address may have belonged to someone else before.
      .where(
        or(
          eq(emailOutbox.uid, userId),
          and(isNull(emailOutbox.uid), eq(emailOutbox.toAddress, account.email)),
        ),
      )
      .orderBy(desc(emailOutbox.createdAt))
      .limit(ATTENDEE_MAIL_LIMIT),
  ]);
  return {
    account,
    admissions,
    registrations: registrations.map(({ courseId, courseName, sessionStartsAt, ...row }) => ({
      ...toRosterRow(row),
      courseId,
      courseName,
      sessionStartsAt,
    })),
    orders: orderRows,
    certificates: certificateRows,
    mail,
  };
}

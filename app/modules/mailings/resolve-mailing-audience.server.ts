import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { enrolments } from "~/db/schema/learning";
import type { MailingKind } from "~/db/schema/mailings";
import { newsletterSubscriptions } from "~/db/schema/newsletter";
import { orders } from "~/db/schema/orders";
import { courseRegistrations as r } from "~/db/schema/registrations";
import { rosterFiltersSchema } from "~/modules/rosters/roster-filters";
import {
  ENROLMENT_OF_REGISTRATION,
  ORDER_OF_REGISTRATION,
  rosterConditions,
} from "~/modules/rosters/roster-query.server";
import type { RosterScope } from "~/modules/rosters/roster-scope";

/** Who a message goes to: a course's registrants, or one session's, narrowed by roster filters. */
export type MailingAudience = {
  courseId: string;
  sessionId: string | null;
  /** The roster's filters as a query string; empty for everyone. */
  filterQuery: string;
};

export type MailingRecipient = {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  courseTitle: string;
  /** Their live session (null for on demand) and its start. */
  sessionId: string | null;
  sessionStartsAt: Date | null;
  /** Their newsletter subscription's token, for the unsubscribe link in news. */
  unsubscribeToken: string | null;
};

export function audienceScope(audience: MailingAudience): RosterScope {
  return audience.sessionId
    ? { kind: "session", sessionId: audience.sessionId }
    : { kind: "course", courseId: audience.courseId };
}

export function audienceFilters(audience: Pick<MailingAudience, "filterQuery">) {
  return rosterFiltersSchema.parse(Object.fromEntries(new URLSearchParams(audience.filterQuery)));
}

/**
 * The registrants a message goes to, in roster order (the first is the one
 * the preview shows), and how many were left out: news (marketing) skips
 * whoever unsubscribed from our news; a message about their registration
 * (operational) goes to every registrant. Registrations that ended (a
 * refund, a cancelled session) are no longer rows here, so they are out.
 * `db` may be a transaction.
 */
export async function resolveMailingAudience(
  db: Database,
  audience: MailingAudience,
  kind: MailingKind,
): Promise<{ recipients: MailingRecipient[]; optedOut: number }> {
  const rows = await db
    .select({
      uid: r.uid,
      email: r.email,
      firstName: r.firstName,
      lastName: r.lastName,
      courseTitle: courses.title,
      sessionId: r.liveSessionId,
      sessionStartsAt: liveSessions.startsAt,
      newsletterStatus: newsletterSubscriptions.status,
      newsletterToken: newsletterSubscriptions.token,
    })
    .from(r)
    .innerJoin(courses, eq(courses.id, r.courseId))
    .leftJoin(liveSessions, eq(liveSessions.id, r.liveSessionId))
    .leftJoin(enrolments, ENROLMENT_OF_REGISTRATION)
    .leftJoin(orders, ORDER_OF_REGISTRATION)
    .leftJoin(newsletterSubscriptions, eq(newsletterSubscriptions.email, sql`lower(${r.email})`))
    .where(rosterConditions(audienceScope(audience), audienceFilters(audience)))
    .orderBy(sql`lower(${r.lastName})`, sql`lower(${r.firstName})`, r.id);
  const recipients: MailingRecipient[] = [];
  let optedOut = 0;
  for (const { newsletterStatus, newsletterToken, ...row } of rows) {
    if (kind === "marketing" && newsletterStatus === "unsubscribed") {
      optedOut += 1;
      continue;
    }
    recipients.push({
      ...row,
      unsubscribeToken: newsletterStatus === "unsubscribed" ? null : newsletterToken,
    });
  }
  return { recipients, optedOut };
}

import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courseRegistrations } from "~/db/schema/registrations";
import { formatSessionDateTime } from "~/lib/format";
import { liveWebcastInvite } from "~/modules/calendar/live-webcast-invite";
import { lockSessionAndCheckSeat } from "~/modules/catalogue/seats.server";
import type { Mailer } from "~/modules/email/mailer.server";
import { RegistrationConfirmation } from "~/modules/email/templates/registration-confirmation";
import { findRegistration } from "./find-registration.server";
import { getRegistrableCourse } from "./get-registrable-course.server";
import { REGISTRATION_MESSAGES } from "./registration-messages";

type RegistrationDetails = {
  firstName: string;
  lastName: string;
  email: string;
  state: string;
  attendLiveWebcast: boolean;
};

type RegistrationResult =
  | { ok: true; registrationId: string }
  | { ok: false; status: number; message: string };

/** Spec §3/§7: a registration's id is the user's uid and the course id. */
export function registrationId(uid: string, courseId: string): string {
  return `${uid}_${courseId}`;
}

/**
 * Registers the signed-in user for a free course (spec §4/§5/§7): the
 * existing-registration check, then, in one transaction, the seat (the live
 * session's row is locked while seats are counted, so the last seat cannot
 * go twice) and the record `{uid}_{courseId}`, whose primary key makes a
 * second one impossible even when two submits race. A confirmation e-mail
 * with a calendar invitation follows.
 */
export async function registerForCourse(
  db: Database,
  mail: { mailer: Mailer; baseUrl: string; organizerEmail: string },
  registration: {
    user: { id: string } | null;
    courseId: string;
    details: RegistrationDetails;
    now?: Date;
  },
): Promise<RegistrationResult> {
  const { mailer, ...options } = mail;
  const { user, courseId, details, now = new Date() } = registration;
  if (!user) return { ok: false, status: 401, message: REGISTRATION_MESSAGES.signedOut };
  const course = await getRegistrableCourse(db, courseId, now);
  if (!course) return { ok: false, status: 404, message: REGISTRATION_MESSAGES.notOpen };
  if (await findRegistration(db, user.id, courseId)) {
    return {
      ok: false,
      status: 409,
      message: REGISTRATION_MESSAGES.alreadyRegistered(course.title),
    };
  }

  const id = registrationId(user.id, courseId);
  const chosen = details.attendLiveWebcast ? course.nextSession : null;
  const outcome = await db.transaction(async (tx) => {
    const seat = chosen
      ? await lockSessionAndCheckSeat(tx, chosen.id, now, undefined, 1, user.id)
      : null;
    if (seat && !seat.available) return "full" as const;
    // The time as locked: a move committed since the course was read is in the invite.
    const session = chosen && seat?.session ? { ...chosen, ...seat.session } : null;
    const inserted = await tx
      .insert(courseRegistrations)
      .values({
        id,
        uid: user.id,
        courseId,
        courseName: course.title,
        firstName: details.firstName,
        lastName: details.lastName,
        email: details.email,
        state: details.state,
        attendLiveWebcast: details.attendLiveWebcast,
        liveSessionId: session?.id ?? null,
        registeredAt: sql`now()`,
      })
      .onConflictDoNothing()
      .returning({ id: courseRegistrations.id });
    if (inserted.length === 0) return "duplicate" as const;

    const when = session ? formatSessionDateTime(session.startsAt) : null;
    await mailer.sendEmail(
      {
        to: details.email,
        uid: user.id,
        subject: `You are registered: ${course.title}`,
        template: "registration-confirmation",
        body: RegistrationConfirmation({
          firstName: details.firstName,
          courseName: course.title,
          when,
          attendLive: session !== null,
          dashboardUrl: `${options.baseUrl}/dashboard`,
        }),
        attachments: session
          ? [
              liveWebcastInvite({
                registrationId: id,
                courseName: course.title,
                session,
                // A new registration: nothing sent for this UID before.
                sequenceOffset: 0,
                baseUrl: options.baseUrl,
                organizerEmail: options.organizerEmail,
              }),
            ]
          : [],
      },
      tx,
    );
    return "registered" as const;
  });
  if (outcome === "full")
    return { ok: false, status: 409, message: REGISTRATION_MESSAGES.liveFull };
  if (outcome === "duplicate") {
    return {
      ok: false,
      status: 409,
      message: REGISTRATION_MESSAGES.duplicateBeforeWrite(course.title),
    };
  }
  mailer.wake();
  return { ok: true, registrationId: id };
}

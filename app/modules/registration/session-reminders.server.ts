import { and, eq, gt, isNotNull, isNull, lte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { liveSessions } from "~/db/schema/catalogue";
import { courseRegistrations } from "~/db/schema/registrations";
import { formatSessionDateTime } from "~/lib/format";
import { joinSessionPath } from "~/modules/attendance/join-path";
import type { Mailer } from "~/modules/email/mailer.server";
import { SessionReminder } from "~/modules/email/templates/session-reminder";

/** Reminders go out this long before a live session (and not once it has started). */
const REMINDER_HOURS_BEFORE = 24;

/**
 * E-mails every attendee of a live session that starts within the next day
 * (with the join link when staff have set it), once: the registration row is
 * marked in the same transaction as the message is queued, so several
 * instances running this together send each reminder once.
 */
export async function sendSessionReminders(
  db: Database,
  mailer: Mailer,
  options: { baseUrl: string },
  now = new Date(),
): Promise<number> {
  const due = await db
    .select({
      id: courseRegistrations.id,
      uid: courseRegistrations.uid,
      firstName: courseRegistrations.firstName,
      email: courseRegistrations.email,
      courseName: courseRegistrations.courseName,
      sessionId: liveSessions.id,
      startsAt: liveSessions.startsAt,
      joinUrl: liveSessions.joinUrl,
    })
    .from(courseRegistrations)
    .innerJoin(liveSessions, eq(liveSessions.id, courseRegistrations.liveSessionId))
    .where(
      and(
        isNotNull(courseRegistrations.liveSessionId),
        isNull(courseRegistrations.reminderSentAt),
        gt(liveSessions.startsAt, now),
        lte(liveSessions.startsAt, new Date(now.getTime() + REMINDER_HOURS_BEFORE * 3_600_000)),
      ),
    );
  let sent = 0;
  for (const registration of due) {
    const claimed = await db.transaction(async (tx) => {
      // Staff may have moved or cancelled the session since it was read: its
      // row, locked against their change, must still say what the mail says.
      const [session] = await tx
        .select({ startsAt: liveSessions.startsAt, cancelledAt: liveSessions.cancelledAt })
        .from(liveSessions)
        .where(eq(liveSessions.id, registration.sessionId))
        .for("share");
      if (!session || session.cancelledAt) return false;
      if (session.startsAt.getTime() !== registration.startsAt.getTime()) return false;
      const marked = await tx
        .update(courseRegistrations)
        .set({ reminderSentAt: now })
        .where(
          and(
            eq(courseRegistrations.id, registration.id),
            eq(courseRegistrations.liveSessionId, registration.sessionId),
            isNull(courseRegistrations.reminderSentAt),
          ),
        )
        .returning({ id: courseRegistrations.id });
      if (marked.length === 0) return false;
      await mailer.sendEmail(
        {
          to: registration.email,
          uid: registration.uid,
          // Within a day, not always "tomorrow" (a late registration may be hours before).
          subject: `Reminder: ${registration.courseName}, ${formatSessionDateTime(registration.startsAt)}`,
          template: "session-reminder",
          body: SessionReminder({
            firstName: registration.firstName,
            courseName: registration.courseName,
            when: formatSessionDateTime(registration.startsAt),
            // Through the site, which records the join (the meeting's address stays with us).
            joinUrl: registration.joinUrl
              ? `${options.baseUrl}${joinSessionPath(registration.sessionId)}`
              : null,
            dashboardUrl: `${options.baseUrl}/dashboard`,
          }),
        },
        tx,
      );
      return true;
    });
    if (claimed) sent += 1;
  }
  if (sent > 0) mailer.wake();
  return sent;
}

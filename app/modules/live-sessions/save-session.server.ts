import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { courses, liveSessions } from "~/db/schema/catalogue";
import { courseRegistrations } from "~/db/schema/registrations";
import {
  ensureCheckpoints,
  replaceSessionCheckpoints,
} from "~/modules/attendance/ensure-checkpoints.server";
import { seatsTakenSql } from "~/modules/catalogue/seats.server";
import type { Mailer } from "~/modules/email/mailer.server";
import { changedFields } from "~/modules/staff/changed-fields";
import {
  lockAtVersion,
  type RecordGone,
  type StaleSave,
} from "~/modules/staff/lock-at-version.server";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import {
  listSessionRegistrants,
  type MailOptions,
  sessionChangeMail,
} from "./session-change-mail.server";
import type { SessionDetails } from "./session-forms";

export type SessionChange =
  | { ok: true; sessionId: string; moved: boolean; told: number }
  | RecordGone
  | { ok: false; reason: "cancelled" }
  | { ok: false; reason: "invalid"; message: string; field?: "day" | "capacity" }
  | StaleSave;

export const PAST_START_MESSAGE = "Choose a start in the future.";

type SessionRow = typeof liveSessions.$inferSelect;

/**
 * The session's row, locked for this transaction, if it is still at the
 * version the staff member saw and not cancelled; otherwise why not.
 */
export async function lockSessionAt(
  tx: Database,
  sessionId: string,
  version: number,
): Promise<{ ok: true; session: SessionRow } | (SessionChange & { ok: false })> {
  const locked = await lockAtVersion(tx, {
    lock: () => tx.select().from(liveSessions).where(eq(liveSessions.id, sessionId)).for("update"),
    record: { type: "live-session", id: sessionId },
    version,
  });
  if (!locked.ok) return locked;
  if (locked.row.cancelledAt) return { ok: false, reason: "cancelled" };
  return { ok: true, session: locked.row };
}

/** What the audit log and the form compare: the session's editable facts. */
function editable(session: SessionDetails | SessionRow) {
  return {
    startsAt: session.startsAt.toISOString(),
    timeZone: session.timeZone,
    durationMinutes: session.durationMinutes,
    capacity: session.capacity,
    presenter: session.presenter,
    label: session.label,
    joinUrl: session.joinUrl,
    soldOut: session.soldOut,
  };
}

/** Schedules a new session of a course (not an archived one), in the future. */
export async function scheduleSession(
  db: Database,
  actor: StaffActor,
  input: SessionDetails & { courseId: string; rerunOf?: string | null },
  now = new Date(),
): Promise<SessionChange> {
  if (input.startsAt <= now)
    return { ok: false, reason: "invalid", message: PAST_START_MESSAGE, field: "day" };
  return db.transaction(async (tx) => {
    const [course] = await tx
      .select({ status: courses.status })
      .from(courses)
      .where(eq(courses.id, input.courseId));
    if (!course) return { ok: false, reason: "invalid", message: "Choose a course." };
    if (course.status === "archived") {
      return {
        ok: false,
        reason: "invalid",
        message: "That course is archived: restore it before scheduling a session.",
      };
    }
    const id = `${input.courseId}-${randomUUID().slice(0, 8)}`;
    const { courseId, rerunOf = null, ...details } = input;
    // A re-run names the session it repeats, when that one is still there.
    const [original] = rerunOf
      ? await tx
          .select({ id: liveSessions.id })
          .from(liveSessions)
          .where(eq(liveSessions.id, rerunOf))
      : [];
    await tx.insert(liveSessions).values({ id, courseId, ...details, updatedAt: now });
    // Its attendance codes, placed over its length, for the presenter to announce.
    await ensureCheckpoints(tx);
    await recordStaffAction(tx, actor, {
      action: "session.schedule",
      recordType: "live-session",
      recordId: id,
      after: { courseId, ...editable(input), ...(original ? { rerunOf: original.id } : {}) },
    });
    return { ok: true, sessionId: id, moved: false, told: 0 };
  });
}

/**
 * Saves a session's details. A new start or length is a reschedule: every
 * registrant is mailed the new time with an invite that moves the event
 * (SEQUENCE raised), and their day-before reminder is due again. The capacity
 * never goes below the seats taken. The mails are queued in the same
 * transaction as the change, so either both happen or neither.
 */
export async function saveSession(
  db: Database,
  deps: { mailer: Mailer } & MailOptions,
  actor: StaffActor,
  sessionId: string,
  input: SessionDetails & { version: number },
  now = new Date(),
): Promise<SessionChange> {
  const outcome = await db.transaction(async (tx): Promise<SessionChange> => {
    const locked = await lockSessionAt(tx, sessionId, input.version);
    if (!locked.ok) return locked;
    const before = locked.session;
    // A new start, or a new length before it starts, moves the event in
    // attendees' calendars; a running session may run longer or shorter.
    const started = before.startsAt <= now;
    const moved =
      before.startsAt.getTime() !== input.startsAt.getTime() ||
      (!started && before.durationMinutes !== input.durationMinutes);
    if (moved && input.startsAt <= now) {
      return { ok: false, reason: "invalid", message: PAST_START_MESSAGE, field: "day" };
    }
    const [seats] = await tx
      .select({ taken: seatsTakenSql(sql`${liveSessions.id}`, now) })
      .from(liveSessions)
      .where(eq(liveSessions.id, sessionId));
    const taken = Number(seats?.taken ?? 0);
    if (input.capacity < taken) {
      return {
        ok: false,
        reason: "invalid",
        message: `${taken} seats are taken: the capacity cannot be less than ${taken}.`,
        field: "capacity",
      };
    }
    const changed = changedFields(editable(before), editable(input));
    if (Object.keys(changed.after).length === 0) {
      return { ok: true, sessionId, moved: false, told: 0 };
    }
    const sequence = moved ? before.sequence + 1 : before.sequence;
    const { version: _version, ...details } = input;
    await tx
      .update(liveSessions)
      .set({ ...details, sequence, version: before.version + 1, updatedAt: now })
      .where(eq(liveSessions.id, sessionId));
    if (!started && before.durationMinutes !== input.durationMinutes) {
      await replaceSessionCheckpoints(tx, sessionId);
    }
    let told = 0;
    if (moved) {
      await tx
        .update(courseRegistrations)
        .set({ reminderSentAt: null })
        .where(eq(courseRegistrations.liveSessionId, sessionId));
      const session = { ...input, sequence };
      for (const registrant of await listSessionRegistrants(tx, sessionId)) {
        await deps.mailer.sendEmail(
          sessionChangeMail(registrant, session, { kind: "moved", from: before.startsAt }, deps),
          tx,
        );
        told += 1;
      }
    }
    await recordStaffAction(tx, actor, {
      action: moved ? "session.reschedule" : "session.edit",
      recordType: "live-session",
      recordId: sessionId,
      ...changed,
    });
    return { ok: true, sessionId, moved, told };
  });
  if (outcome.ok && outcome.told > 0) deps.mailer.wake();
  return outcome;
}

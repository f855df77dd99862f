import type { Database } from "~/db/client.server";
import { type AccountRead, readAfresh } from "~/modules/accounts/read-account-cached.server";
import { readCodeProgress } from "~/modules/attendance/read-code-progress.server";
import { listSessionChoices } from "~/modules/registration/list-session-choices.server";
import type { DashboardRegistration } from "./account-list-parts.server";
import { liveSessionState } from "./live-session-state";

/**
 * Registrations as the attorney sees them: a live place with its session's
 * state now (join details, the codes entered), or the sessions to choose from
 * when staff cancelled its own; on-demand places as they are.
 */
export async function presentRegistrations(
  db: Database,
  uid: string,
  rows: readonly DashboardRegistration[],
  now: Date,
  read: AccountRead = readAfresh,
) {
  return Promise.all(
    rows.map(async (row) => {
      const session = liveSessionState(
        {
          sessionId: row.liveSessionId,
          startsAt: row.sessionStartsAt,
          durationMinutes: row.sessionMinutes,
          codeWindowMinutes: row.codeWindowMinutes,
          joinUrl: row.joinUrl,
        },
        now,
      );
      return {
        id: row.id,
        courseId: row.courseId,
        courseName: row.courseName,
        format: row.format,
        hasLecture: row.hasLecture,
        registeredAt: row.registeredAt,
        paid: row.orderId !== null,
        live: session
          ? {
              ...session,
              codes: await read(`codes:${row.courseId}:${session.sessionId}`, () =>
                readCodeProgress(db, uid, row.courseId, session.sessionId),
              ),
            }
          : null,
        certified: row.certified,
        started: row.started,
        // A live place without a session (kept when staff cancelled it): the sessions to choose from.
        sessionChoices:
          row.attendLiveWebcast && !row.liveSessionId
            ? await listSessionChoices(db, row.courseId, now)
            : null,
      };
    }),
  );
}

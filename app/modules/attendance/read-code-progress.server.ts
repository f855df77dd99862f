import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { attendanceCheckpoints } from "~/db/schema/attendance";
import type { CodeProgress } from "./code-progress";
import { listCheckpointEntries } from "./list-checkpoint-entries.server";

/** The attorney's codes for the on-demand lecture (liveSessionId null) or one live session. */
export async function readCodeProgress(
  db: Database,
  uid: string,
  courseId: string,
  liveSessionId: string | null,
): Promise<CodeProgress> {
  const rows = await listCheckpointEntries(
    db,
    uid,
    and(
      eq(attendanceCheckpoints.courseId, courseId),
      liveSessionId === null
        ? isNull(attendanceCheckpoints.liveSessionId)
        : eq(attendanceCheckpoints.liveSessionId, liveSessionId),
    ),
  );
  const codes = rows.map((row) => ({
    position: row.position,
    entered: row.enteredAt !== null,
    shown: row.revealedAt !== null,
  }));
  return { total: codes.length, entered: codes.filter((code) => code.entered).length, codes };
}

import { randomUUID } from "node:crypto";
import type { ObligationsBook } from "~/content/state-rules/provider-obligations";
import { APPROVED_STATES } from "~/content/states";
import type { Database } from "~/db/client.server";
import { barAdmissions } from "~/db/schema/accounts";
import { user } from "~/db/schema/auth";
import { liveSessions } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import type { QueueReport } from "~/modules/bar-reports/bar-report-types";
import { listAllBarReports } from "~/modules/bar-reports/list-bar-reports.server";
import { reportContents } from "~/modules/bar-reports/load-bar-report.server";
import { newCertificateId } from "~/modules/certificates/certificate-id.server";
import { COURSE, START } from "./attendance-fixtures";

// Certificates, sessions and the queue as the bar-report tests build them.

const stateCode = (slug: string) =>
  APPROVED_STATES.find((state) => state.slug === slug)?.code ?? "XX";

type CertificateOptions = {
  state: string;
  completedOn: string;
  name?: string;
  barNumber?: string | null;
  liveSessionId?: string | null;
  pending?: boolean;
  credits?: Record<string, number>;
  courseId?: string;
};

/** A new attorney's certificate in a state (1.5 hours: 1 general, 0.5 ethics, unless told). */
export async function reportedCertificate(db: Database, options: CertificateOptions) {
  const uid = `rep-${randomUUID().slice(0, 12)}`;
  const name = options.name ?? `Attorney ${uid.slice(4, 8)}`;
  await db.insert(user).values({ id: uid, name, email: `${uid}@example.com` });
  const id = newCertificateId();
  await db.insert(certificates).values({
    id,
    uid,
    courseId: options.courseId ?? COURSE,
    stateSlug: options.state,
    attorneyName: name,
    barNumber: options.barNumber === undefined ? `BN-${uid.slice(4, 10)}` : options.barNumber,
    courseTitle: "Persuasive Brief Writing with AI Assistants",
    format: options.liveSessionId ? "live" : "self-study",
    liveSessionId: options.liveSessionId ?? null,
    approvalStatus: options.pending ? "pending" : "approved",
    approvalNumber: options.pending ? null : `${stateCode(options.state)}-26-0010`,
    completedOn: options.completedOn,
    credits: options.credits ?? { general: 1, ethics: 0.5 },
    creditHourMinutes: 60,
    codesEntered: 1,
    codesTotal: 1,
    watchedSeconds: 5400,
    affirmationText: "I attended.",
    typedName: name,
    affirmedAt: START,
    issuedAt: START,
  });
  return { id, uid, name };
}

/** The attorney's bar admission in a state (the fallback when a certificate has no number). */
export async function admit(db: Database, uid: string, state: string, barNumber: string) {
  await db.insert(barAdmissions).values({ id: randomUUID(), uid, state, barNumber });
}

/** A live session of COURSE held (in New York time) at `startsAt`, 90 minutes long. */
export async function heldSession(db: Database, startsAt: string, courseId = COURSE) {
  const id = `rep-session-${randomUUID().slice(0, 8)}`;
  await db.insert(liveSessions).values({
    id,
    courseId,
    startsAt: new Date(startsAt),
    durationMinutes: 90,
    capacity: 100,
    timeZone: "America/New_York",
  });
  return id;
}

export const onDemandKey = (state: string, period: string, courseId = COURSE) =>
  `${state}~on-demand~${courseId}~${period}`;
export const liveKey = (state: string, sessionId: string) => `${state}~live~${sessionId}`;

/** The queue's rows for one slot (the report due now and those submitted), as of `now`. */
export async function rowsOf(
  db: Database,
  key: string,
  now: string,
  obligations?: ObligationsBook,
): Promise<QueueReport[]> {
  return (await listAllBarReports(db, new Date(now), obligations)).filter(
    (row) => row.slotKey === key,
  );
}

/** The one report due now for a slot (under `obligations`: the data unless a test changes it). */
export async function dueOf(
  db: Database,
  key: string,
  now: string,
  obligations?: ObligationsBook,
): Promise<QueueReport> {
  const row = (await rowsOf(db, key, now, obligations)).find(
    (entry) => entry.status !== "submitted",
  );
  if (!row) throw new Error(`nothing due for ${key}`);
  return row;
}

/** "Mark submitted" as the page would post it for the report due now. */
export function submission(report: QueueReport, submittedOn: string, reference: string) {
  return {
    slotKey: report.slotKey,
    submittedOn,
    reference,
    note: null,
    contents: reportContents(report),
    sequence: report.sequence,
  };
}

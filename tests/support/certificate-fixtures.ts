import type { Database } from "~/db/client.server";
import { certificates } from "~/db/schema/certificates";
import { newCertificateId } from "~/modules/certificates/certificate-id.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { attorney, COURSE, START } from "./attendance-fixtures";

export const COMPLIANCE: StaffActor = {
  id: null,
  email: "compliance@example.com",
  roles: ["compliance_officer"],
  ipAddress: null,
};

/**
 * An attorney registered for COURSE (or the account `uid`) with an approved
 * New York certificate for it.
 */
export async function certifiedAttorney(db: Database, existing?: { uid: string; email: string }) {
  const uid = existing?.uid ?? (await attorney(db));
  const id = newCertificateId();
  await db.insert(certificates).values({
    id,
    uid,
    courseId: COURSE,
    stateSlug: "new-york",
    attorneyName: "Zoe OConnor",
    barNumber: "NY-4412078",
    courseTitle: "Persuasive brief writing",
    format: "self-study",
    approvalStatus: "approved",
    approvalNumber: "NY-26-0010",
    completedOn: "2026-11-20",
    credits: { general: 1, ethics: 0.5 },
    creditHourMinutes: 50,
    codesEntered: 1,
    codesTotal: 1,
    watchedSeconds: 3600,
    affirmationText: "I attended.",
    typedName: "Zoe OConnor",
    affirmedAt: START,
    issuedAt: START,
  });
  return { uid, id, email: existing?.email ?? `${uid}@example.com` };
}

// The firm compliance view's data: every member of a firm, with the credit
// tracker's judgement for those who agreed to share it (decision 0064).

import { and, asc, eq, inArray, isNotNull, min } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { certificates } from "~/db/schema/certificates";
import { firmMembers } from "~/db/schema/firms";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { loadCreditTracker } from "~/modules/credit-tracker/load-credit-tracker.server";
import type { TrackerClock } from "~/modules/credit-tracker/tracker-clock";
import type { FirmCourse, FirmMemberCompliance } from "./firm-compliance-types";
import { judgeMemberStatus, nextDeadline } from "./judge-member-status";
import { summarizeStateCompliance } from "./summarize-state-compliance";

/** Courses each member took through the firm: registrations on the firm's orders. */
async function listFirmCourses(
  db: Database,
  firmId: string,
  uids: string[],
): Promise<Map<string, FirmCourse[]>> {
  const byMember = new Map<string, FirmCourse[]>();
  if (uids.length === 0) return byMember;
  const rows = await db
    .select({
      uid: courseRegistrations.uid,
      courseId: courseRegistrations.courseId,
      title: courseRegistrations.courseName,
      registeredAt: courseRegistrations.registeredAt,
    })
    .from(courseRegistrations)
    .innerJoin(orders, eq(orders.id, courseRegistrations.orderId))
    .where(and(eq(orders.firmId, firmId), inArray(courseRegistrations.uid, uids)))
    .orderBy(asc(courseRegistrations.registeredAt));
  if (rows.length === 0) return byMember;
  const completions = await db
    .select({
      uid: certificates.uid,
      courseId: certificates.courseId,
      completedOn: min(certificates.completedOn),
    })
    .from(certificates)
    .where(
      and(
        isNotNull(certificates.uid),
        inArray(certificates.uid, [...new Set(rows.map((row) => row.uid))]),
        inArray(certificates.courseId, [...new Set(rows.map((row) => row.courseId))]),
      ),
    )
    .groupBy(certificates.uid, certificates.courseId);
  const completedOn = new Map(
    completions.map((row) => [`${row.uid}\u0000${row.courseId}`, row.completedOn]),
  );
  for (const row of rows) {
    const list = byMember.get(row.uid) ?? [];
    list.push({
      courseId: row.courseId,
      title: row.title,
      assignedOn: row.registeredAt.toISOString().slice(0, 10),
      completedOn: completedOn.get(`${row.uid}\u0000${row.courseId}`) ?? null,
    });
    byMember.set(row.uid, list);
  }
  return byMember;
}

/**
 * Every member of the firm: name, role, consent, the courses taken through
 * the firm and, only for those who share it, each tracked state's judgement.
 */
export async function loadFirmCompliance(
  db: Database,
  firmId: string,
  clock: TrackerClock = new Date(),
  /** Only these members (one member's page); all by default. */
  only?: readonly string[],
): Promise<FirmMemberCompliance[]> {
  const members = await db
    .select({
      uid: firmMembers.userId,
      role: firmMembers.role,
      shares: firmMembers.sharesCompliance,
      name: user.name,
      email: user.email,
    })
    .from(firmMembers)
    .innerJoin(user, eq(user.id, firmMembers.userId))
    .where(
      and(
        eq(firmMembers.organizationId, firmId),
        only ? inArray(firmMembers.userId, [...only]) : undefined,
      ),
    )
    .orderBy(asc(user.name));
  const courses = await listFirmCourses(
    db,
    firmId,
    members.map((member) => member.uid),
  );
  const rows: FirmMemberCompliance[] = [];
  for (const member of members) {
    const base = {
      uid: member.uid,
      name: member.name,
      email: member.email,
      isAdmin: member.role === "admin",
      shares: member.shares,
      firmCourses: courses.get(member.uid) ?? [],
    };
    if (!member.shares) {
      rows.push({ ...base, status: null, states: [], nextDeadline: null, stillNeeded: null });
      continue;
    }
    const tracker = await loadCreditTracker(db, member.uid, clock);
    const states = tracker.states.map(summarizeStateCompliance);
    rows.push({
      ...base,
      status: judgeMemberStatus(states),
      states,
      nextDeadline: nextDeadline(states),
      stillNeeded: states.reduce((sum, state) => sum + (state.stillNeeded ?? 0), 0),
    });
  }
  return rows;
}

// Each firm administrator's weekly summary of the members' compliance, unless
// they opted out (decision 0064). Recorded per person and week in
// `firm_weekly_summaries` in the transaction that queues it: one a week.

import { and, eq, isNull } from "drizzle-orm";
import { COMPLIANCE_STATUS_LABELS, COMPLIANCE_STATUSES } from "~/content/firm-compliance";
import type { Database } from "~/db/client.server";
import { userProfiles } from "~/db/schema/accounts";
import { user } from "~/db/schema/auth";
import { firmSummaryOptOuts, firmWeeklySummaries } from "~/db/schema/firm-compliance";
import { firmMembers, firms } from "~/db/schema/firms";
import { formatLongDate, scheduleToday } from "~/lib/format";
import { hoursPhrase, toHundredths } from "~/lib/hours";
import type { TrackerClock } from "~/modules/credit-tracker/tracker-clock";
import type { Mailer } from "~/modules/email/mailer.server";
import { FirmWeeklySummaryEmail } from "~/modules/email/templates/firm-weekly-summary";
import { countByStatus, filterFirmCompliance } from "./firm-compliance-filters";
import type { FirmMemberCompliance } from "./firm-compliance-types";
import { loadFirmCompliance } from "./load-firm-compliance.server";
import { weekOf } from "./week-of";

function attentionLine(member: FirmMemberCompliance): string {
  const status = member.status ? COMPLIANCE_STATUS_LABELS[member.status].toLowerCase() : "";
  const deadline = member.nextDeadline;
  if (!deadline) return `${member.name}: ${status}`;
  return `${member.name}: ${status}, ${deadline.stateName}, ${hoursPhrase(
    toHundredths(member.stillNeeded ?? 0),
  )} needed, deadline ${formatLongDate(deadline.on)}`;
}

/** Queues this week's summary for every firm administrator who has not had it and did not opt out. */
export async function sendFirmWeeklySummaries(
  db: Database,
  mailer: Mailer,
  options: { baseUrl: string },
  clock: TrackerClock = new Date(),
): Promise<{ sent: number }> {
  const week = weekOf(typeof clock === "string" ? clock : scheduleToday(clock));
  const admins = await db
    .select({
      uid: firmMembers.userId,
      firmId: firmMembers.organizationId,
      firmName: firms.name,
      email: user.email,
      accountName: user.name,
      firstName: userProfiles.firstName,
    })
    .from(firmMembers)
    .innerJoin(firms, eq(firms.id, firmMembers.organizationId))
    .innerJoin(user, eq(user.id, firmMembers.userId))
    .leftJoin(userProfiles, eq(userProfiles.uid, firmMembers.userId))
    .leftJoin(firmSummaryOptOuts, eq(firmSummaryOptOuts.userId, firmMembers.userId))
    .leftJoin(
      firmWeeklySummaries,
      and(eq(firmWeeklySummaries.userId, firmMembers.userId), eq(firmWeeklySummaries.weekOf, week)),
    )
    .where(
      and(
        eq(firmMembers.role, "admin"),
        isNull(firmSummaryOptOuts.userId),
        isNull(firmWeeklySummaries.userId),
      ),
    );
  if (admins.length === 0) return { sent: 0 };

  const byFirm = new Map<string, Promise<FirmMemberCompliance[]>>();
  let sent = 0;
  for (const admin of admins) {
    let members = byFirm.get(admin.firmId);
    if (!members) {
      members = loadFirmCompliance(db, admin.firmId, clock);
      byFirm.set(admin.firmId, members);
    }
    const all = await members;
    const counts = countByStatus(all);
    const countLines = [
      ...COMPLIANCE_STATUSES.map(
        (status) => `${counts[status]} ${COMPLIANCE_STATUS_LABELS[status].toLowerCase()}`,
      ),
      `${counts["not-shared"]} not sharing their tracker`,
    ];
    const attention = filterFirmCompliance(all, { sort: "status" })
      .filter((member) => member.status === "late" || member.status === "at-risk")
      .map(attentionLine);
    const queued = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(firmWeeklySummaries)
        .values({ userId: admin.uid, weekOf: week, firmId: admin.firmId })
        .onConflictDoNothing()
        .returning({ userId: firmWeeklySummaries.userId });
      if (inserted.length === 0) return false;
      await mailer.sendEmail(
        {
          to: admin.email,
          uid: admin.uid,
          subject: `${admin.firmName}: CLE compliance for the week of ${formatLongDate(week)}`,
          template: "firm-weekly-summary",
          body: FirmWeeklySummaryEmail({
            name: admin.firstName ?? admin.accountName,
            firmName: admin.firmName,
            counts: countLines,
            attention,
            pageUrl: `${options.baseUrl}/firm/compliance`,
          }),
        },
        tx,
      );
      return true;
    });
    if (queued) sent += 1;
  }
  if (sent > 0) mailer.wake();
  return { sent };
}

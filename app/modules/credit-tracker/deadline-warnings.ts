// Which deadline reminders to send today: 60 and 14 days before a period ends,
// for periods not yet complete. A reminder missed on its day (e.g. the job did
// not run) is still sent later, but only the nearest one, and never after the
// period has ended.

import { daysBetween, requireDay } from "~/lib/iso-dates";

export type WarningKind = 60 | 14;

export type WarningPeriod = {
  id: string;
  /** ISO date: the period's last day. */
  endsOn: string;
  complete: boolean;
  /** Reminders already sent for this period. */
  sent: WarningKind[];
};

type DueWarning = { periodId: string; kind: WarningKind };

export function dueWarnings(periods: readonly WarningPeriod[], today: string): DueWarning[] {
  const day = requireDay(today, "today");
  const due: DueWarning[] = [];
  for (const period of periods) {
    if (period.complete) continue;
    const daysLeft = daysBetween(day, requireDay(period.endsOn, "endsOn"));
    // On the last day a reminder still helps; after it, it would be wrong.
    if (daysLeft < 0) continue;
    if (daysLeft <= 14) {
      if (!period.sent.includes(14)) due.push({ periodId: period.id, kind: 14 });
    } else if (daysLeft <= 60 && !period.sent.includes(60)) {
      due.push({ periodId: period.id, kind: 60 });
    }
  }
  return due;
}

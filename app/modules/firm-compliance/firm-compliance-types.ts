// What the firm compliance view shows, as plain data (ISO dates, decimal
// hours), so the page, the exports and the mails render it without server code.

import type { ComplianceStatus } from "~/content/firm-compliance";

/** A requirement (a category such as Ethics, or the total) in one state's judged period. */
export type CategoryProgress = {
  label: string;
  /** Hours that count toward it. */
  earned: number;
  required: number;
  /** Hours still missing, at least 0. */
  missing: number;
};

/** One state a member reports in, as the credit tracker judges it today. */
export type MemberStateCompliance = {
  slug: string;
  name: string;
  /** ISO date: the judged period's last day (null: no period recorded). */
  deadline: string | null;
  daysLeft: number | null;
  counted: number | null;
  required: number | null;
  /** The fewest further hours that meet every requirement. */
  stillNeeded: number | null;
  /** The total first, then every requirement (categories) of the period. */
  categories: CategoryProgress[];
  status: ComplianceStatus;
};

/** A course a member took through the firm (a seat the firm bought). */
export type FirmCourse = {
  courseId: string;
  title: string;
  /** ISO date the seat was given. */
  assignedOn: string;
  /** ISO date of the first certificate for it, null while not completed. */
  completedOn: string | null;
};

export type FirmMemberCompliance = {
  uid: string;
  name: string;
  email: string;
  isAdmin: boolean;
  /** The member agreed to share their credit tracker with the firm's administrators. */
  shares: boolean;
  /** Null when not shared (nothing of the tracker is read). */
  status: ComplianceStatus | null;
  states: MemberStateCompliance[];
  /** The deadline the status rests on: the soonest one with credits missing, else the soonest. */
  nextDeadline: { stateName: string; on: string; daysLeft: number } | null;
  /** Hours still needed across the tracked states (null when not shared). */
  stillNeeded: number | null;
  firmCourses: FirmCourse[];
};

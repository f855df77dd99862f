/**
 * The provider's staff roles and what each may do. A person may
 * hold several roles; what they may do is the union. Every staff loader and
 * action asks for one permission (app/modules/staff/require-staff.server.ts).
 */

export const STAFF_PERMISSIONS = [
  /** The console's overview page. */
  "overview.view",
  /** Grant and revoke staff roles. */
  "staff.manage",
  /** Read and export the audit log. */
  "audit.view",
  /** Courses, faculty and their pages. */
  "courses.manage",
  /** Live sessions: dates, capacity, join links, attendance codes. */
  "sessions.manage",
  /** Lecture videos, captions and handouts. */
  "media.manage",
  /** Rosters and attendance. */
  "attendance.view",
  /** Record attendance corrections (certificates follow them). */
  "attendance.correct",
  /** Re-issue, revoke and resend certificates. */
  "certificates.manage",
  /** Record a state's decision on a course (applied, approved, denied). */
  "accreditation.record",
  /** Attendance reports to the state bars. */
  "reports.manage",
  /** Orders and receipts. */
  "orders.view",
  /** Refunds. */
  "orders.refund",
  /** Open invoices (firm orders on terms): mark them paid; the invoice threshold. */
  "invoices.manage",
  /** Contact messages, At Work enquiries and guide requests. */
  "inbox.manage",
  /** Look an attendee up: registrations, orders, certificates, mail. */
  "attendees.view",
  /** Write to a session's or a course's registrants (messages sent through the outbox). */
  "mailings.send",
  /** Move a registrant's place to another live session of the course. */
  "registrations.move",
  /** Questions on recorded courses: read the log, answer them. */
  "questions.answer",
  /** Discount codes, the financial-aid policy and decisions on aid requests. */
  "discounts.manage",
  /** Edit a course's evaluation form. */
  "evaluations.manage",
  /** See evaluation results, export them, mail speakers their summary. */
  "evaluations.view",
  /** Firms in the console: members, invitations, orders, notes. */
  "firms.view",
  /** Extend or resend a firm's invitation; write notes on a firm. */
  "firms.manage",
] as const;

export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

export const STAFF_ROLES = [
  "administrator",
  "course_manager",
  "compliance_officer",
  "support",
] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_DETAILS: Record<
  StaffRole,
  { label: string; summary: string; permissions: readonly StaffPermission[] }
> = {
  administrator: {
    label: "Administrator",
    summary: "Everything, including staff accounts and their roles.",
    permissions: STAFF_PERMISSIONS,
  },
  course_manager: {
    label: "Course manager",
    summary: "Courses, faculty, live sessions and lecture media.",
    permissions: [
      "overview.view",
      "courses.manage",
      "sessions.manage",
      "media.manage",
      "questions.answer",
      "evaluations.manage",
      "evaluations.view",
    ],
  },
  compliance_officer: {
    label: "Compliance officer",
    summary:
      "Attendance, certificates, states' decisions on courses, reports to the bars and the audit log.",
    permissions: [
      "overview.view",
      "audit.view",
      "attendance.view",
      "attendance.correct",
      "certificates.manage",
      "accreditation.record",
      "reports.manage",
      "attendees.view",
      "questions.answer",
      "evaluations.view",
      "firms.view",
    ],
  },
  support: {
    label: "Support",
    summary:
      "Orders, refunds, open invoices, discount codes and financial aid, the inbox, attendee look-up, firms, moving registrants between sessions and writing to registrants.",
    permissions: [
      "overview.view",
      "orders.view",
      "orders.refund",
      "invoices.manage",
      "inbox.manage",
      "attendees.view",
      "registrations.move",
      "mailings.send",
      "questions.answer",
      "discounts.manage",
      "firms.view",
      "firms.manage",
    ],
  },
};

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

export function permissionsOf(roles: readonly StaffRole[]): Set<StaffPermission> {
  return new Set(roles.flatMap((role) => STAFF_ROLE_DETAILS[role].permissions));
}

/**
 * How long a sign-in (or a confirmed password) counts as recent for the
 * sensitive actions: role changes, refunds, certificate changes.
 */
export const RECENT_SIGN_IN_MINUTES = 15;

/** The staff console's navigation: each page and the permission it needs. */
export const STAFF_NAVIGATION: readonly {
  to: string;
  label: string;
  permission: StaffPermission;
}[] = [
  { to: "/staff", label: "Overview", permission: "overview.view" },
  { to: "/staff/courses", label: "Courses", permission: "courses.manage" },
  { to: "/staff/bundles", label: "Bundles", permission: "courses.manage" },
  { to: "/staff/faculty", label: "Faculty", permission: "courses.manage" },
  { to: "/staff/live-sessions", label: "Live sessions", permission: "sessions.manage" },
  { to: "/staff/orders", label: "Orders", permission: "orders.view" },
  { to: "/staff/invoices", label: "Open invoices", permission: "invoices.manage" },
  { to: "/staff/inbox", label: "Inbox", permission: "inbox.manage" },
  { to: "/staff/questions", label: "Questions", permission: "questions.answer" },
  { to: "/staff/discount-codes", label: "Discount codes", permission: "discounts.manage" },
  { to: "/staff/financial-aid", label: "Financial aid", permission: "discounts.manage" },
  { to: "/staff/rosters", label: "Rosters", permission: "attendance.view" },
  { to: "/staff/attendees", label: "Attendees", permission: "attendees.view" },
  { to: "/staff/mailings", label: "Mail to registrants", permission: "mailings.send" },
  { to: "/staff/firms", label: "Firms", permission: "firms.view" },
  { to: "/staff/accreditation", label: "Accreditation", permission: "accreditation.record" },
  { to: "/staff/reports", label: "Reports to the bars", permission: "reports.manage" },
  { to: "/staff/checks", label: "Checks", permission: "attendance.view" },
  { to: "/staff/certificates", label: "Certificates", permission: "certificates.manage" },
  { to: "/staff/completions", label: "Completions", permission: "reports.manage" },
  { to: "/staff/people", label: "Staff and roles", permission: "staff.manage" },
  { to: "/staff/audit", label: "Audit log", permission: "audit.view" },
];

export function roleLabels(roles: readonly StaffRole[]): string {
  return roles.map((role) => STAFF_ROLE_DETAILS[role].label).join(", ");
}

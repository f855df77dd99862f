import type { StaffRole } from "~/content/staff-roles";
import { bundleIntents } from "~/modules/bundle-editing/bundle-forms";
import { staffCertificateIntents } from "~/modules/certificates/staff-certificate-forms";
import { courseListIntents, courseStatusIntents } from "~/modules/course-editing/course-forms";
import { lectureMediaIntents } from "~/modules/course-editing/lecture-media-forms";
import { materialIntents } from "~/modules/course-editing/material-forms";
import { pendingChangesIntents } from "~/modules/course-editing/pending-changes-forms";
import { facultyIntents } from "~/modules/faculty-editing/faculty-forms";
import { aidDecisionIntents } from "~/modules/financial-aid/aid-forms";
import { staffInvoiceIntents } from "~/modules/firm-seats/firm-seat-forms";
import { inboxItemIntents } from "~/modules/inbox/inbox-forms";
import { sessionIntents } from "~/modules/live-sessions/session-forms";
import { mailingIntents } from "~/modules/mailings/mailing-forms";
import { staffOrderIntents } from "~/modules/payments/staff-order-forms";
import { staffRoleIntents } from "~/modules/staff/staff-forms";
import { staffFirmIntents } from "~/modules/staff-firms/staff-firm-forms";
import { staffWaitingListIntents } from "~/modules/waiting-lists/waiting-list-forms";
import * as attendanceRoute from "~/routes/staff/attendance";
import * as attendeeRoute from "~/routes/staff/attendee";
import * as bundleRoute from "~/routes/staff/bundle";
import * as bundlesRoute from "~/routes/staff/bundles";
import * as certificateRoute from "~/routes/staff/certificate";
import * as certificatesRoute from "~/routes/staff/certificates";
import * as confirmRoute from "~/routes/staff/confirm-identity";
import * as courseAccreditationRoute from "~/routes/staff/course/accreditation";
import * as courseAddressRoute from "~/routes/staff/course/address";
import * as courseArtworkRoute from "~/routes/staff/course/artwork";
import * as courseChangesRoute from "~/routes/staff/course/changes";
import * as courseCopyRoute from "~/routes/staff/course/copy";
import * as courseDetailsRoute from "~/routes/staff/course/details";
import * as evaluationFormRoute from "~/routes/staff/course/evaluation-form";
import * as evaluationsRoute from "~/routes/staff/course/evaluations";
import * as courseMaterialsRoute from "~/routes/staff/course/materials";
import * as courseMediaRoute from "~/routes/staff/course/media";
import * as courseStatusRoute from "~/routes/staff/course/status";
import * as coursesRoute from "~/routes/staff/courses";
import * as discountCodeRoute from "~/routes/staff/discount-code";
import * as discountCodesRoute from "~/routes/staff/discount-codes";
import * as facultyListRoute from "~/routes/staff/faculty-list";
import * as facultyMemberRoute from "~/routes/staff/faculty-member";
import * as financialAidRoute from "~/routes/staff/financial-aid";
import * as firmRoute from "~/routes/staff/firm";
import * as inboxRoute from "~/routes/staff/inbox";
import * as inboxItemRoute from "~/routes/staff/inbox-item";
import * as invoicesRoute from "~/routes/staff/invoices";
import * as sessionRoute from "~/routes/staff/live-session";
import * as newSessionRoute from "~/routes/staff/live-session-new";
import * as waitingListRoute from "~/routes/staff/live-session-waiting-list";
import * as sessionsRoute from "~/routes/staff/live-sessions";
import * as mailingRoute from "~/routes/staff/mailing";
import * as newMailingRoute from "~/routes/staff/mailing-new";
import * as orderRoute from "~/routes/staff/order";
import * as ordersRoute from "~/routes/staff/orders";
import * as peopleRoute from "~/routes/staff/people";
import * as questionsRoute from "~/routes/staff/questions";
import * as reportRoute from "~/routes/staff/report";
import * as rosterRoute from "~/routes/staff/roster";

// Every staff action (route module, address, intent by intent) with a form
// for it, and who may use it: tests/integration/staff-action-permissions.test.ts
// asks each as every identity.

export type Identity = "anonymous" | "attorney" | StaffRole | "manager+support";
export const IDENTITIES: Identity[] = [
  "anonymous",
  "attorney",
  "course_manager",
  "compliance_officer",
  "support",
  "administrator",
  "manager+support",
];

const COURSES: Identity[] = ["course_manager", "administrator", "manager+support"];
const SUPPORT: Identity[] = ["support", "administrator", "manager+support"];
const COMPLIANCE: Identity[] = ["compliance_officer", "administrator"];
const ADMINISTRATOR: Identity[] = ["administrator"];
const EVALUATION_VIEWERS: Identity[] = [
  "course_manager",
  "compliance_officer",
  "administrator",
  "manager+support",
];
/** Cancelling with refunds needs the sessions' and the refunds' permissions together. */
const SESSIONS_AND_REFUNDS: Identity[] = ["administrator", "manager+support"];
const ANY_STAFF: Identity[] = [
  "course_manager",
  "compliance_officer",
  "support",
  "administrator",
  "manager+support",
];

type Case = { intent?: string; form: Record<string, string>; allowed: Identity[] };
type StaffAction = {
  /** The route module's file under app/routes/staff. */
  file: string;
  action: (args: never) => unknown;
  path: string;
  params: Record<string, string>;
  /** The route's intent map, when it has several forms: every intent must have a case. */
  intents?: Record<string, unknown>;
  cases: Case[];
};

export const V = { version: "1" };

export const ACTIONS: StaffAction[] = [
  {
    file: "course/details.tsx",
    action: courseDetailsRoute.action,
    path: "/staff/courses/no-such-course?index",
    params: { courseId: "no-such-course" },
    cases: [{ form: { ...V, title: "A test", slug: "a-test" }, allowed: COURSES }],
  },
  {
    file: "course/status.tsx",
    action: courseStatusRoute.action,
    path: "/staff/courses/no-such-course/status",
    params: { courseId: "no-such-course" },
    intents: courseStatusIntents,
    cases: [
      {
        intent: "status",
        form: { ...V, change: "unpublish", confirmed: "unpublish" },
        allowed: COURSES,
      },
      { intent: "delete", form: { ...V, confirmed: "delete" }, allowed: COURSES },
      { intent: "undo", form: { ...V, entry: "1" }, allowed: COURSES },
    ],
  },
  {
    file: "course/changes.tsx",
    action: courseChangesRoute.action,
    path: "/staff/courses/no-such-course/changes",
    params: { courseId: "no-such-course" },
    intents: pendingChangesIntents,
    cases: [
      { intent: "publish", form: V, allowed: COURSES },
      { intent: "discard", form: V, allowed: COURSES },
    ],
  },
  {
    file: "course/copy.tsx",
    action: courseCopyRoute.action,
    path: "/staff/courses/no-such-course/copy",
    params: { courseId: "no-such-course" },
    cases: [{ form: { title: "A copy", slug: "a-copy", weeks: "0" }, allowed: COURSES }],
  },
  {
    file: "course/artwork.tsx",
    action: courseArtworkRoute.action,
    path: "/staff/courses/no-such-course/artwork",
    params: { courseId: "no-such-course" },
    cases: [{ form: { ...V, imageAlt: "A picture" }, allowed: COURSES }],
  },
  {
    file: "course/address.tsx",
    action: courseAddressRoute.action,
    path: "/staff/courses/no-such-course/address",
    params: { courseId: "no-such-course" },
    cases: [{ form: { ...V, slug: "another-address" }, allowed: COURSES }],
  },
  {
    file: "course/evaluation-form.tsx",
    action: evaluationFormRoute.action,
    path: "/staff/courses/no-such-course/evaluation-form",
    params: { courseId: "no-such-course" },
    cases: [{ form: { version: "0", newLabel: "A question" }, allowed: COURSES }],
  },
  {
    file: "course/evaluations.tsx",
    action: evaluationsRoute.action,
    path: "/staff/courses/no-such-course/evaluations",
    params: { courseId: "no-such-course" },
    cases: [
      {
        form: { facultyId: "daniela-ruiz", to: "speaker@example.com" },
        allowed: EVALUATION_VIEWERS,
      },
    ],
  },
  {
    file: "course/media.tsx",
    action: courseMediaRoute.action,
    path: "/staff/courses/no-such-course/media",
    params: { courseId: "no-such-course" },
    intents: lectureMediaIntents,
    cases: [
      { intent: "remove-handout", form: { fileId: "a".repeat(20) }, allowed: COURSES },
      { intent: "withdraw-video", form: { fileId: "a".repeat(20) }, allowed: COURSES },
      { intent: "chapters", form: { ...V, chapters: "0:00 Welcome" }, allowed: COURSES },
      { intent: "preview", form: { ...V, previewSeconds: "60" }, allowed: COURSES },
    ],
  },
  {
    file: "course/materials.tsx",
    action: courseMaterialsRoute.action,
    path: "/staff/courses/no-such-course/materials",
    params: { courseId: "no-such-course" },
    intents: materialIntents,
    cases: [
      {
        intent: "material-titles",
        form: { ...V, materialIds: "handout", titles: "A handout" },
        allowed: COURSES,
      },
      {
        intent: "material-move",
        form: { ...V, materialId: "handout", direction: "up" },
        allowed: COURSES,
      },
      { intent: "material-remove", form: { ...V, materialId: "handout" }, allowed: COURSES },
      { intent: "material-restore", form: { ...V, materialId: "handout" }, allowed: COURSES },
    ],
  },
  {
    file: "courses.tsx",
    action: coursesRoute.action,
    path: "/staff/courses",
    params: {},
    intents: courseListIntents,
    cases: [
      {
        intent: "create",
        form: { title: "A test", slug: "Not A Slug", categorySlug: "", format: "" },
        allowed: COURSES,
      },
      { intent: "feature", form: { ...V, courseId: "no-such-course" }, allowed: COURSES },
      {
        intent: "move",
        form: { courseId: "no-such-course", direction: "up" },
        allowed: COURSES,
      },
    ],
  },
  {
    file: "bundle.tsx",
    action: bundleRoute.action,
    path: "/staff/bundles/no-such-bundle",
    params: { bundleId: "no-such-bundle" },
    intents: bundleIntents,
    cases: [
      { intent: "save", form: { ...V, title: "A test", summary: "" }, allowed: COURSES },
      { intent: "add-course", form: { ...V, courseId: "no-such-course" }, allowed: COURSES },
      { intent: "remove-course", form: { ...V, courseId: "no-such-course" }, allowed: COURSES },
      {
        intent: "move-course",
        form: { ...V, courseId: "no-such-course", direction: "down" },
        allowed: COURSES,
      },
      { intent: "status", form: { ...V, change: "archive" }, allowed: COURSES },
      { intent: "delete", form: V, allowed: COURSES },
    ],
  },
  {
    file: "bundles.tsx",
    action: bundlesRoute.action,
    path: "/staff/bundles",
    params: {},
    cases: [
      {
        form: { id: "Not An Id", title: "", summary: "", price: "", memberPrice: "" },
        allowed: COURSES,
      },
    ],
  },
  {
    file: "discount-codes.tsx",
    action: discountCodesRoute.action,
    path: "/staff/discount-codes",
    params: {},
    cases: [{ form: { code: "x", kind: "percent", value: "" }, allowed: SUPPORT }],
  },
  {
    file: "discount-code.tsx",
    action: discountCodeRoute.action,
    path: "/staff/discount-codes/no-such-code",
    params: { codeId: "no-such-code" },
    cases: [{ form: { intent: "end" }, allowed: SUPPORT }],
  },
  {
    file: "mailing-new.tsx",
    action: newMailingRoute.action,
    path: "/staff/mailings/new",
    params: {},
    cases: [
      {
        form: { course: "no-such-course", subject: "A test", body: "Hello", kind: "operational" },
        allowed: SUPPORT,
      },
    ],
  },
  {
    file: "mailing.tsx",
    action: mailingRoute.action,
    path: "/staff/mailings/00000000-0000-4000-8000-000000000000",
    params: { mailingId: "00000000-0000-4000-8000-000000000000" },
    intents: mailingIntents,
    cases: [
      {
        intent: "save",
        form: { subject: "A test", body: "Hello", kind: "operational" },
        allowed: SUPPORT,
      },
      { intent: "test", form: {}, allowed: SUPPORT },
      { intent: "send", form: { expected: "1", confirm: "yes" }, allowed: SUPPORT },
    ],
  },
  {
    file: "financial-aid.tsx",
    action: financialAidRoute.action,
    path: "/staff/financial-aid",
    params: {},
    cases: [{ form: { version: "0", body: "Too short." }, allowed: SUPPORT }],
  },
  {
    file: "faculty-member.tsx",
    action: facultyMemberRoute.action,
    path: "/staff/faculty/no-such-person",
    params: { facultyId: "no-such-person" },
    intents: facultyIntents,
    cases: [
      { intent: "save", form: { ...V, name: "A Person", title: "" }, allowed: COURSES },
      { intent: "portrait", form: { ...V, change: "remove" }, allowed: COURSES },
      { intent: "delete", form: V, allowed: COURSES },
      { intent: "login", form: { ...V, loginEmail: "" }, allowed: COURSES },
    ],
  },
  {
    file: "questions.tsx",
    action: questionsRoute.action,
    path: "/staff/questions",
    params: {},
    cases: [
      {
        intent: "answer",
        form: { questionId: "00000000-0000-4000-8000-000000000000", answer: "An answer" },
        allowed: ANY_STAFF,
      },
    ],
  },
  {
    file: "faculty-list.tsx",
    action: facultyListRoute.action,
    path: "/staff/faculty",
    params: {},
    cases: [
      {
        form: { id: "Not An Id", name: "", title: "", organisation: "", bio: "" },
        allowed: COURSES,
      },
    ],
  },
  {
    file: "live-session.tsx",
    action: sessionRoute.action,
    path: "/staff/live-sessions/no-such-session",
    params: { sessionId: "no-such-session" },
    intents: sessionIntents,
    cases: [
      {
        intent: "save",
        form: {
          ...V,
          day: "2030-01-15",
          time: "12:00",
          timeZone: "America/New_York",
          durationMinutes: "60",
          capacity: "10",
        },
        allowed: COURSES,
      },
      {
        intent: "cancel",
        form: { ...V, reason: "A test", paidSeats: "keep", confirmed: "cancel" },
        allowed: COURSES,
      },
      {
        intent: "cancel",
        form: { ...V, reason: "A test", paidSeats: "refund", confirmed: "cancel" },
        allowed: SESSIONS_AND_REFUNDS,
      },
      { intent: "undo", form: { ...V, entry: "1" }, allowed: COURSES },
      { intent: "tell-now", form: { entry: "1" }, allowed: COURSES },
    ],
  },
  {
    file: "live-session-waiting-list.tsx",
    action: waitingListRoute.action,
    path: "/staff/live-sessions/no-such-session/waiting-list",
    params: { sessionId: "no-such-session" },
    intents: staffWaitingListIntents,
    cases: [
      { intent: "move-up", form: { entryId: "no-such-entry" }, allowed: COURSES },
      { intent: "move-down", form: { entryId: "no-such-entry" }, allowed: COURSES },
      { intent: "remove", form: { entryId: "no-such-entry" }, allowed: COURSES },
    ],
  },
  {
    file: "live-sessions.tsx",
    action: sessionsRoute.action,
    path: "/staff/live-sessions",
    params: {},
    cases: [{ form: { sessionId: "no-such-session", joinUrl: "" }, allowed: COURSES }],
  },
  {
    file: "live-session-new.tsx",
    action: newSessionRoute.action,
    path: "/staff/live-sessions/new",
    params: {},
    cases: [
      {
        form: {
          courseId: "no-such-course",
          day: "2030-01-15",
          time: "12:00",
          timeZone: "America/New_York",
          durationMinutes: "60",
          capacity: "10",
        },
        allowed: COURSES,
      },
    ],
  },
  {
    file: "people.tsx",
    action: peopleRoute.action,
    path: "/staff/people",
    params: {},
    intents: staffRoleIntents,
    cases: [
      {
        intent: "grant",
        form: { email: "nobody-at-all@example.com", role: "support", reason: "" },
        allowed: ADMINISTRATOR,
      },
      {
        intent: "revoke",
        form: { email: "nobody-at-all@example.com", role: "support", reason: "" },
        allowed: ADMINISTRATOR,
      },
    ],
  },
  {
    file: "order.tsx",
    action: orderRoute.action,
    path: "/staff/orders/no-such-order",
    params: { orderId: "no-such-order" },
    intents: staffOrderIntents,
    cases: [
      {
        intent: "refund",
        form: { amount: "1.00", reason: "A test", releaseAccess: "on", confirmed: "refund" },
        allowed: SUPPORT,
      },
      { intent: "resend-receipt", form: {}, allowed: SUPPORT },
    ],
  },
  {
    file: "invoices.tsx",
    action: invoicesRoute.action,
    path: "/staff/invoices",
    params: {},
    intents: staffInvoiceIntents,
    cases: [
      { intent: "mark-paid", form: { orderId: "no-such-order" }, allowed: SUPPORT },
      { intent: "threshold", form: { threshold: "2500" }, allowed: SUPPORT },
    ],
  },
  {
    file: "inbox-item.tsx",
    action: inboxItemRoute.action,
    path: "/staff/inbox/contact/no-such-item",
    params: { kind: "contact", itemId: "no-such-item" },
    intents: { ...inboxItemIntents, ...aidDecisionIntents },
    cases: [
      { intent: "grant", form: { kind: "percent", value: "50" }, allowed: SUPPORT },
      { intent: "decline", form: { reason: "Not a fee-based course." }, allowed: SUPPORT },
      {
        intent: "update",
        form: { status: "done", assigneeId: "", version: "1" },
        allowed: SUPPORT,
      },
      { intent: "note", form: { body: "A note" }, allowed: SUPPORT },
      { intent: "reply", form: { subject: "Your question", body: "An answer" }, allowed: SUPPORT },
    ],
  },
  {
    file: "orders.tsx",
    action: ordersRoute.action,
    path: "/staff/orders",
    params: {},
    cases: [
      {
        form: { action: "refund", id: "no-such-order", reason: "A test", confirm: "yes" },
        allowed: SUPPORT,
      },
    ],
  },
  {
    file: "inbox.tsx",
    action: inboxRoute.action,
    path: "/staff/inbox",
    params: {},
    cases: [{ form: { action: "close", id: "contact:no-such-item" }, allowed: SUPPORT }],
  },
  {
    file: "certificates.tsx",
    action: certificatesRoute.action,
    path: "/staff/certificates",
    params: {},
    cases: [{ form: { action: "resend", id: "LX-AAAA-AAAA-AAAA" }, allowed: COMPLIANCE }],
  },
  {
    file: "roster.tsx",
    action: rosterRoute.action,
    path: "/staff/rosters/sessions/no-such-session",
    params: { scope: "sessions", scopeId: "no-such-session" },
    intents: { move: true },
    cases: [
      {
        intent: "move",
        form: {
          registrationId: "no-such-user_no-such-course",
          sessionId: "no-such-session-2",
          reason: "A test",
        },
        allowed: SUPPORT,
      },
    ],
  },
  {
    file: "attendee.tsx",
    action: attendeeRoute.action,
    path: "/staff/attendees/no-such-user",
    params: { userId: "no-such-user" },
    intents: { move: true },
    cases: [
      {
        intent: "move",
        form: {
          registrationId: "no-such-user_no-such-course",
          sessionId: "no-such-session",
          reason: "A test",
        },
        allowed: SUPPORT,
      },
    ],
  },
  {
    file: "certificate.tsx",
    action: certificateRoute.action,
    path: "/staff/certificates/LX-AAAA-AAAA-AAAA",
    params: { certificateId: "LX-AAAA-AAAA-AAAA" },
    intents: staffCertificateIntents,
    cases: [
      {
        intent: "reissue",
        form: {
          attorneyName: "Zoe OConnor",
          barNumber: "NY-1",
          completedOn: "2026-01-05",
          reason: "A test",
          "credit-general": "1",
        },
        allowed: COMPLIANCE,
      },
      { intent: "revoke", form: { reason: "A test", confirmed: "revoke" }, allowed: COMPLIANCE },
      { intent: "resend", form: {}, allowed: COMPLIANCE },
    ],
  },
  {
    file: "attendance.tsx",
    action: attendanceRoute.action,
    path: "/staff/attendees/no-such-user/courses/no-such-course/attendance",
    params: { userId: "no-such-user", courseId: "no-such-course" },
    cases: [
      {
        form: {
          subject: "on-demand",
          outcome: "attended",
          reason: "A test",
          evidence: "A test",
          replacesSession: "",
          replacesLecture: "",
        },
        allowed: COMPLIANCE,
      },
    ],
  },
  {
    file: "course/accreditation.tsx",
    action: courseAccreditationRoute.action,
    path: "/staff/courses/no-such-course/accreditation",
    params: { courseId: "no-such-course" },
    cases: [{ form: { ...V, "approval-new-york-status": "pending" }, allowed: COMPLIANCE }],
  },
  {
    file: "report.tsx",
    action: reportRoute.action,
    path: "/staff/reports/georgia~live~no-such-session",
    params: { reportId: "georgia~live~no-such-session" },
    cases: [
      {
        form: {
          submittedOn: "2026-01-05",
          reference: "A test",
          note: "",
          contents: "0".repeat(64),
          sequence: "1",
        },
        allowed: COMPLIANCE,
      },
    ],
  },
  {
    file: "firm.tsx",
    action: firmRoute.action,
    path: "/staff/firms/no-such-firm",
    params: { firmId: "no-such-firm" },
    intents: staffFirmIntents,
    cases: [
      { intent: "extend", form: { invitationId: "no-such-invitation" }, allowed: SUPPORT },
      { intent: "resend", form: { invitationId: "no-such-invitation" }, allowed: SUPPORT },
      { intent: "note", form: { body: "A note" }, allowed: SUPPORT },
      {
        intent: "move",
        form: { seatId: "no-such-seat", holderUid: "no-such-member" },
        allowed: SUPPORT,
      },
    ],
  },
  {
    file: "confirm-identity.tsx",
    action: confirmRoute.action,
    path: "/staff/confirm",
    params: {},
    cases: [{ form: { password: "not-the-password", redirectTo: "/staff" }, allowed: ANY_STAFF }],
  },
];

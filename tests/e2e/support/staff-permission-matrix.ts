// Every staff route and action, and who may use it (staff-console.spec.ts asks each of them as every identity).

export type Identity =
  | "anonymous"
  | "attorney"
  | "course_manager"
  | "compliance_officer"
  | "support"
  | "administrator";

/** Every staff route and action, and who may use it (the rest get a login redirect or 403). */
export const MATRIX: {
  method: "GET" | "POST";
  path: string;
  form?: Record<string, string>;
  /** A request that is not a form (the tus upload endpoint). */
  headers?: Record<string, string>;
  /** What a signed-out visitor gets, when not a login redirect. */
  anonymousStatus?: number;
  allowed: readonly Identity[];
}[] = [
  {
    method: "POST",
    path: "/staff/uploads",
    headers: {
      "Tus-Resumable": "1.0.0",
      "Upload-Length": "100",
      "Upload-Metadata": `courseId ${btoa("no-such-course")},kind ${btoa("video")},filename ${btoa("v.mp4")}`,
    },
    anonymousStatus: 401,
    allowed: ["course_manager", "administrator"],
  },
  {
    method: "GET",
    path: "/staff",
    allowed: ["course_manager", "compliance_officer", "support", "administrator"],
  },
  { method: "GET", path: "/staff/live-sessions", allowed: ["course_manager", "administrator"] },
  {
    method: "POST",
    path: "/staff/live-sessions",
    form: { sessionId: "no-such-session", joinUrl: "" },
    allowed: ["course_manager", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/live-sessions/new",
    allowed: ["course_manager", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/live-sessions/new",
    form: { courseId: "", day: "", time: "", timeZone: "", durationMinutes: "", capacity: "" },
    allowed: ["course_manager", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/live-sessions/no-such-session",
    allowed: ["course_manager", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/live-sessions/no-such-session",
    form: { intent: "cancel", version: "1", reason: "A test", paidSeats: "keep" },
    allowed: ["course_manager", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/live-sessions/no-such-session/waiting-list",
    allowed: ["course_manager", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/live-sessions/no-such-session/waiting-list",
    form: { intent: "move-up", entryId: "no-such-entry" },
    allowed: ["course_manager", "administrator"],
  },
  { method: "GET", path: "/staff/people", allowed: ["administrator"] },
  {
    method: "POST",
    path: "/staff/people",
    form: { intent: "grant", email: "nobody-at-all@example.com", role: "support", reason: "" },
    allowed: ["administrator"],
  },
  { method: "GET", path: "/staff/audit", allowed: ["compliance_officer", "administrator"] },
  {
    method: "GET",
    path: "/staff/audit/export.csv",
    allowed: ["compliance_officer", "administrator"],
  },
  { method: "GET", path: "/staff/courses", allowed: ["course_manager", "administrator"] },
  {
    method: "POST",
    path: "/staff/courses",
    form: { intent: "create", title: "A test", slug: "Not A Slug", categorySlug: "", format: "" },
    allowed: ["course_manager", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/courses",
    form: { intent: "feature", courseId: "no-such-course", version: "1" },
    allowed: ["course_manager", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/courses",
    form: { intent: "move", courseId: "no-such-course", direction: "up" },
    allowed: ["course_manager", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/courses/no-such-course",
    allowed: ["course_manager", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/courses/no-such-course/status",
    form: { intent: "status", change: "archive", version: "1" },
    allowed: ["course_manager", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/courses/no-such-course/changes",
    allowed: ["course_manager", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/courses/no-such-course/changes",
    form: { intent: "publish", version: "1" },
    allowed: ["course_manager", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/courses/no-such-course/copy",
    allowed: ["course_manager", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/courses/no-such-course/copy",
    form: { title: "A copy", slug: "a-copy", weeks: "0" },
    allowed: ["course_manager", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/courses/no-such-course/media",
    form: { intent: "preview", previewSeconds: "60", version: "1" },
    allowed: ["course_manager", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/courses/no-such-course/artwork",
    form: { imageAlt: "A picture", version: "1" },
    allowed: ["course_manager", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/courses/no-such-course/media",
    form: { intent: "withdraw-video", fileId: "a".repeat(20) },
    allowed: ["course_manager", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/courses/ai-legal-tools-artificial-intelligence-law-cle/preview",
    allowed: ["course_manager", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/courses/no-such-course/preview",
    allowed: ["course_manager", "administrator"],
  },
  { method: "GET", path: "/staff/bundles", allowed: ["course_manager", "administrator"] },
  {
    method: "POST",
    path: "/staff/bundles",
    form: { id: "Not An Id", title: "", summary: "", price: "", memberPrice: "" },
    allowed: ["course_manager", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/bundles/no-such-bundle",
    allowed: ["course_manager", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/bundles/no-such-bundle",
    form: { intent: "status", change: "archive", version: "1" },
    allowed: ["course_manager", "administrator"],
  },
  { method: "GET", path: "/staff/faculty", allowed: ["course_manager", "administrator"] },
  {
    method: "POST",
    path: "/staff/faculty",
    form: { id: "Not An Id", name: "", title: "", organisation: "", bio: "" },
    allowed: ["course_manager", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/faculty/no-such-person",
    allowed: ["course_manager", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/faculty/no-such-person",
    form: { intent: "delete", version: "1" },
    allowed: ["course_manager", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/faculty/no-such-person",
    form: { intent: "portrait", change: "remove", version: "1" },
    allowed: ["course_manager", "administrator"],
  },
  { method: "GET", path: "/staff/discount-codes", allowed: ["support", "administrator"] },
  {
    method: "POST",
    path: "/staff/discount-codes",
    form: { code: "x", kind: "percent", value: "" },
    allowed: ["support", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/discount-codes/no-such-code",
    allowed: ["support", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/discount-codes/no-such-code",
    form: { intent: "end" },
    allowed: ["support", "administrator"],
  },
  { method: "GET", path: "/staff/mailings", allowed: ["support", "administrator"] },
  { method: "GET", path: "/staff/mailings/new", allowed: ["support", "administrator"] },
  {
    method: "POST",
    path: "/staff/mailings/new",
    form: { course: "no-such-course", subject: "A test", body: "Hello", kind: "operational" },
    allowed: ["support", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/mailings/00000000-0000-4000-8000-000000000000",
    allowed: ["support", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/mailings/00000000-0000-4000-8000-000000000000",
    form: { intent: "test" },
    allowed: ["support", "administrator"],
  },
  { method: "GET", path: "/staff/financial-aid", allowed: ["support", "administrator"] },
  {
    method: "POST",
    path: "/staff/financial-aid",
    form: { version: "0", body: "Too short." },
    allowed: ["support", "administrator"],
  },
  { method: "GET", path: "/staff/invoices", allowed: ["support", "administrator"] },
  {
    method: "POST",
    path: "/staff/invoices",
    form: { intent: "mark-paid", orderId: "no-such-order" },
    allowed: ["support", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/invoices",
    form: { intent: "threshold", threshold: "" },
    allowed: ["support", "administrator"],
  },
  { method: "GET", path: "/staff/inbox", allowed: ["support", "administrator"] },
  {
    method: "POST",
    path: "/staff/inbox",
    form: { action: "close" },
    allowed: ["support", "administrator"],
  },
  { method: "GET", path: "/staff/orders", allowed: ["support", "administrator"] },
  { method: "GET", path: "/staff/orders/export.csv", allowed: ["support", "administrator"] },
  {
    method: "POST",
    path: "/staff/orders",
    form: { action: "refund", reason: "A test" },
    allowed: ["support", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/attendees/export.csv",
    allowed: ["compliance_officer", "support", "administrator"],
  },
  { method: "GET", path: "/staff/orders/no-such-order", allowed: ["support", "administrator"] },
  {
    method: "GET",
    path: "/staff/orders/no-such-order/invoices/no-such-invoice/pdf",
    allowed: ["support", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/orders/no-such-order",
    form: { intent: "refund", amount: "1.00", reason: "A test", releaseAccess: "on" },
    allowed: ["support", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/inbox/contact/no-such-item",
    allowed: ["support", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/inbox/contact/no-such-item",
    form: { intent: "note", body: "A note" },
    allowed: ["support", "administrator"],
  },
  { method: "GET", path: "/staff/rosters", allowed: ["compliance_officer", "administrator"] },
  {
    method: "GET",
    path: "/staff/rosters/sessions/no-such-session",
    allowed: ["compliance_officer", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/rosters/courses/no-such-course",
    allowed: ["compliance_officer", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/rosters/sessions/no-such-session",
    form: {
      intent: "move",
      registrationId: "no-such-user_no-such-course",
      sessionId: "no-such-session",
      reason: "A test",
    },
    allowed: ["support", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/rosters/sessions/no-such-session/export.csv",
    allowed: ["compliance_officer", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/rosters/courses/no-such-course/export.csv?paid=yes",
    allowed: ["compliance_officer", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/live-sessions/registrants.csv?action=export&id=no-such-session",
    allowed: ["compliance_officer", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/attendees",
    allowed: ["compliance_officer", "support", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/attendees/no-such-user",
    allowed: ["compliance_officer", "support", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/attendees/no-such-user",
    form: {
      intent: "move",
      registrationId: "no-such-user_no-such-course",
      sessionId: "no-such-session",
      reason: "A test",
    },
    allowed: ["support", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/attendees/no-such-user/mail/no-such-message",
    allowed: ["compliance_officer", "support", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/firms",
    allowed: ["compliance_officer", "support", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/firms/no-such-firm",
    allowed: ["compliance_officer", "support", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/firms/no-such-firm",
    form: { intent: "note", body: "A test" },
    allowed: ["support", "administrator"],
  },
  { method: "GET", path: "/staff/checks", allowed: ["compliance_officer", "administrator"] },
  {
    method: "GET",
    path: "/staff/questions?show=all",
    allowed: ["course_manager", "compliance_officer", "support", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/questions/export.csv",
    allowed: ["course_manager", "compliance_officer", "support", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/questions",
    form: {
      intent: "answer",
      questionId: "00000000-0000-4000-8000-000000000000",
      answer: "A test",
    },
    allowed: ["course_manager", "compliance_officer", "support", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/completions?from=2026-01&state=illinois",
    allowed: ["compliance_officer", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/completions/export.csv",
    allowed: ["compliance_officer", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/attendees/no-such-user/courses/no-such-course/attendance",
    allowed: ["compliance_officer", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/attendees/no-such-user/courses/no-such-course/attendance",
    form: {
      subject: "on-demand",
      outcome: "attended",
      reason: "A test",
      evidence: "A test",
      replacesSession: "",
      replacesLecture: "",
    },
    allowed: ["compliance_officer", "administrator"],
  },
  { method: "GET", path: "/staff/certificates", allowed: ["compliance_officer", "administrator"] },
  {
    method: "POST",
    path: "/staff/certificates",
    form: { action: "resend" },
    allowed: ["compliance_officer", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/bulk/no-such-job",
    allowed: ["course_manager", "compliance_officer", "support", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/certificates/LX-AAAA-AAAA-AAAA",
    allowed: ["compliance_officer", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/certificates/LX-AAAA-AAAA-AAAA",
    form: { intent: "revoke", reason: "A test" },
    allowed: ["compliance_officer", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/certificates/LX-AAAA-AAAA-AAAA",
    form: { intent: "resend" },
    allowed: ["compliance_officer", "administrator"],
  },
  { method: "GET", path: "/staff/accreditation", allowed: ["compliance_officer", "administrator"] },
  {
    method: "GET",
    path: "/staff/courses/no-such-course/accreditation",
    allowed: ["compliance_officer", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/courses/no-such-course/accreditation",
    form: { version: "1", "approval-new-york-status": "pending" },
    allowed: ["compliance_officer", "administrator"],
  },
  { method: "GET", path: "/staff/reports", allowed: ["compliance_officer", "administrator"] },
  {
    method: "GET",
    path: "/staff/reports/georgia~live~no-such-session",
    allowed: ["compliance_officer", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/reports/georgia~live~no-such-session",
    form: {
      submittedOn: "2026-01-05",
      reference: "A test",
      note: "",
      contents: "0".repeat(64),
      sequence: "1",
    },
    allowed: ["compliance_officer", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/reports/BR-AAAA-AAAA/file",
    allowed: ["compliance_officer", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/confirm",
    allowed: ["course_manager", "compliance_officer", "support", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/confirm",
    form: { password: "not-the-password", redirectTo: "/staff" },
    allowed: ["course_manager", "compliance_officer", "support", "administrator"],
  },
  // Course evaluations: the form (course managers), the results and exports (and compliance officers).
  {
    method: "GET",
    path: "/staff/courses/no-such-course/evaluation-form",
    allowed: ["course_manager", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/courses/no-such-course/evaluation-form",
    form: { version: "0", newLabel: "A question" },
    allowed: ["course_manager", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/courses/no-such-course/evaluations",
    allowed: ["course_manager", "compliance_officer", "administrator"],
  },
  {
    method: "POST",
    path: "/staff/courses/no-such-course/evaluations",
    form: { facultyId: "daniela-ruiz", to: "speaker@example.com" },
    allowed: ["course_manager", "compliance_officer", "administrator"],
  },
  {
    method: "GET",
    path: "/staff/courses/no-such-course/evaluations/responses.csv",
    allowed: ["course_manager", "compliance_officer", "administrator"],
  },
];

import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// The spec's route table (§2). Every page except "/" shares the site layout
// (header, content, lazily loaded footer). Guards for the protected pages live
// in their loaders (requireUser), so they hold for every request.
export default [
  // public, simpler layout without the site header
  index("routes/home.tsx"),

  layout("routes/_site/layout.tsx", [
    // catalogue: all courses and the three browse categories
    route("courses", "routes/courses/catalogue.tsx"),
    route("courses/ai", "routes/courses/category.tsx", { id: "courses-ai" }),
    route("courses/ethics", "routes/courses/category.tsx", { id: "courses-ethics" }),
    route("courses/litigation", "routes/courses/category.tsx", { id: "courses-litigation" }),
    // one course: description, faculty, credits by state, sessions, materials, price
    route("courses/:courseId", "routes/courses/course-detail.tsx"),
    // the registration dialog as a page, where 'Secure Your Spot' and 'Register free' lead
    // until their page has hydrated (it works without script)
    route("courses/:courseId/register", "routes/courses/course-register.tsx"),
    // a full session's waiting list: join, leave, take an offered seat (decision 0068)
    route("courses/:courseId/waiting-list", "routes/courses/course-waiting-list.tsx"),

    // public pages: on-demand, faculty, pricing, plans (View Plans), At Work
    route("ondemand", "routes/ondemand.tsx"),
    route("faculty", "routes/faculty.tsx"),
    route("pricing", "routes/pricing.tsx"),
    route("plans", "routes/plans.tsx"),
    route("work", "routes/work.tsx"),
    // the free guide the landing page promises: what it covers, and a form to get it by e-mail
    route("free-guide", "routes/free-guide.tsx"),
    // what we keep, why and for how long (certificates outlive a deleted account)
    route("privacy", "routes/privacy.tsx"),

    // course player, reached from the featured course ('Watch Sample', 'Watch Preview')
    route("course-player/:courseId", "routes/course-player.tsx"),

    // AI course splash page and its light-themed alternate
    route("advanced-legal-ai-cle", "routes/splash/advanced-legal-ai-cle.tsx"),
    route("ai-course-alt", "routes/splash/ai-course-alt.tsx"),

    // 13 state pages: /states/ai-cle-courses-{state}
    route("states/:statePage", "routes/states/state-page.tsx"),

    // account entry
    route("register", "routes/auth/register.tsx"),
    route("login", "routes/auth/login.tsx"),
    route("forgot-password", "routes/auth/forgot-password.tsx"),
    // where a reset link leads: set a new password
    route("reset-password", "routes/auth/reset-password.tsx"),

    // login required
    route("profile", "routes/account/profile.tsx"),
    route("dashboard", "routes/account/dashboard.tsx"),
    // the credit tracker: admissions, reporting periods and credits per state
    route("dashboard/credits", "routes/account/credits.tsx"),
    // one state's credits in full, a page at a time (the tracker's card shows the first few)
    route("dashboard/credits/:state", "routes/account/state-credits.tsx"),
    // a live session's meeting link: recorded as joined, then on to the meeting
    route("dashboard/sessions/:sessionId/join", "routes/account/join-session.tsx"),
    // the whole of a list the dashboard shows the first few of, a page at a time
    route("dashboard/:list", "routes/account/account-list.tsx"),
    route("delete-account", "routes/account/delete-account.tsx"),
    route("payment", "routes/payment/payment.tsx"),
    route("payment-success", "routes/payment/payment-success.tsx"),
    // the built-in provider's checkout (TEST MODE; 404 when Stripe is configured)
    route("payment/test-checkout/:orderId", "routes/payment/test-checkout.tsx"),

    // the financial-aid policy (public) and the signed-in attorney's request for aid
    route("financial-aid", "routes/financial-aid/financial-aid.tsx"),

    // certificates of attendance: affirm and issue (login), and public verification
    route("certificates/new", "routes/certificates/new-certificate.tsx"),
    // the course's evaluation, once completed (required before the certificate in some states)
    route("dashboard/evaluations/:courseId", "routes/account/course-evaluation.tsx"),
    route("certificates/:certificateId", "routes/certificates/verify.tsx"),

    // a firm's account (login): create one, or its overview, members and the parts below
    layout("routes/firm/layout.tsx", [
      // the firm home: create a firm, or your membership, consent, details, leaving
      route("firm", "routes/firm/overview.tsx"),
      // administrators: invite (send again, withdraw), remove, name administrators
      route("firm/members", "routes/firm/members.tsx"),
      // administrators: each consenting member's compliance (chart, filters, CSV, PDF), and one
      // member's gap with the approved courses that close it
      route("firm/compliance", "routes/firm/compliance.tsx"),
      route("firm/compliance/:memberId", "routes/firm/compliance-member.tsx"),
      // a firm's seats: who holds them, give, claim, move; buy more (card or invoice); give one
      // to a member for a course (the compliance view's "Assign a seat")
      route("firm/seats", "routes/firm/seats.tsx"),
      route("firm/seats/buy", "routes/firm/seats-buy.tsx"),
      route("firm/seats/assign", "routes/firm/seats-assign.tsx"),
      // a firm administrator's invoices, receipts and credit notes (the firm's orders), each as PDF
      route("firm/invoices", "routes/firm/invoices.tsx"),
    ]),
    // where an invitation's link leads: sign up or sign in, answer the consent question, join
    route("firm/join/:invitationId", "routes/firm/join.tsx"),

    // the faculty desk: a signed-in faculty member's courses' questions, answered there
    route("faculty-desk", "routes/faculty-desk.tsx"),

    // the staff console (roles in the database; STAFF_EMAILS are administrators)
    layout("routes/staff/layout.tsx", [
      // overview: today's and upcoming sessions, recent staff actions
      route("staff", "routes/staff/overview.tsx"),
      // live sessions' join links and attendance codes
      route("staff/live-sessions", "routes/staff/live-sessions.tsx"),
      // schedule a session; move, change or cancel one
      route("staff/live-sessions/new", "routes/staff/live-session-new.tsx"),
      route("staff/live-sessions/:sessionId", "routes/staff/live-session.tsx"),
      route(
        "staff/live-sessions/:sessionId/waiting-list",
        "routes/staff/live-session-waiting-list.tsx",
      ),
      // administrators grant and revoke staff roles
      route("staff/people", "routes/staff/people.tsx"),
      // the append-only record of every staff action
      route("staff/audit", "routes/staff/audit.tsx"),
      // contact messages, At Work enquiries and guide requests: status, assignee, notes, replies
      route("staff/inbox", "routes/staff/inbox.tsx"),
      route("staff/inbox/:kind/:itemId", "routes/staff/inbox-item.tsx"),
      // discount codes: promotions and aid codes, their uses and revenue effect, ending one
      route("staff/discount-codes", "routes/staff/discount-codes.tsx"),
      route("staff/discount-codes/:codeId", "routes/staff/discount-code.tsx"),
      // the financial-aid policy's text (versioned) and what the states ask of it
      route("staff/financial-aid", "routes/staff/financial-aid.tsx"),
      // orders: search, refunds (whole or part, through the provider), receipts sent again
      route("staff/orders", "routes/staff/orders.tsx"),
      route("staff/orders/:orderId", "routes/staff/order.tsx"),
      // the catalogue: add courses, feature one, change their order
      route("staff/courses", "routes/staff/courses.tsx"),
      // one course: a page for each part of it, each with its own form
      route("staff/courses/:courseId", "routes/staff/course/layout.tsx", [
        // what the public pages show: details, prices, credits, faculty, states' approvals
        index("routes/staff/course/details.tsx"),
        // publish, announce, archive, restore, delete a draft; the latest changes
        route("status", "routes/staff/course/status.tsx"),
        // a published course's edits kept off the public page: the difference, publish, discard
        route("changes", "routes/staff/course/changes.tsx"),
        // a new draft made from this course (sessions and approvals if asked; never registrations)
        route("copy", "routes/staff/course/copy.tsx"),
        // each state's decision (compliance officers): approvals re-issue certificates
        route("accreditation", "routes/staff/course/accreditation.tsx"),
        // the recorded lecture: video, captions, handouts, chapters, public preview
        route("media", "routes/staff/course/media.tsx"),
        // the downloads a registered attorney gets: titles, order, removed handouts
        route("materials", "routes/staff/course/materials.tsx"),
        // the picture or illustration the course's pages show
        route("artwork", "routes/staff/course/artwork.tsx"),
        // the public address; former ones redirect to it
        route("address", "routes/staff/course/address.tsx"),
        // the evaluation form attendees answer (a new version per edit)
        route("evaluation-form", "routes/staff/course/evaluation-form.tsx"),
        // what attendees said: response rate, ratings, comments, exports, speakers' summaries
        route("evaluations", "routes/staff/course/evaluations.tsx"),
      ]),
      // the courses waiting for a state's decision (compliance officers)
      route("staff/accreditation", "routes/staff/accreditation.tsx"),
      // rosters: each live session's and course's registrants, sorted, filtered, searched
      route("staff/rosters", "routes/staff/rosters.tsx"),
      route("staff/rosters/:scope/:scopeId", "routes/staff/roster.tsx"),
      // attendee look-up: one person's registrations, orders, certificates and mail
      route("staff/attendees", "routes/staff/attendees.tsx"),
      route("staff/attendees/:userId", "routes/staff/attendee.tsx"),
      route("staff/attendees/:userId/mail/:emailId", "routes/staff/attendee-mail.tsx"),
      route("staff/attendees/:userId/courses/:courseId/attendance", "routes/staff/attendance.tsx"),
      // messages to a session's or a course's registrants: write, preview, test, send, delivery
      route("staff/mailings", "routes/staff/mailings.tsx"),
      route("staff/mailings/new", "routes/staff/mailing-new.tsx"),
      route("staff/mailings/:mailingId", "routes/staff/mailing.tsx"),
      // firm accounts: search and list; one firm's members, invitations, orders and staff notes
      route("staff/firms", "routes/staff/firms.tsx"),
      route("staff/firms/:firmId", "routes/staff/firm.tsx"),
      // every certificate's current version; resend several at once (decision 0071)
      route("staff/certificates", "routes/staff/certificates.tsx"),
      // a bulk action's progress and, at its end, what succeeded and what failed
      route("staff/bulk/:jobId", "routes/staff/bulk-job.tsx"),
      // one certificate: its versions; re-issue with corrections, revoke, send again
      route("staff/certificates/:certificateId", "routes/staff/certificate.tsx"),
      // course bundles: courses sold together at one price (pricing page, checkout)
      route("staff/bundles", "routes/staff/bundles.tsx"),
      route("staff/bundles/:bundleId", "routes/staff/bundle.tsx"),
      // attendance reports due to the state bars, and those submitted
      route("staff/reports", "routes/staff/reports.tsx"),
      route("staff/reports/:reportId", "routes/staff/report.tsx"),
      // compliance checks, and completions per state, course and month
      route("staff/checks", "routes/staff/checks.tsx"),
      route("staff/completions", "routes/staff/completions.tsx"),
      // faculty profiles: what the faculty and course pages show of each speaker
      route("staff/faculty", "routes/staff/faculty-list.tsx"),
      route("staff/faculty/:facultyId", "routes/staff/faculty-member.tsx"),
      // open invoices (firm orders on terms) with their age; mark one paid; the invoice threshold
      route("staff/invoices", "routes/staff/invoices.tsx"),
      // questions on recorded courses: open ones against their answer time, the log, answers
      route("staff/questions", "routes/staff/questions.tsx"),
    ]),
    // a course's page as the public will see it, for staff, any status (never indexed or cached)
    route("staff/courses/:courseId/preview", "routes/staff/course-preview.tsx"),
    // confirm the password before a sensitive action (outside the console's frame)
    route("staff/confirm", "routes/staff/confirm-identity.tsx"),

    // signs out, then redirects to /
    route("logout", "routes/auth/logout.tsx"),

    // the newsletter's confirmation and unsubscribe links
    route("newsletter/confirm", "routes/newsletter/confirm.tsx"),
    route("newsletter/unsubscribe", "routes/newsletter/unsubscribe.tsx"),

    // development only: the e-mail outbox (404 in production)
    route("dev/mailbox", "routes/dev/mailbox.tsx"),

    // any other path: 'Page Not Found'
    route("*", "routes/not-found.tsx"),
  ]),

  // a course's downloadable materials (registered attorneys) and its lecture media
  route("courses/:courseId/materials/:materialId", "routes/courses/course-material.ts"),
  route("media/courses/:courseId/:file", "routes/media/course-media.ts"),
  // uploaded course artwork and faculty portraits: AVIF and WebP at several widths, cached for good
  route("media/images/:imageId/:file", "routes/media/image-variant.ts"),
  // the course player's progress reports (position, watching time, codes reached)
  route("api/player/:courseId/progress", "routes/api/player-progress.ts"),
  // a live registration's calendar file
  route(
    "dashboard/registrations/:courseId/calendar.ics",
    "routes/account/registration-calendar.ts",
  ),
  // a certificate uploaded with a credit earned elsewhere (its owner)
  route("dashboard/credits/certificates/:creditId", "routes/account/credit-certificate.ts"),
  // an invoice, receipt or credit note as PDF (its buyer; a firm's administrators for the firm's)
  route("invoices/:invoiceId/pdf", "routes/account/invoice-pdf.ts"),
  // all of a firm's invoices, receipts and credit notes as one ZIP (its administrators)
  route("firm/invoices/all.zip", "routes/firm/invoices-archive.ts"),
  // one of an order's invoices, receipts or credit notes as PDF (staff who see orders)
  route("staff/orders/:orderId/invoices/:invoiceId/pdf", "routes/staff/order-invoice-pdf.ts"),
  // a certificate as PDF (its owner)
  route("certificates/:certificateId/pdf", "routes/certificates/certificate-pdf.ts"),
  // the state's prescribed certificate filled in (Virginia Form 2, California), its owner
  route("certificates/:certificateId/state-form", "routes/certificates/state-form-pdf.ts"),
  // the firm compliance view as CSV and as a PDF report (firm administrators; the page's filters)
  route("firm/compliance/export.csv", "routes/firm/compliance-export.ts"),
  route("firm/compliance/report.pdf", "routes/firm/compliance-report.ts"),
  // the audit log as CSV (compliance officers, administrators)
  route("staff/audit/export.csv", "routes/staff/audit-export.ts"),
  // the orders (with the list's filters, or the ticked ones) as CSV, streamed
  route("staff/orders/export.csv", "routes/staff/orders-export.ts"),
  // the attendees (with the list's search, or the ticked ones) as CSV, streamed
  route("staff/attendees/export.csv", "routes/staff/attendees-export.ts"),
  route("staff/completions/export.csv", "routes/staff/completions-export.ts"),
  // the log of questions on recorded courses and their answers, as CSV
  route("staff/questions/export.csv", "routes/staff/questions-export.ts"),
  // a course's evaluations as CSV: every response, or the aggregate (no names)
  route("staff/courses/:courseId/evaluations/:kind", "routes/staff/evaluations-export.ts"),
  // the registrants of the live sessions ticked on their list (or all matching it), as one CSV
  route("staff/live-sessions/registrants.csv", "routes/staff/live-sessions-registrants-export.ts"),
  // a roster as CSV, with the page's filters (compliance officers, administrators)
  route("staff/rosters/:scope/:scopeId/export.csv", "routes/staff/roster-export.ts"),
  // a report's file for its state (CSV, or Washington's tab-delimited upload)
  route("staff/reports/:reportId/file", "routes/staff/report-file.ts"),
  // a course's application documents as one ZIP (compliance officers; each download audited)
  route(
    "staff/courses/:courseId/application-documents.zip",
    "routes/staff/application-documents.ts",
  ),
  // better-auth's handler
  route("api/auth/*", "routes/api/auth.ts"),
  // the e-mail confirmation link, sent again (the reminder banner)
  route("api/resend-verification", "routes/auth/resend-verification.ts"),
  // the two newsletter forms and the contact form post here
  route("api/newsletter", "routes/api/newsletter.ts"),
  route("api/contact", "routes/api/contact.ts"),
  // the registration dialog: which view to show (GET) and registering (POST)
  route("api/courses/:courseId/registration", "routes/api/course-registration.ts"),
  // Stripe's signed event notifications
  route("api/webhooks/stripe", "routes/api/stripe-webhook.ts"),
  // first-party analytics: page views, CTA clicks, web vitals (sendBeacon batches)
  route("api/analytics", "routes/api/analytics.ts"),
  // for search engines: every public page, and what crawlers may visit
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
] satisfies RouteConfig;

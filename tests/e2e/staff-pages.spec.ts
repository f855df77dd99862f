import type { Page } from "@playwright/test";
import { AI_CLE_BUNDLE_ID, FEATURED_COURSE_ID, SPLASH_COURSE_ID } from "~/content/catalogue";
import routes from "~/routes";
import { axeViolations } from "./support/axe";
import { queryDatabase, signUpConfirmed } from "./support/direct-database";
import {
  type PostgresServers,
  skipWithoutPostgres,
  startPostgresServers,
} from "./support/postgres-servers";
import { expect, test } from "./support/test";
import { newUser } from "./support/users";

// Every staff page, at a laptop's width, at 1024 px and on a phone (390 px), is
// axe-clean, never scrolls sideways, lets the keyboard reach the skip link and
// the console's navigation, and says so in words where a list is empty. Run
// on a server of its own on PostgreSQL: its lists are empty until this test
// fills them (the suite's server has other tests' orders and messages), and a
// certificate, which takes minutes to earn, is written to its database.

const PORT = 3636;
const BASE = `http://localhost:${PORT}`;
const ADMIN = "pages-admin-e2e@example.com";
const WIDTHS = [1366, 1024, 390] as const;
const HEIGHT = 768;
const PHONE_HEIGHT = 844;
const LIVE_SESSION = "ai-law-essentials-live-0731";
const CERTIFICATE = "LX-E2E2-AXES-0001";
const BULK_JOB = "bulk_e2e_pages";
const DAY_MS = 86_400_000;
/** A draft message to registrants, and one sent with a copy that failed. */
const DRAFT_MAILING = "00000000-0000-4000-8000-00000000e2e1";
const SENT_MAILING = "00000000-0000-4000-8000-00000000e2e2";

/** The records the detail pages show, made by the set-up below. */
type Records = {
  contactId: string;
  orderId: string;
  attorneyId: string;
  mailId: string;
  reportId: string;
  codeId: string;
  firmId: string;
};

/**
 * Every staff page of app/routes.ts (by its route path) and the addresses it
 * is checked at. A page added to the routes and not here fails the test.
 */
function staffAddresses(records: Records): Record<string, string[]> {
  return {
    staff: ["/staff"],
    "staff/live-sessions": [
      "/staff/live-sessions",
      "/staff/live-sessions?show=past",
      "/staff/live-sessions?show=cancelled",
    ],
    "staff/live-sessions/new": [
      "/staff/live-sessions/new",
      `/staff/live-sessions/new?rerun=${LIVE_SESSION}`,
    ],
    "staff/live-sessions/:sessionId": [`/staff/live-sessions/${LIVE_SESSION}`],
    "staff/live-sessions/:sessionId/waiting-list": [
      `/staff/live-sessions/${LIVE_SESSION}/waiting-list`,
    ],
    "staff/people": ["/staff/people"],
    "staff/audit": ["/staff/audit"],
    "staff/inbox": ["/staff/inbox"],
    "staff/inbox/:kind/:itemId": [`/staff/inbox/contact/${records.contactId}`],
    "staff/orders": ["/staff/orders"],
    "staff/orders/:orderId": [`/staff/orders/${records.orderId}`],
    "staff/courses": ["/staff/courses"],
    // The featured course has lecture media and materials; the live one sessions.
    "staff/courses/:courseId": [
      `/staff/courses/${FEATURED_COURSE_ID}`,
      `/staff/courses/${SPLASH_COURSE_ID}`,
    ],
    "staff/accreditation": ["/staff/accreditation"],
    "staff/courses/:courseId/status": [`/staff/courses/${FEATURED_COURSE_ID}/status`],
    "staff/courses/:courseId/changes": [`/staff/courses/${FEATURED_COURSE_ID}/changes`],
    "staff/courses/:courseId/copy": [`/staff/courses/${FEATURED_COURSE_ID}/copy`],
    "staff/courses/:courseId/accreditation": [`/staff/courses/${FEATURED_COURSE_ID}/accreditation`],
    "staff/courses/:courseId/media": [
      `/staff/courses/${FEATURED_COURSE_ID}/media`,
      `/staff/courses/${SPLASH_COURSE_ID}/media`,
    ],
    "staff/courses/:courseId/materials": [`/staff/courses/${FEATURED_COURSE_ID}/materials`],
    "staff/courses/:courseId/artwork": [`/staff/courses/${FEATURED_COURSE_ID}/artwork`],
    "staff/courses/:courseId/address": [`/staff/courses/${FEATURED_COURSE_ID}/address`],
    "staff/courses/:courseId/evaluation-form": [
      `/staff/courses/${FEATURED_COURSE_ID}/evaluation-form`,
    ],
    "staff/courses/:courseId/evaluations": [`/staff/courses/${FEATURED_COURSE_ID}/evaluations`],
    "staff/rosters": ["/staff/rosters"],
    "staff/rosters/:scope/:scopeId": [
      `/staff/rosters/sessions/${LIVE_SESSION}`,
      `/staff/rosters/courses/${SPLASH_COURSE_ID}`,
    ],
    "staff/attendees": ["/staff/attendees"],
    "staff/attendees/:userId": [`/staff/attendees/${records.attorneyId}`],
    "staff/attendees/:userId/mail/:emailId": [
      `/staff/attendees/${records.attorneyId}/mail/${records.mailId}`,
    ],
    "staff/attendees/:userId/courses/:courseId/attendance": [
      `/staff/attendees/${records.attorneyId}/courses/${SPLASH_COURSE_ID}/attendance`,
    ],
    "staff/certificates": ["/staff/certificates", "/staff/certificates?status=all"],
    "staff/certificates/:certificateId": [`/staff/certificates/${CERTIFICATE}`],
    "staff/bulk/:jobId": [`/staff/bulk/${BULK_JOB}`],
    "staff/bundles": ["/staff/bundles"],
    "staff/bundles/:bundleId": [`/staff/bundles/${AI_CLE_BUNDLE_ID}`],
    "staff/reports": ["/staff/reports"],
    "staff/reports/:reportId": [`/staff/reports/${records.reportId}`],
    "staff/checks": ["/staff/checks"],
    "staff/completions": ["/staff/completions"],
    "staff/faculty": ["/staff/faculty"],
    "staff/faculty/:facultyId": ["/staff/faculty/daniela-ruiz"],
    "staff/questions": ["/staff/questions", "/staff/questions?show=all"],
    "staff/courses/:courseId/preview": [`/staff/courses/${FEATURED_COURSE_ID}/preview`],
    "staff/confirm": ["/staff/confirm?redirectTo=/staff/people"],
    "staff/discount-codes": ["/staff/discount-codes"],
    "staff/discount-codes/:codeId": [`/staff/discount-codes/${records.codeId}`],
    "staff/financial-aid": ["/staff/financial-aid"],
    "staff/firms": ["/staff/firms"],
    "staff/firms/:firmId": [`/staff/firms/${records.firmId}`],
    "staff/invoices": ["/staff/invoices"],
    "staff/mailings": ["/staff/mailings"],
    "staff/mailings/new": ["/staff/mailings/new", `/staff/mailings/new?session=${LIVE_SESSION}`],
    "staff/mailings/:mailingId": [
      `/staff/mailings/${DRAFT_MAILING}`,
      `/staff/mailings/${SENT_MAILING}`,
    ],
  };
}

/** The lists a fresh database has nothing in, and what each says instead of a table. */
const EMPTY_LISTS = [
  { path: "/staff", says: "Nothing is waiting for an answer." },
  { path: "/staff/inbox", says: "Nothing is waiting: every message has been dealt with." },
  { path: "/staff/orders", says: "No order has been placed yet." },
  { path: "/staff/certificates", says: "No certificate has been issued yet." },
  { path: "/staff/invoices", says: "No invoice is open." },
  { path: "/staff/reports", says: "Nothing to report: no completion is waiting to be reported." },
  { path: "/staff/completions", says: /^No completion in these months\.$/ },
  { path: "/staff/audit", says: "No staff action has been recorded yet." },
  { path: "/staff/firms", says: "No firm has been opened yet." },
  { path: "/staff/mailings", says: "No message has been written to registrants yet." },
  {
    path: `/staff/rosters/sessions/${LIVE_SESSION}`,
    says: "Nobody has registered for this session yet.",
  },
];

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };

/**
 * The staff pages in the route manifest by their whole path (a nested page's
 * path follows its parent's; an index page has its parent's). A layout with
 * pages of its own is not a page, and resource routes (`.ts`) are files.
 */
function staffPages(
  entries: readonly RouteEntry[],
  inFrame = false,
  parent = "",
): { path: string; inFrame: boolean }[] {
  return entries.flatMap((entry) => {
    const framed = inFrame || entry.file === "routes/staff/layout.tsx";
    const path = entry.path ? [parent, entry.path].filter(Boolean).join("/") : parent;
    const page = entry.file.endsWith(".tsx") && !(entry.children?.length ?? 0);
    const own = page && path.startsWith("staff") ? [{ path, inFrame: framed }] : [];
    return [...own, ...staffPages(entry.children ?? [], framed, path)];
  });
}

/** Tab from the top of the page: the skip link first, then (in the console) its navigation. */
async function expectKeyboardReachesNavigation(page: Page, inFrame: boolean, where: string) {
  await page.keyboard.press("Tab");
  await expect(
    page.getByRole("link", { name: "Skip to main content" }),
    `${where}: the first Tab`,
  ).toBeFocused();
  if (!inFrame) {
    // The skip link, shown while focused, lies over the header's links: the other checks go without it.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    return;
  }
  let presses = 1;
  const inNavigation = () =>
    page.evaluate(() => document.activeElement?.closest('nav[aria-label="Staff console"]') != null);
  // The site header's links come first: a couple of dozen presses at most.
  while (!(await inNavigation()) && presses < 40) {
    await page.keyboard.press("Tab");
    presses += 1;
  }
  expect.soft(await inNavigation(), `${where}: the staff navigation by Tab`).toBe(true);
}

/** The page at the viewport's width: axe, no sideways scroll, no table or list left empty. */
async function checkPage(page: Page, where: string) {
  expect.soft(await axeViolations(page), `${where}: axe`).toEqual([]);
  const facts = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    // What sticks out past the right edge, innermost first: where a sideways scroll comes from.
    sticksOut: Array.from(document.querySelectorAll("body *"))
      .filter(
        (element) =>
          element.getBoundingClientRect().right > window.innerWidth + 0.5 &&
          !Array.from(element.children).some(
            (child) => child.getBoundingClientRect().right > window.innerWidth + 0.5,
          ),
      )
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.getAttribute("class")?.split(" ").slice(0, 4).join(".") ?? ""} ${Math.round(element.getBoundingClientRect().width)}px "${element.textContent?.trim().slice(0, 40) ?? ""}"`,
      ),
    emptyTables: Array.from(document.querySelectorAll("main table"))
      .filter((table) => table.querySelectorAll("tbody tr").length === 0)
      .map((table) => table.getAttribute("aria-label") ?? table.textContent?.slice(0, 60)),
    emptyLists: Array.from(document.querySelectorAll("main ul, main ol"))
      .filter((list) => list.children.length === 0)
      .map((list) => list.outerHTML.slice(0, 120)),
  }));
  expect
    .soft(facts.scrollWidth, `${where}: scrolls sideways (${facts.sticksOut.join("; ")})`)
    .toBeLessThanOrEqual(facts.innerWidth);
  expect.soft(facts.emptyTables, `${where}: tables without rows`).toEqual([]);
  expect.soft(facts.emptyLists, `${where}: lists without items`).toEqual([]);
}

/** Opens the page at each width and checks it there; the keyboard once, from the top. */
async function visit(page: Page, address: string, inFrame: boolean) {
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  const response = await page.goto(`${BASE}${address}`);
  expect(response?.status(), address).toBe(200);
  await expectKeyboardReachesNavigation(page, inFrame, address);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 640 ? PHONE_HEIGHT : HEIGHT });
    await checkPage(page, `${address} at ${width} px`);
  }
  // On a phone every target keeps its 24 px or its spacing (WCAG 2.5.8).
  expect(await axeViolations(page, ["target-size"]), `${address} at 390 px`).toEqual([]);
}

test.describe("every staff page", () => {
  test.skip(skipWithoutPostgres, "TEST_DATABASE_URL is not set");
  let servers: PostgresServers | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    servers = await startPostgresServers("cle_e2e_staff_pages", [PORT], { STAFF_EMAILS: ADMIN });
  });
  test.afterAll(async () => {
    await servers?.stop();
  });

  const sql = (text: string, values: unknown[] = []) =>
    queryDatabase(servers?.databaseUrl, text, values);

  test("is accessible at 1366, 1024 and 390 px, by keyboard, with empty lists said in words", async ({
    page,
    request,
  }) => {
    test.setTimeout(360_000);
    const pages = staffPages(routes as RouteEntry[]);
    const placeholders: Records = {
      contactId: "",
      orderId: "",
      attorneyId: "",
      mailId: "",
      reportId: "",
      codeId: "",
      firmId: "",
    };
    expect(
      pages.map((entry) => entry.path).sort(),
      "every staff page of app/routes.ts is in staffAddresses",
    ).toEqual(Object.keys(staffAddresses(placeholders)).sort());

    const admin = { ...newUser(), email: ADMIN };
    await signUpConfirmed(BASE, servers?.databaseUrl, admin);
    const login = await page.request.post(`${BASE}/login`, {
      form: { email: admin.email, password: admin.password },
      headers: { Origin: BASE },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(302);

    await test.step("a fresh database's empty lists say so", async () => {
      for (const list of EMPTY_LISTS) {
        await visit(page, list.path, true);
        await expect(page.getByText(list.says)).toBeVisible();
      }
    });

    const records = await test.step("one record of each kind", async () => {
      const attorney = { ...newUser(), firstName: "Ada", lastName: "Quill" };
      const attorneyId = await signUpConfirmed(BASE, servers?.databaseUrl, attorney);
      // The attorney, in a request context of their own: a contact message, then an order.
      const sent = await request.post(`${BASE}/api/contact`, {
        form: {
          name: "Vera Visitor",
          email: "vera-visitor@example.com",
          phone: "",
          message: "Is your AI course approved in Ohio?",
        },
        headers: { Origin: BASE },
      });
      expect(sent.status()).toBe(200);
      const signedIn = await request.post(`${BASE}/login`, {
        form: { email: attorney.email, password: attorney.password },
        headers: { Origin: BASE },
        maxRedirects: 0,
      });
      expect(signedIn.status()).toBe(302);
      const paymentPage = await (
        await request.get(`${BASE}/payment?courseId=${SPLASH_COURSE_ID}`)
      ).text();
      const hidden = (name: string) =>
        paymentPage.match(new RegExp(`name="${name}" value="([^"]+)"`))?.[1] ?? "";
      const ordered = await request.post(`${BASE}/payment`, {
        form: {
          courseId: SPLASH_COURSE_ID,
          liveSessionId: LIVE_SESSION,
          expectedPriceCents: hidden("expectedPriceCents"),
          idempotencyKey: hidden("idempotencyKey"),
          firstName: attorney.firstName,
          lastName: attorney.lastName,
          email: attorney.email,
          state: attorney.state,
        },
        headers: { Origin: BASE },
        maxRedirects: 0,
      });
      expect(ordered.status(), await ordered.text()).toBe(302);
      const checkout = ordered.headers().location ?? "";
      const paid = await request.post(`${BASE}${checkout}`, {
        form: { decision: "pay" },
        headers: { Origin: BASE },
        maxRedirects: 0,
      });
      expect(paid.status()).toBe(302);
      // Completed 25 days ago in Georgia: a report falls due.
      await sql(
        `insert into certificates (id, uid, course_id, state_slug, attorney_name, bar_number, course_title,
           format, approval_status, approval_number, completed_on, credits, credit_hour_minutes,
           codes_entered, codes_total, watched_seconds, affirmation_text, typed_name, affirmed_at)
         values ($1, $2, $3, 'georgia', 'Ada Quill', null, 'AI and the Law', 'self-study',
           'approved', 'GA-26-0001', $4, '{"general": 1}', 60, 1, 1, 3600,
           'I attended.', 'Ada Quill', now())`,
        [
          CERTIFICATE,
          attorneyId,
          FEATURED_COURSE_ID,
          new Date(Date.now() - 25 * DAY_MS).toISOString().slice(0, 10),
        ],
      );
      const [contact] = await sql(`select id from contact_messages`);
      const [mail] = await sql(`select id from email_outbox where uid = $1 limit 1`, [attorneyId]);
      await sql(
        `insert into discount_codes (id, code, kind, value, scope, starts_at, created_by)
         values ('dc_e2e_pages', 'PAGES-20', 'percent', 20, 'all', now(), $1)`,
        [ADMIN],
      );
      // A firm with the attorney as its administrator, an invitation waiting, an order and a note.
      await sql(
        `insert into firms (id, name, slug, billing_contact, billing_email, billing_address)
         values ('firm_e2e_pages', 'Quill & Partners', 'firm-e2e-pages', 'Ada Quill',
           'billing@quill.example', '1 Main Street')`,
      );
      await sql(
        `insert into firm_members (id, organization_id, user_id, role, shares_compliance)
         values ('member_e2e_pages', 'firm_e2e_pages', $1, 'admin', true)`,
        [attorneyId],
      );
      await sql(
        `insert into firm_invitations (id, organization_id, email, role, status, inviter_id, expires_at)
         values ('invitation_e2e_pages', 'firm_e2e_pages', 'colleague@quill.example', 'member',
           'pending', $1, now() + interval '7 days')`,
        [attorneyId],
      );
      await sql(`update orders set firm_id = 'firm_e2e_pages' where id = $1`, [
        checkout.split("/").pop() ?? "",
      ]);
      await sql(
        `insert into firm_notes (id, firm_id, author_email, body)
         values ('note_e2e_pages', 'firm_e2e_pages', $1, 'Wants one invoice a quarter.')`,
        [ADMIN],
      );
      // Messages to the session's registrants: a draft, and one sent whose copy failed.
      await sql(
        `insert into staff_mailings (id, author_email, course_id, session_id, kind, subject, body, status,
           recipient_count, sent_at)
         values ($1, $3, $4, $5, 'operational', 'Your link for {{course}}', 'Dear {{name}},\n\nJoin: {{join_link}}', 'draft', 0, null),
           ($2, $3, $4, $5, 'marketing', 'More from us', 'Dear {{name}}, a new course.', 'sending', 1, now())`,
        [DRAFT_MAILING, SENT_MAILING, ADMIN, SPLASH_COURSE_ID, LIVE_SESSION],
      );
      await sql(
        `insert into email_outbox (id, to_address, uid, subject, html, text, template, status, attempts,
           last_error, mailing_id)
         values ('mail_e2e_pages_failed', $1, $2, 'More from us', '<p>Dear Ada</p>', 'Dear Ada',
           'staff-message', 'failed', 8, '550 5.1.1 mailbox unavailable', $3)`,
        [attorney.email, attorneyId, SENT_MAILING],
      );
      // A finished bulk action: one certificate resent, one that failed (its page lists why).
      await sql(
        `insert into bulk_jobs (id, kind, actor, finished_at)
         values ($1, 'certificate.resend', $2, now())`,
        [
          BULK_JOB,
          JSON.stringify({ id: null, email: ADMIN, roles: ["administrator"], ipAddress: null }),
        ],
      );
      await sql(
        `insert into bulk_job_items (job_id, item_id, label, position, status, message, finished_at)
         values ($1, $2, 'Ada Quill', 0, 'done', null, now()),
                ($1, 'LX-E2E2-GONE-0001', 'Ada Park', 1, 'failed', 'it no longer exists', now())`,
        [BULK_JOB, CERTIFICATE],
      );
      const reports = await (await page.request.get(`${BASE}/staff/reports`)).text();
      return {
        contactId: String(contact?.id ?? ""),
        orderId: checkout.split("/").pop() ?? "",
        attorneyId,
        mailId: String(mail?.id ?? ""),
        codeId: "dc_e2e_pages",
        firmId: "firm_e2e_pages",
        reportId: decodeURIComponent(
          reports.match(/href="\/staff\/reports\/([^"/?]+)"/)?.[1] ?? "",
        ),
      };
    });

    await test.step("every page, at both widths", async () => {
      const addresses = staffAddresses(records);
      for (const { path, inFrame } of pages) {
        for (const address of addresses[path] ?? []) {
          await visit(page, address, inFrame);
        }
      }
    });
  });
});

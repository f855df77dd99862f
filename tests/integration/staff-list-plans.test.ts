import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeCursorKey, type KeysetCursor } from "~/lib/keyset-cursor";
import {
  reportQueueCountQuery,
  reportQueuePageQuery,
} from "~/modules/bar-reports/list-bar-report-queue.server";
import { dueReportsQuery } from "~/modules/bar-reports/summarise-due-reports.server";
import {
  staffCoursesCountQuery,
  staffCoursesPageQuery,
} from "~/modules/course-editing/list-staff-courses.server";
import { inboxCountQuery, inboxPageQuery } from "~/modules/inbox/list-inbox.server";
import {
  sessionCodesQuery,
  staffSessionsCountQuery,
  staffSessionsPageQuery,
} from "~/modules/live-sessions/list-staff-sessions.server";
import {
  staffOrdersCountQuery,
  staffOrdersPageQuery,
} from "~/modules/payments/list-staff-orders.server";
import { complianceCheckStatements } from "~/modules/provider-compliance/list-compliance-checks.server";
import { accountsByBarNumber } from "~/modules/rosters/bar-number-accounts.server";
import { attendeesCountQuery, attendeesPageQuery } from "~/modules/rosters/list-attendees.server";
import { rosterCountQuery, rosterPageQuery } from "~/modules/rosters/list-roster.server";
import { rosterFiltersSchema } from "~/modules/rosters/roster-filters";
import {
  auditLogCountQuery,
  auditLogPageQuery,
  loggedActionsStatement,
} from "~/modules/staff/list-audit-log.server";
import { bootstrapAccountsQuery } from "~/modules/staff/list-staff.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { bound, explain, nodes, type PlanNode } from "../support/explain-statement";

// Each staff list's statements, explained on enough rows that the planner
// prefers an index (decision 0077): a page never reads a whole big table,
// never skips rows with OFFSET, and always stops at a LIMIT.

const PEOPLE = 6_000;
const AUDIT = 60_000;
const ORDERS = 30_000;
const INBOX = 6_000;

const BIG_TABLES = [
  "user",
  "staff_audit_log",
  "orders",
  "inbox_items",
  "course_registrations",
  "bar_admissions",
];

/** What is wrong with a page's plan: a whole big table read, an OFFSET, or no LIMIT. */
function planProblems(
  plan: PlanNode,
  { limited = true, big = [] as readonly string[] } = {},
): string[] {
  const problems: string[] = [];
  for (const node of nodes(plan)) {
    const relation = node["Relation Name"] ?? "";
    if (
      node["Node Type"] === "Seq Scan" &&
      (BIG_TABLES.includes(relation) || big.includes(relation))
    ) {
      problems.push(`Seq Scan on ${node["Relation Name"]}`);
    }
  }
  const text = JSON.stringify(plan);
  if (/offset/i.test(text)) problems.push("OFFSET");
  if (limited && !nodes(plan).some((node) => node["Node Type"] === "Limit")) {
    problems.push("no Limit");
  }
  return problems;
}

// On PostgreSQL, the production database at a provider's size (PGlite plans
// alike, but seeding it here takes minutes).
const KINDS = DATABASE_KINDS.filter((kind) => kind === "postgres");

describe.skipIf(KINDS.length === 0).each(KINDS)("the staff lists' query plans on %s", (kind) => {
  let database: TestDatabase;
  let course = "";
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const db = database.db;
    await seedDatabase(db);
    await db.execute(sql`insert into "user" (id, name, email, created_at)
      select 'plan-' || i, 'Person' || i || ' ' || (array['Smith','Jones','Okafor','Lee'])[1 + i % 4],
        'p' || i || '@firm' || (i % 40) || '.example', now() - i * interval '1 minute'
      from generate_series(1, ${PEOPLE}) i`);
    await db.execute(sql`insert into bar_admissions (id, uid, state, bar_number)
      select 'plan-bar-' || i, 'plan-' || i, 'new-york', 'NY' || lpad(i::text, 7, '0')
      from generate_series(1, ${PEOPLE}) i`);
    await db.execute(sql`insert into staff_audit_log (at, actor_id, actor_email, actor_roles, action, record_type, record_id)
      select now() - i * interval '1 second', 'plan-' || (1 + i % 30), 'p' || (1 + i % 30) || '@firm.example',
        array['support'], 'plan.action-' || (i % 25), case when i % 2 = 0 then 'attendee' else 'course' end,
        case when i % 2 = 0 then 'plan-' || (1 + i % ${PEOPLE}) else 'course-' || (i % 500) end
      from generate_series(1, ${AUDIT}) i`);
    // Actors with no account (shell commands): a few addresses, one of them rare.
    await db.execute(sql`insert into staff_audit_log (at, actor_id, actor_email, actor_roles, action, record_type, record_id)
      select now() - i * interval '1 second' - interval '1 millisecond', null,
        case when i % 1000 = 0 then 'rare-operator@ops.example' else 'ops-' || (i % 4) || '@ops.example' end,
        array['administrator'], 'plan.shell', 'course', 'course-' || (i % 500)
      from generate_series(1, ${AUDIT / 2}) i`);
    await db.execute(sql`insert into orders (id, uid, product, course_name, amount_cents, price_kind, status, provider,
        idempotency_key, attendee, hold_expires_at, paid_at, created_at)
      select 'plan-order-' || i, 'plan-' || (1 + i % ${PEOPLE}), 'membership', 'Membership ' || (i % 300), 9900, 'regular',
        (array['paid','pending','refunded','failed'])[1 + i % 4], 'test', 'plan-key-' || i,
        jsonb_build_object('firstName', 'Person' || i, 'lastName', 'Smith', 'email', 'p' || i || '@firm.example', 'state', 'new-york'),
        now(), now(), now() - i * interval '1 minute'
      from generate_series(1, ${ORDERS}) i`);
    await db.execute(sql`insert into inbox_items (kind, source_id, from_name, from_email, summary, received_at, status)
      select 'contact', 'plan-' || i, 'Person' || i, 'p' || i || '@firm.example', 'A question',
        now() - i * interval '1 minute', (array['new','in_progress','done','done','done','done'])[1 + i % 6]
      from generate_series(1, ${INBOX}) i`);
    const [first] = (
      (await db.execute(sql`select id, title from courses order by id limit 1`)) as unknown as {
        rows: { id: string; title: string }[];
      }
    ).rows;
    course = first?.id ?? "";
    await db.execute(sql`insert into course_registrations (id, uid, course_id, course_name, first_name, last_name, email, state, registered_at)
      select 'plan-' || i || '_' || c.id, 'plan-' || i, c.id, c.title, 'Person' || i, 'Smith', 'p' || i || '@firm.example', 'new-york',
        now() - i * interval '1 minute'
      from generate_series(1, 1500) i cross join (select id, title from courses order by id limit 4) c`);
    // Vacuumed too, so an index-only scan (a bounded count) is costed as one.
    await db.execute(sql`vacuum analyze`);
  }, 120_000);
  afterAll(() => database.destroy());

  const later = (key: string[]): KeysetCursor => ({ direction: "after", key });
  const earlier = (key: string[]): KeysetCursor => ({ direction: "before", key });
  const at = "2026-12-01 10:00:00.123456+00";

  it("reads the audit log a page at a time: first, filtered, searched, later and earlier", async () => {
    const db = database.db;
    const cases = {
      first: auditLogPageQuery(db, {}, null),
      action: auditLogPageQuery(db, { action: "plan.action-3" }, null),
      person: auditLogPageQuery(db, { person: "person17 smith" }, null),
      shell: auditLogPageQuery(db, { person: "ops-2@ops.example" }, null),
      rareShell: auditLogPageQuery(db, { person: "rare-operator" }, null),
      shellCount: auditLogCountQuery(db, { person: "ops-2" }),
      rareShellCount: auditLogCountQuery(db, { person: "rare-operator" }),
      record: auditLogPageQuery(db, { record: "course-7" }, null),
      days: auditLogPageQuery(db, { from: "2026-11-01", to: "2026-11-02" }, null),
      later: auditLogPageQuery(db, {}, later([at, "30000"])),
      earlier: auditLogPageQuery(db, { action: "plan.action-3" }, earlier([at, "30000"])),
      count: auditLogCountQuery(db, { action: "plan.action-3" }),
    };
    for (const [name, query] of Object.entries(cases)) {
      expect(planProblems(await explain(db, bound(query))), name).toEqual([]);
    }
    expect(planProblems(await explain(db, loggedActionsStatement()))).toEqual([]);
  });

  it("reads the attendees, the orders and the inbox a page at a time", async () => {
    const db = database.db;
    const cases = {
      attendees: attendeesPageQuery(db, "", null),
      attendeesSearch: attendeesPageQuery(db, "okafor p12", null),
      attendeesBar: attendeesPageQuery(db, "NY00012", null),
      attendeesLater: attendeesPageQuery(db, "", later([at, "plan-300"])),
      attendeesCount: attendeesCountQuery(db, "smith"),
      orders: staffOrdersPageQuery(db, {}, null),
      ordersPaid: staffOrdersPageQuery(db, { status: "paid" }, null),
      ordersSearch: staffOrdersPageQuery(db, { q: "p123@firm" }, null),
      ordersLater: staffOrdersPageQuery(db, { status: "refunded" }, later([at, "plan-order-9"])),
      ordersEarlier: staffOrdersPageQuery(db, {}, earlier([at, "plan-order-9"])),
      ordersCount: staffOrdersCountQuery(db, { status: "paid" }),
      inboxOpen: inboxPageQuery(db, { status: "open" }, "me", null),
      inboxDone: inboxPageQuery(db, { status: "done" }, "me", later([at, "contact", "plan-9"])),
      inboxAll: inboxPageQuery(db, { status: "all" }, "me", earlier([at, "contact", "plan-9"])),
      inboxSearch: inboxPageQuery(db, { status: "all", q: "person12" }, "me", null),
      inboxCount: inboxCountQuery(db, { status: "open" }, "me"),
    };
    for (const [name, query] of Object.entries(cases)) {
      expect(planProblems(await explain(db, bound(query))), name).toEqual([]);
    }
    // The inbox's assignees: the STAFF_EMAILS accounts by their lowered address, not every account.
    const assignees = bootstrapAccountsQuery(db, ["p12@firm12.example", "p13@firm13.example"]);
    expect(planProblems(await explain(db, bound(assignees)), { limited: false })).toEqual([]);
  });

  it("reads a roster a page at a time, in each order, within its course", async () => {
    const db = database.db;
    const scope = { kind: "course", courseId: course } as const;
    const filters = (query: Record<string, string>) => rosterFiltersSchema.parse(query);
    const cases = {
      byName: rosterPageQuery(db, scope, filters({}), null),
      byTime: rosterPageQuery(db, scope, filters({ sort: "registered", dir: "desc" }), null),
      searched: rosterPageQuery(db, scope, filters({ q: "person12" }), null),
      paid: rosterPageQuery(db, scope, filters({ paid: "no" }), null),
      later: rosterPageQuery(db, scope, filters({}), later(["smith", "person9", "plan-9_x"])),
      watched: rosterPageQuery(
        db,
        scope,
        filters({ sort: "watched", dir: "desc" }),
        earlier(["0", "plan-9_x"]),
      ),
    };
    for (const [name, query] of Object.entries(cases)) {
      expect(planProblems(await explain(db, bound(query))), name).toEqual([]);
    }
    // The default order (by name) walks the course's name index and stops at
    // the LIMIT: no sort of every registrant (10,000 in a large session).
    const byName = {
      first: rosterPageQuery(db, scope, filters({}), null),
      later: rosterPageQuery(db, scope, filters({}), later(["smith", "person9", "plan-9_x"])),
      earlier: rosterPageQuery(db, scope, filters({}), earlier(["smith", "person9", "plan-9_x"])),
      descending: rosterPageQuery(db, scope, filters({ dir: "desc" }), null),
    };
    for (const [name, query] of Object.entries(byName)) {
      const plan = await explain(db, bound(query));
      const sorted = nodes(plan).filter((node) => node["Node Type"].includes("Sort"));
      expect(sorted, name).toEqual([]);
      expect(JSON.stringify(plan), name).toContain("course_registrations_course_name_idx");
    }
    // The count is bounded by the course (its index), not limited.
    const counts = {
      all: rosterCountQuery(db, scope, filters({})),
      attended: rosterCountQuery(db, scope, filters({ attended: "no" })),
      certified: rosterCountQuery(db, scope, filters({ certificate: "yes" })),
      searched: rosterCountQuery(db, scope, filters({ q: "person12" })),
    };
    for (const [name, query] of Object.entries(counts)) {
      const plan = await explain(db, bound(query));
      expect(planProblems(plan, { limited: false }), name).toEqual([]);
    }
  });

  it("counts a large roster's search from the registrations whose name or address holds its trigrams", async () => {
    const db = database.db;
    // Every person registered for one more course: a search matches one in fifty.
    const picked = await db.execute(sql`select id from courses order by id offset 4 limit 1`);
    const [big] = (picked as unknown as { rows: { id: string }[] }).rows;
    if (!big) throw new Error("no fifth course");
    await db.execute(sql`insert into course_registrations (id, uid, course_id, course_name, first_name, last_name, email, state, registered_at)
      select 'plan-' || i || '_' || c.id, 'plan-' || i, c.id, c.title, 'Person' || i,
        (array['Smith', 'Okafor', 'Garcia', 'Nguyen', 'Kowalski'])[1 + i % 5] || case when i % 50 = 0 then 'son' else '' end,
        'p' || i || '@firm.example', 'new-york', now() - i * interval '1 minute'
      from generate_series(1, ${PEOPLE}) i cross join (select id, title from courses where id = ${big.id}) c`);
    await db.execute(sql`analyze course_registrations`);
    const scope = { kind: "course", courseId: big.id } as const;
    const searched = rosterFiltersSchema.parse({ q: "smithson" });
    const accounts = await accountsByBarNumber(db, "smithson");
    expect(accounts).toEqual([]);
    const plan = await explain(db, bound(rosterCountQuery(db, scope, searched, accounts)));
    expect(planProblems(plan, { limited: false })).toEqual([]);
    // The name's and the address's trigrams, OR'ed with the bar numbers' accounts.
    expect(
      nodes(plan).filter((node) => node["Index Name"] === "course_registrations_search_idx"),
    ).toHaveLength(2);
  });

  it("hands a roster count a search's bar-number accounts as values only when they are few", async () => {
    const db = database.db;
    // 600 admissions whose numbers start alike: a search of their first letters matches them all.
    await db.execute(sql`insert into bar_admissions (id, uid, state, bar_number)
      select 'plan-many-' || i, 'plan-' || i, 'vermont', 'VQ' || lpad(i::text, 6, '0')
      from generate_series(1, 600) i`);
    expect(await accountsByBarNumber(db, "vq")).toBeNull();
    expect(await accountsByBarNumber(db, " vq000012 ")).toEqual(["plan-12"]);
    const few = await accountsByBarNumber(db, "vq00001");
    expect(few).toHaveLength(10);
    // Many: every registrant is matched against their set, read once (a hashed subplan).
    const scope = { kind: "course", courseId: course } as const;
    const many = await explain(
      db,
      bound(rosterCountQuery(db, scope, rosterFiltersSchema.parse({ q: "vq" }), null)),
    );
    expect(JSON.stringify(many)).toMatch(/hashed SubPlan/);
    // The same count either way.
    const counted = async (accounts: readonly string[] | null) => {
      const [row] = await rosterCountQuery(
        db,
        scope,
        rosterFiltersSchema.parse({ q: "vq00001" }),
        accounts,
      );
      return row?.total;
    };
    expect(await counted(few)).toBe(await counted(null));
    expect(await counted(few)).toBeGreaterThan(0);
  });

  describe("the staff's courses and live sessions", () => {
    // Catalogue-sized tables: a page still never reads all of one, nor the registrations.
    const CATALOGUE_TABLES = ["live_sessions", "attendance_checkpoints", "attendance_code_entries"];
    const SESSIONS = 6_000;
    const now = new Date();
    const title = "course 123 priv";
    beforeAll(async () => {
      const db = database.db;
      // A catalogue of courses with twenty sessions each, one an hour, half to
      // come; every 50th cancelled; two codes each, entered by a few.
      await db.execute(sql`insert into courses (id, title, summary, description, category_slug, status, format, level,
          duration_minutes, price_cents, member_price_cents, image_path, image_alt, topics, slug, position)
        select 'plan-c-' || c, 'Plan course ' || c || ' ' || (array['privacy', 'evidence', 'ethics'])[1 + c % 3],
          'A course.', 'A course.', f.category_slug, 'archived', 'live_webcast', 'Intermediate', 60, 14900, 9900,
          f.image_path, f.image_alt, '[]'::jsonb, 'plan-c-' || c, 5000 + c
        from generate_series(1, ${SESSIONS / 20}) c,
          (select category_slug, image_path, image_alt from courses order by id limit 1) f`);
      await db.execute(sql`insert into live_sessions (id, course_id, starts_at, duration_minutes, capacity, cancelled_at)
        select 'plan-s-' || i, 'plan-c-' || (1 + i % ${SESSIONS / 20}), now() + (${SESSIONS / 2} - i) * interval '1 hour',
          60, 100, case when i % 50 = 0 then now() end
        from generate_series(1, ${SESSIONS}) i`);
      await db.execute(sql`insert into attendance_checkpoints (id, course_id, live_session_id, position, at_seconds, code)
        select s.id || '-cp' || p, s.course_id, s.id, p, p * 1500, 'CODE' || p
        from live_sessions s cross join generate_series(1, 2) p where s.id like 'plan-s-%'`);
      await db.execute(sql`insert into attendance_code_entries (uid, checkpoint_id, entered_at)
        select 'plan-' || (1 + u), cp.id, now() from attendance_checkpoints cp cross join generate_series(0, 2) u
        where cp.id like 'plan-s-%'`);
      await db.execute(
        sql`vacuum analyze courses, live_sessions, attendance_checkpoints, attendance_code_entries`,
      );
    }, 60_000);

    const catalogueScans = (plan: PlanNode) =>
      nodes(plan)
        .filter(
          (node) =>
            node["Node Type"] === "Seq Scan" &&
            CATALOGUE_TABLES.includes(node["Relation Name"] ?? ""),
        )
        .map((node) => `Seq Scan on ${node["Relation Name"]}`);

    it("reads the courses a page at a time: first, filtered, searched, later and earlier", async () => {
      const db = database.db;
      const cases = {
        first: staffCoursesPageQuery(db, {}, null),
        status: staffCoursesPageQuery(db, { status: "published" }, null),
        search: staffCoursesPageQuery(db, { q: "ethic", format: "live_webcast" }, null),
        later: staffCoursesPageQuery(db, {}, later(["3", "b"])),
        earlier: staffCoursesPageQuery(db, { status: "draft" }, earlier(["30", "z"])),
        count: staffCoursesCountQuery(db, { status: "published" }),
      };
      for (const [name, query] of Object.entries(cases)) {
        expect(planProblems(await explain(db, bound(query))), name).toEqual([]);
      }
    });

    it("reads each view of the live sessions a page at a time, and the page's codes by key", async () => {
      const db = database.db;
      const cases = {
        upcoming: staffSessionsPageQuery(db, { show: "upcoming" }, null, now),
        past: staffSessionsPageQuery(db, { show: "past" }, null, now),
        cancelled: staffSessionsPageQuery(db, { show: "cancelled" }, null, now),
        search: staffSessionsPageQuery(db, { show: "past", q: title }, null, now),
        later: staffSessionsPageQuery(db, { show: "past" }, later([at, "plan-s-4000"]), now),
        earlier: staffSessionsPageQuery(db, { show: "upcoming" }, earlier([at, "plan-s-9"]), now),
        count: staffSessionsCountQuery(db, { show: "past", q: title }, now),
      };
      for (const [name, query] of Object.entries(cases)) {
        const plan = await explain(db, bound(query));
        expect([...planProblems(plan), ...catalogueScans(plan)], name).toEqual([]);
      }
      // A page's codes: bounded by its thirty sessions, through their indexes.
      const ids = Array.from({ length: 30 }, (_, i) => `plan-s-${3000 + i}`);
      const codes = await explain(db, bound(sessionCodesQuery(db, ids)));
      expect([...planProblems(codes, { limited: false }), ...catalogueScans(codes)]).toEqual([]);
    });
  });

  it("reads the reports queue a page at a time: first, filtered, searched, later and earlier", async () => {
    const db = database.db;
    await db.execute(sql`insert into bar_report_queue (id, course_id, state_slug, state_name, scope, held_on,
        course_title, status, due_key, sequence, fee_cents, late_fee_cents, late, attendees, waiting, problems, confidence)
      select 'plan-report-' || i, 'plan-course-' || (i % 500), (array['texas','new-york','georgia'])[1 + i % 3],
        (array['Texas','New York','Georgia'])[1 + i % 3], 'live', (date '2026-01-01' + (i % 300))::text,
        'Course ' || (i % 500) || (case when i % 50 = 0 then ' privacy' else '' end),
        (array['due','waiting','submitted','submitted','not-needed'])[1 + i % 5],
        case when i % 5 = 4 then '9999' else (date '2026-02-01' + (i % 300))::text end,
        1, 100, 200, 0, 3, 0, 0, 'official'
      from generate_series(1, 20000) i`);
    await db.execute(sql`vacuum analyze bar_report_queue`);
    const today = "2026-06-01";
    const key = ["2026-05-01", "Georgia", "2026-04-01", "1", "plan-report-99"];
    const cases = {
      open: reportQueuePageQuery(db, { status: "open" }, today, null),
      all: reportQueuePageQuery(db, { status: "all" }, today, null),
      overdue: reportQueuePageQuery(db, { status: "overdue" }, today, null),
      submitted: reportQueuePageQuery(db, { status: "submitted" }, today, later(key)),
      state: reportQueuePageQuery(db, { status: "all", state: "texas" }, today, null),
      searched: reportQueuePageQuery(db, { status: "all", q: "privacy" }, today, null),
      later: reportQueuePageQuery(db, { status: "open" }, today, later(key)),
      earlier: reportQueuePageQuery(db, { status: "all" }, today, earlier(key)),
      count: reportQueueCountQuery(db, { status: "open" }, today),
      stateCount: reportQueueCountQuery(db, { status: "all", state: "texas" }, today),
      // Part of a course title: the titles' trigram index, not every row of the queue.
      searchedCount: reportQueueCountQuery(db, { status: "all", q: "privacy" }, today),
      overviewDue: dueReportsQuery(db, "2026-06-08"),
    };
    for (const [name, query] of Object.entries(cases)) {
      expect(
        planProblems(await explain(db, bound(query)), { big: ["bar_report_queue"] }),
        name,
      ).toEqual([]);
    }
  });

  it("reads the compliance checks' flagged certificates a page at a time through their indexes", async () => {
    const db = database.db;
    await db.execute(sql`insert into certificates (id, uid, course_id, state_slug, attorney_name, course_title,
        format, approval_status, approval_number, completed_on, credits, codes_entered, codes_total, watched_seconds,
        affirmation_text, typed_name, affirmed_at, issued_at)
      select 'PLAN-CERT-' || i, 'plan-' || i, ${course}, 'new-york', 'Person' || i, 'Course',
        case when i % 2 = 0 then 'live' else 'self-study' end, 'approved', 'NY-PLAN', date '2026-01-01',
        '{"General": 1}'::jsonb, case when i % 200 = 0 then 1 else 2 end, 2,
        case when i % 300 = 1 then 60 else 4000 end, 'I certify.', 'Person' || i, now(), now() - i * interval '1 minute'
      from generate_series(1, ${PEOPLE}) i`);
    await db.execute(sql`vacuum analyze certificates`);
    const pages = {
      first: complianceCheckStatements(db),
      later: complianceCheckStatements(db, later([at, "PLAN-CERT-99"])),
      earlier: complianceCheckStatements(db, earlier([at, "PLAN-CERT-99"])),
    };
    const cases = Object.entries(pages).flatMap(([page, statements]) =>
      Object.entries(statements).map(([name, query]) => [`${page} ${name}`, query] as const),
    );
    for (const [name, query] of cases) {
      expect(
        planProblems(await explain(db, bound(query)), { big: ["certificates"] }),
        name,
      ).toEqual([]);
    }
  });

  it("writes cursors the lists read back", () => {
    expect(encodeCursorKey([at, "1"])).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DASHBOARD_LIST_SIZE } from "~/modules/dashboard/account-lists";
import { loadDashboard } from "~/modules/dashboard/load-dashboard.server";
import { readAccountListPage } from "~/modules/dashboard/read-account-list-page.server";
import { seedDatabase } from "../../server/seed-database";
import {
  LARGE_ATTORNEY,
  type LargeProviderSeed,
  largeProviderShape,
  seedLargeProvider,
} from "../../server/seed-large-provider";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";

// The large-provider seed at a tiny scale: the counts its shape promises, and
// rows the app's own constraints, triggers and pages would accept.
const REGISTRATIONS = 2_000;

describe.each(DATABASE_KINDS)("the large-provider seed on %s", (kind) => {
  let database: TestDatabase;
  let seed: LargeProviderSeed;
  const one = async <T>(query: ReturnType<typeof sql>) => {
    const result = await database.db.execute(query);
    return (result as unknown as { rows: T[] }).rows[0] as T;
  };
  const count = async (table: string, where = "true") =>
    Number(
      (
        await one<{ n: string | number }>(
          sql.raw(`select count(*) as n from ${table} where ${where}`),
        )
      ).n,
    );

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db);
    seed = await seedLargeProvider(database.db, REGISTRATIONS);
  }, 180_000);
  afterAll(() => database?.destroy());

  it("builds the shape its registrations call for", async () => {
    const shape = largeProviderShape(REGISTRATIONS);
    expect(seed.shape).toEqual(shape);
    expect(await count("course_registrations", "uid like 'lp-%'")).toBe(REGISTRATIONS);
    expect(await count(`"user"`, "id like 'lp-%'")).toBe(shape.attorneys + 1);
    expect(await count("courses", "id like 'lp-c-%'")).toBe(shape.courses);
    expect(await count("live_sessions", "id like 'lp-s-%'")).toBe(shape.sessions);
    expect(await count("staff_audit_log", "actor_email like 'lp-staff-%'")).toBe(
      shape.auditEntries,
    );
    expect(await count("inbox_items", "source_id like 'lp-cm-%'")).toBe(shape.inboxMessages);
    // Every one of the 13 states has attorneys admitted to its bar.
    expect(await count("(select distinct state from bar_admissions where uid like 'lp-%') s")).toBe(
      await count("states"),
    );
  });

  it("gives the large attorney 300 completions, each with its certificate and receipt", async () => {
    expect(await count("certificates", `uid = '${LARGE_ATTORNEY.id}'`)).toBe(300);
    expect(await count("course_registrations", `uid = '${LARGE_ATTORNEY.id}'`)).toBe(300);
    expect(
      await count("invoice_documents", `uid = '${LARGE_ATTORNEY.id}' and kind = 'receipt'`),
    ).toBe(300);
  });

  it("shows the large attorney the first 10 of each list, and the rest a page at a time", async () => {
    const now = new Date();
    const dashboard = await loadDashboard(database.db, LARGE_ATTORNEY.id, now);
    expect(dashboard.totals).toEqual({
      registrations: 300,
      certificates: 300,
      purchases: 300,
      evaluations: 300,
    });
    expect(dashboard.certificates).toHaveLength(DASHBOARD_LIST_SIZE);
    expect(dashboard.registrations).toHaveLength(DASHBOARD_LIST_SIZE);
    expect(dashboard.purchases).toHaveLength(DASHBOARD_LIST_SIZE);
    expect(dashboard.toEvaluate).toHaveLength(DASHBOARD_LIST_SIZE);
    // Every course is certified: the registrations come newest first.
    expect(dashboard.registrations.every((each) => each.certified)).toBe(true);
    const registered = dashboard.registrations.map((each) => each.registeredAt.getTime());
    expect(registered).toEqual([...registered].sort((a, b) => b - a));
    for (const kind of ["certificates", "purchases", "registrations"] as const) {
      const ids: string[] = [];
      for (let page = 1; page <= 6; page++) {
        const read = await readAccountListPage(database.db, LARGE_ATTORNEY.id, kind, page);
        expect(read.total).toBe(300);
        expect(read.rows).toHaveLength(50);
        ids.push(...read.rows.map((row) => ("id" in row ? row.id : "")));
      }
      // The pages hold every row once, and start where the dashboard does.
      expect(new Set(ids).size).toBe(300);
      expect(ids.slice(0, DASHBOARD_LIST_SIZE)).toEqual(dashboard[kind].map((row) => row.id));
      const past = await readAccountListPage(database.db, LARGE_ATTORNEY.id, kind, 7);
      expect(past.rows).toEqual([]);
    }
  });

  it("keeps the app's invariants: documents numbered without gaps, one per paid order", async () => {
    // Each paid or refunded order has its receipt, each refund its credit note.
    expect(
      await count(
        "orders o",
        "o.id like 'lp-o-%' and not exists (select 1 from invoice_documents d where d.order_id = o.id and d.kind = 'receipt')",
      ),
    ).toBe(0);
    expect(
      await count(
        "order_refunds r",
        "r.id like 'lp-rf-%' and not exists (select 1 from invoice_documents d where d.refund_id = r.id)",
      ),
    ).toBe(0);
    const gaps = await one<{ gaps: string | number }>(sql`
      select count(*) as gaps from (
        select year, count(*) as n, max(sequence) as top from invoice_documents group by year
      ) y join invoice_counters c using (year) where y.n <> y.top or c.last_number <> y.top`);
    expect(Number(gaps.gaps)).toBe(0);
    // Certificates are approved with the state's number, and every completion has its codes.
    expect(
      await count(
        "certificates",
        "uid like 'lp-%' and (approval_number is null or codes_entered <> codes_total)",
      ),
    ).toBe(0);
    expect(
      await count(
        "certificates c",
        "c.uid like 'lp-%' and (select count(*) from attendance_code_entries e join attendance_checkpoints cp on cp.id = e.checkpoint_id where e.uid = c.uid and cp.live_session_id = c.live_session_id) <> 2",
      ),
    ).toBe(0);
    // The order triggers are on again: a new paid order gets its receipt.
    await database.db.execute(sql`
      insert into orders (id, uid, course_id, course_name, amount_cents, price_kind, status, provider,
        idempotency_key, attendee, hold_expires_at, paid_at)
      values ('after-seed', ${LARGE_ATTORNEY.id}, 'lp-c-0001', 'After the seed', 100, 'regular', 'paid',
        'test', 'after-seed', '{"firstName": "A", "lastName": "B", "email": "a@b.example", "state": "new-york"}',
        now(), now())`);
    expect(await count("invoice_documents", "order_id = 'after-seed'")).toBe(1);
  });

  it("starts the app afterwards without work to catch up: no checkpoint or re-issue left", async () => {
    await seedDatabase(database.db);
    expect(await count("certificates", "uid like 'lp-%' and version <> 1")).toBe(0);
    expect(await count("attendance_checkpoints", "live_session_id like 'lp-s-%'")).toBe(
      largeProviderShape(REGISTRATIONS).sessions * 2,
    );
  });

  it("refuses to seed a database twice", async () => {
    await expect(seedLargeProvider(database.db, REGISTRATIONS)).rejects.toThrow(/already/);
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { reportQueueCountQuery } from "~/modules/bar-reports/list-bar-report-queue.server";
import { bound, explain, nodes } from "../support/explain-statement";

// The embedded database has no autovacuum (PGlite runs PostgreSQL as one
// backend): what a vacuum would tidy stays. A trigram index that takes its
// rows through a pending list keeps up to 4 MB of it, which every search
// reads and the planner counts: the report search read the whole queue
// instead (197 ms at a million registrations). Checked on PGlite in its
// worker, as the app opens it.

describe("the embedded database's trigram indexes, never vacuumed", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: "pglite", dataDir: "memory" });
    await handle.migrate();
    // The queue as a refresh writes it (rows in bulk) and analyses it, with no
    // vacuum: one report in sixteen for a course whose title says "privacy".
    await handle.db.execute(sql`insert into bar_report_queue (id, course_id, state_slug, state_name, scope,
        held_on, course_title, status, due_key, sequence, fee_cents, late_fee_cents, late, attendees,
        waiting, problems, confidence)
      select 'plan-report-' || i, 'plan-course-' || (i % 2000), 'texas', 'Texas', 'live',
        (date '2026-01-01' + (i % 300))::text,
        'Course ' || (i % 2000) || ': ' || (case when i % 16 = 0
          then 'Privacy, confidentiality and generative AI in legal practice'
          else 'Ethics, competence and the supervision of AI tools in legal practice' end),
        'due', (date '2026-02-01' + (i % 300))::text, 1, 100, 200, 0, 3, 0, 0, 'official'
      from generate_series(1, 30000) i`);
    await handle.db.execute(sql`analyze bar_report_queue`);
  }, 60_000);
  afterAll(() => handle.close());

  async function searchCountPlan(): Promise<string[]> {
    const query = reportQueueCountQuery(handle.db, { status: "all", q: "privacy" }, "2026-06-01");
    const plan = await explain(handle.db, bound(query));
    return nodes(plan).map((node) => node["Index Name"] ?? node["Node Type"]);
  }

  it("counts a report search through the titles' trigrams once their pending list is merged", async () => {
    // Pending: the planner reads every title rather than the list and the index.
    expect(await searchCountPlan()).toContain("Seq Scan");
    // What the refresh does after it writes (refresh-bar-report-queue).
    await handle.db.execute(
      sql`select gin_clean_pending_list('bar_report_queue_title_search_idx'::regclass)`,
    );
    const plan = await searchCountPlan();
    expect(plan).toContain("bar_report_queue_title_search_idx");
    expect(plan).not.toContain("Seq Scan");
  });

  it("writes a registration's name and address trigrams at once, with no pending list", async () => {
    const result = await handle.db.execute(sql`select c.relname, c.reloptions from pg_class c
      join pg_index i on i.indexrelid = c.oid join pg_opclass o on o.oid = any(i.indclass)
      where o.opcname = 'gin_trgm_ops' group by c.relname, c.reloptions order by c.relname`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { relname: "bar_report_queue_title_search_idx", reloptions: null },
      { relname: "course_registrations_search_idx", reloptions: ["fastupdate=false"] },
    ]);
  });
});

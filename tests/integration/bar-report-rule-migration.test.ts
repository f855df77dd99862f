import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { IN_FORCE_SINCE } from "~/content/state-rules/provider-obligations";
import { barReports } from "~/db/schema/bar-reports";
import { DATABASE_KINDS } from "../setup/test-database";
import { COURSE } from "../support/attendance-fixtures";
import { migrationsBefore, openDatabaseMigratedTo } from "../support/migrations-before";

// The migration after which a submitted report names the version of its
// state's provider obligations (docs/decisions/0040): a report submitted
// before it, under the one edition of all states, gets each state's first
// version, and stays frozen.

describe.each(DATABASE_KINDS)("the bar report rule migration on %s", (kind) => {
  const cleanUp: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const step of cleanUp.reverse()) await step();
  });

  it("gives the reports submitted before it the first version, frozen like the rest", async () => {
    const before = migrationsBefore("_bar_reports_keep_their_rule");
    cleanUp.push(() => before.remove());
    const { handle, close } = await openDatabaseMigratedTo(kind, before.folder);
    cleanUp.push(close);
    const db = handle.db;

    await db.execute(sql`
      insert into states (slug, name, code, position) values ('illinois', 'Illinois', 'IL', 1)`);
    // Written as the previous release did, with its edition string.
    await db.execute(sql`
      insert into bar_reports (id, slot_key, sequence, state_slug, scope, course_id, course_title,
        period, held_on, due_on, fee_cents, attendee_count, file_format, rules_edition,
        submitted_on, reference, submitted_by_email)
      values ('BR-OLD0-0001', ${`illinois~on-demand~${COURSE}~2026-10`}, 1, 'illinois',
        'on-demand', ${COURSE}, 'Persuasive brief writing', '2026-10', '2026-10-01',
        '2026-11-30', 113, 1, 'csv', '2026-11', '2026-11-20', 'PCAM-OLD',
        'compliance@example.com')`);

    await handle.migrate();
    const [kept] = await db.select().from(barReports).where(eq(barReports.id, "BR-OLD0-0001"));
    expect(kept).toMatchObject({
      rulesEffectiveFrom: IN_FORCE_SINCE,
      feeCents: 113,
      dueOn: "2026-11-30",
      reference: "PCAM-OLD",
    });

    const refused = (statement: ReturnType<typeof sql>) =>
      db.execute(statement).then(
        () => "ran",
        (error: unknown) => {
          const failure = error as { message?: string; cause?: { message?: string } };
          return failure.cause?.message ?? failure.message ?? String(error);
        },
      );
    for (const statement of [
      sql`update bar_reports set rules_effective_from = '2027-03-01' where id = 'BR-OLD0-0001'`,
      sql`update bar_reports set reference = 'changed' where id = 'BR-OLD0-0001'`,
    ]) {
      expect(await refused(statement)).toMatch(/submitted bar report is frozen/);
    }
  });
});

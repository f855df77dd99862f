import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";

// Start-up looks for pending certificates a new approval covers
// (reissueApprovedCertificates): through the partial index of migration 0064,
// never a scan of every certificate ever issued (decision 0076). With
// sequential scans priced out, the plan shows whether the index's condition
// covers the query's.

describe.each(DATABASE_KINDS)("pending certificates at start-up on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  }, 60_000);
  afterAll(() => database.destroy());

  it("are found through their own small index", async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain (format text)
        select c.id from certificates c
        join course_state_approvals a on a.course_id = c.course_id and a.state_slug = c.state_slug
        where c.approval_status = 'pending' and c.superseded_at is null and c.revoked_at is null
          and a.status = 'approved'`);
      return (result as unknown as { rows: Record<string, string>[] }).rows
        .map((row) => Object.values(row)[0])
        .join("\n");
    });
    expect(plan).toContain("certificates_pending_idx");
  });
});

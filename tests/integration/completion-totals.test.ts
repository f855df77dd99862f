import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { certificates, completionTotals } from "~/db/schema/certificates";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { START } from "../support/attendance-fixtures";
import { certifiedAttorney } from "../support/certificate-fixtures";

// The completions report's totals are kept by triggers (migration 0071): after
// every kind of write to certificates they must equal what grouping every
// valid certificate gives, which is how the report was counted before.

type Total = { month: string; state: string; course: string; completions: number; hours: number };

async function grouped(db: Database): Promise<Total[]> {
  const result =
    await db.execute(sql`select to_char(completed_on, 'YYYY-MM') as month, state_slug as state, course_id as course,
      count(*) as completions,
      sum((select coalesce(sum(value::numeric), 0) from jsonb_each_text(credits))) as hours
    from certificates where superseded_at is null and revoked_at is null
    group by 1, 2, 3 order by 1, 2, 3`);
  // The shared Database type leaves a raw statement's result untyped.
  const { rows } = result as unknown as {
    rows: { month: string; state: string; course: string; completions: string; hours: string }[];
  };
  return rows.map((row) => ({
    ...row,
    completions: Number(row.completions),
    hours: Number(row.hours),
  }));
}

async function kept(db: Database): Promise<Total[]> {
  const rows = await db
    .select()
    .from(completionTotals)
    .orderBy(completionTotals.month, completionTotals.stateSlug, completionTotals.courseId);
  return rows.map((row) => ({
    month: row.month,
    state: row.stateSlug,
    course: row.courseId,
    completions: row.completions,
    hours: row.creditHours,
  }));
}

describe.each(DATABASE_KINDS)("the completions report's kept totals on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  const ids: string[] = [];
  const agree = async () => {
    const expected = await grouped(db);
    expect(await kept(db)).toEqual(expected);
    return expected;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    await seedDatabase(db, START);
    for (let n = 0; n < 6; n += 1) ids.push((await certifiedAttorney(db)).id);
  });
  afterAll(() => database?.destroy());

  it("count each certificate issued, with its credit hours", async () => {
    expect(await agree()).toMatchObject([
      { month: "2026-11", state: "new-york", completions: 6, hours: 9 },
    ]);
  });

  it("move a certificate whose month, state or credits change", async () => {
    await db
      .update(certificates)
      .set({ completedOn: "2026-10-02" })
      .where(eq(certificates.id, ids[0] as string));
    await db
      .update(certificates)
      .set({ stateSlug: "illinois", credits: { general: 2 } })
      .where(eq(certificates.id, ids[1] as string));
    expect(await agree()).toEqual([
      expect.objectContaining({ month: "2026-10", state: "new-york", completions: 1, hours: 1.5 }),
      expect.objectContaining({ month: "2026-11", state: "illinois", completions: 1, hours: 2 }),
      expect.objectContaining({ month: "2026-11", state: "new-york", completions: 4, hours: 6 }),
    ]);
  });

  it("drop a revoked or superseded certificate and count it again when restored", async () => {
    await db
      .update(certificates)
      .set({ revokedAt: START, revocationReason: "Test." })
      .where(eq(certificates.id, ids[0] as string));
    await db
      .update(certificates)
      .set({ supersededAt: START, supersededReason: "Test." })
      .where(eq(certificates.id, ids[1] as string));
    // The total that fell to nothing is gone, not kept at zero.
    expect(await agree()).toEqual([
      expect.objectContaining({ month: "2026-11", state: "new-york", completions: 4 }),
    ]);
    await db
      .update(certificates)
      .set({ revokedAt: null, revocationReason: null })
      .where(eq(certificates.id, ids[0] as string));
    expect(await agree()).toHaveLength(2);
  });

  it("ignore an update that leaves every certificate counted where it was", async () => {
    const before = await kept(db);
    // An account closed: its certificates outlive it (decision 0026).
    const [closed] = await db
      .select({ uid: certificates.uid })
      .from(certificates)
      .where(eq(certificates.id, ids[2] as string));
    await db.delete(user).where(eq(user.id, closed?.uid as string));
    expect(await kept(db)).toEqual(before);
    await agree();
  });

  it("take away deleted certificates, several in one statement", async () => {
    await db.delete(certificates).where(inArray(certificates.id, [ids[2], ids[3]] as string[]));
    expect(await agree()).toEqual([
      expect.objectContaining({ month: "2026-10", completions: 1 }),
      expect.objectContaining({ month: "2026-11", completions: 2, hours: 3 }),
    ]);
  });

  it("stay exact under writers at the same totals at once", async () => {
    await Promise.all(Array.from({ length: 8 }, () => certifiedAttorney(db)));
    expect(await agree()).toContainEqual(
      expect.objectContaining({ month: "2026-11", state: "new-york", completions: 10, hours: 15 }),
    );
  });

  it("empty with the certificates", async () => {
    await db.execute(sql`truncate certificates cascade`);
    expect(await kept(db)).toEqual([]);
  });
});

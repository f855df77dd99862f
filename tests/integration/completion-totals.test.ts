import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { certificates, completionTotals } from "~/db/schema/certificates";
import { lockCertificate } from "~/modules/certificates/lock-certificate.server";
import { reissueEach, unchangedCorrection } from "~/modules/certificates/reissue-each.server";
import {
  correctionOf,
  writeCertificateVersion,
} from "~/modules/certificates/write-certificate-version.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { START } from "../support/attendance-fixtures";
import { COMPLIANCE, certifiedAttorney } from "../support/certificate-fixtures";

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

// Two instances' connections: a re-issue moving a certificate from November to
// October while another moves one from October to November. The second holds
// October's total (as its old version's update would) until the first has
// started; each re-issue locks both months' totals in key order before writing
// either, so the first waits holding nothing and the second goes through.
// Without that, the first would hold November and wait for October, and the
// second's November would close the circle: PostgreSQL aborts one (40P01).
describe.runIf(DATABASE_KINDS.includes("postgres"))("crossing re-issues on postgres", () => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    db = database.db;
    await seedDatabase(db, START);
  });
  afterAll(() => database?.destroy());

  /** Statements on this database waiting for a lock. */
  const waitingForLocks = async () => {
    const result = await db.execute(
      sql`select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return (result as unknown as { rows: { waiting: number }[] }).rows[0]?.waiting;
  };

  /**
   * A transaction holding a month's totals (as a writer of that month would)
   * until let go, then doing `after` in it; returned once the totals are held.
   */
  const holdMonth = async (
    month: string,
    after: (tx: Database) => Promise<unknown> = async () => {},
  ) => {
    let held!: () => void;
    const holding = new Promise<void>((resolve) => {
      held = resolve;
    });
    let letGo!: () => void;
    const released = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const done = db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from completion_totals where month = ${month} for update`);
      held();
      await released;
      await after(tx);
    });
    await Promise.race([holding, done]);
    return { letGo, done };
  };

  it("move certificates between two months the opposite ways at once, both saved", async () => {
    const november = (await certifiedAttorney(db)).id;
    const october = (await certifiedAttorney(db)).id;
    await certifiedAttorney(db);
    await db
      .update(certificates)
      .set({ completedOn: "2026-10-02" })
      .where(eq(certificates.id, october));
    const rowOf = async (id: string) => {
      const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
      if (!row) throw new Error(`no certificate ${id}`);
      return row;
    };
    const moved = (old: Awaited<ReturnType<typeof rowOf>>, completedOn: string) => ({
      correction: { ...correctionOf(old), completedOn },
      reason: "The completion day was entered wrong.",
    });
    const toOctober = moved(await rowOf(november), "2026-10-05");
    const toNovember = moved(await rowOf(october), "2026-11-03");

    const second = await holdMonth("2026-10", async (tx) =>
      writeCertificateVersion(tx, COMPLIANCE, await rowOf(october), toNovember, new Date()),
    );
    let first: Promise<unknown> = Promise.resolve();
    try {
      first = db.transaction(async (tx) =>
        writeCertificateVersion(tx, COMPLIANCE, await rowOf(november), toOctober, new Date()),
      );
      // The first re-issue waits on October's total before the second asks for November's.
      await expect.poll(waitingForLocks, { timeout: 10_000 }).toBe(1);
    } finally {
      // Never left holding October (and a connection) if the wait is not seen.
      second.letGo();
    }
    await Promise.all([first, second.done]);

    const totals = await kept(db);
    expect(totals).toEqual(await grouped(db));
    expect(totals).toEqual([
      expect.objectContaining({ month: "2026-10", completions: 1 }),
      expect.objectContaining({ month: "2026-11", completions: 2 }),
    ]);
  });

  it("let a batch of re-issues and a re-issue of one of its certificates to another month both finish", async () => {
    // The batch takes its certificates in id order: the first stays in
    // November, the second is the one moved from October to November.
    const [staying, moving] = [
      (await certifiedAttorney(db)).id,
      (await certifiedAttorney(db)).id,
    ].sort();
    if (!staying || !moving) throw new Error("two certificates expected");
    await db
      .update(certificates)
      .set({ completedOn: "2026-10-09" })
      .where(eq(certificates.id, moving));
    // Another writer holds November's total until both re-issues are under way.
    const holder = await holdMonth("2026-11");
    let batch: Promise<unknown> = Promise.resolve();
    let single: Promise<unknown> = Promise.resolve();
    try {
      batch = db.transaction((tx) =>
        reissueEach(
          tx,
          COMPLIANCE,
          [{ id: staying }, { id: moving }],
          (old) => ({ correction: unchangedCorrection(old), reason: "The approval changed." }),
          null,
          new Date(),
        ),
      );
      await expect.poll(waitingForLocks, { timeout: 10_000 }).toBe(1);
      // As staff's re-issue does: the certificate, then its two months' totals.
      single = db.transaction(async (tx) => {
        const locked = await lockCertificate(tx, moving);
        if (!locked.ok) return locked.reason;
        const change = {
          correction: { ...correctionOf(locked.certificate), completedOn: "2026-11-12" },
          reason: "The completion day was entered wrong.",
        };
        await writeCertificateVersion(tx, COMPLIANCE, locked.certificate, change, new Date());
        return "moved";
      });
      await expect.poll(waitingForLocks, { timeout: 10_000 }).toBe(2);
    } finally {
      holder.letGo();
    }
    await holder.done;
    // Before, the batch held November and waited for the certificate, which
    // the single re-issue held while it waited for November: 40P01.
    const [reissued, moved] = await Promise.all([batch, single]);
    expect(reissued).toHaveLength(2);
    // The batch went first, so the single re-issue found a newer version.
    expect(moved).toBe("superseded");
    expect(await kept(db)).toEqual(await grouped(db));
  });
});

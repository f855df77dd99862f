import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificates } from "~/db/schema/certificates";
import { completionsFilters } from "~/modules/provider-compliance/completions-period";
import { listCompletions } from "~/modules/provider-compliance/list-completions.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { COURSE, START } from "../support/attendance-fixtures";
import { certifiedAttorney } from "../support/certificate-fixtures";

describe.each(DATABASE_KINDS)("the completions report on %s", (kind) => {
  let database: TestDatabase;
  const filters = (asked: Parameters<typeof completionsFilters>[0]) =>
    completionsFilters(asked, "2026-11-26");

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, START);
    const db = database.db;
    // Three New York completions (1.5 hours each) in two months, one in Illinois,
    // and a revoked and a superseded certificate that do not count.
    const made: { id: string; month: string; state?: string; change?: object }[] = [
      { id: "", month: "2026-10-03" },
      { id: "", month: "2026-10-30" },
      { id: "", month: "2026-11-02" },
      { id: "", month: "2026-11-05", state: "illinois" },
      { id: "", month: "2026-11-06", change: { revokedAt: START, revocationReason: "Test." } },
      {
        id: "",
        month: "2026-11-07",
        change: { supersededAt: START, supersededReason: "Test." },
      },
      { id: "", month: "2025-06-01" },
    ];
    for (const entry of made) {
      const { id } = await certifiedAttorney(db);
      await db
        .update(certificates)
        .set({ completedOn: entry.month, stateSlug: entry.state ?? "new-york", ...entry.change })
        .where(eq(certificates.id, id));
    }
  });
  afterAll(() => database?.destroy());

  it("counts valid certificates by month, state and course, with their credit hours", async () => {
    const rows = await listCompletions(database.db, filters({}));
    expect(rows.map(({ courseTitle: _title, ...row }) => row)).toEqual([
      {
        month: "2026-11",
        stateSlug: "illinois",
        stateName: "Illinois",
        courseId: COURSE,
        completions: 1,
        creditHours: 1.5,
      },
      {
        month: "2026-11",
        stateSlug: "new-york",
        stateName: "New York",
        courseId: COURSE,
        completions: 1,
        creditHours: 1.5,
      },
      {
        month: "2026-10",
        stateSlug: "new-york",
        stateName: "New York",
        courseId: COURSE,
        completions: 2,
        creditHours: 3,
      },
    ]);
  });

  it("narrows to a state, a course and the months asked for", async () => {
    expect(await listCompletions(database.db, filters({ state: "illinois" }))).toMatchObject([
      { month: "2026-11", stateSlug: "illinois", completions: 1 },
    ]);
    expect(await listCompletions(database.db, filters({ course: "no-such-course" }))).toEqual([]);
    expect(
      await listCompletions(database.db, filters({ from: "2025-01", to: "2025-12" })),
    ).toMatchObject([{ month: "2025-06", completions: 1 }]);
    expect(
      await listCompletions(database.db, filters({ from: "2026-10", to: "2026-10" })),
    ).toMatchObject([{ month: "2026-10", completions: 2 }]);
  });
});

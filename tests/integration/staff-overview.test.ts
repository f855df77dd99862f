import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPLASH_COURSE_ID } from "~/content/catalogue";
import { liveSessions } from "~/db/schema/catalogue";
import { inboxItems } from "~/db/schema/inbox";
import { listOldestOpenInbox } from "~/modules/inbox/list-inbox.server";
import { listUpcomingSessions } from "~/modules/live-sessions/list-upcoming-sessions.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";

describe.each(DATABASE_KINDS)("the staff overview on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, new Date("2027-01-04T12:00:00Z"));
  });
  afterAll(() => database?.destroy());

  it("lists the open inbox items waiting longest, oldest first, without those done", async () => {
    const item = (sourceId: string, receivedAt: string, status: string) => ({
      kind: "contact",
      sourceId,
      fromName: `Sender ${sourceId}`,
      fromEmail: `${sourceId}@example.com`,
      summary: `About ${sourceId}`,
      receivedAt: new Date(receivedAt),
      status,
    });
    await database.db
      .insert(inboxItems)
      .values([
        item("newest", "2026-01-05T10:00:00Z", "new"),
        item("done-oldest", "2026-01-01T10:00:00Z", "done"),
        item("middle", "2026-01-03T10:00:00Z", "in_progress"),
        item("oldest", "2026-01-02T10:00:00Z", "new"),
        item("later", "2026-01-04T10:00:00Z", "new"),
      ]);
    const oldest = await listOldestOpenInbox(database.db, 3);
    expect(oldest.map((row) => row.sourceId)).toEqual(["oldest", "middle", "later"]);
    expect(oldest[0]).toMatchObject({
      fromName: "Sender oldest",
      summary: "About oldest",
      kind: "contact",
      status: "new",
    });
  });

  it("counts today in the schedule's zone (Eastern), as its charts do, not in UTC", async () => {
    const session = (id: string, startsAt: string) => ({
      id,
      courseId: SPLASH_COURSE_ID,
      startsAt: new Date(startsAt),
      durationMinutes: 60,
      capacity: 10,
    });
    await database.db.insert(liveSessions).values([
      // 9 PM Eastern on March 9: the UTC day is March 10.
      session("overview-evening", "2027-03-10T02:00:00Z"),
      // 3 PM Eastern on March 9.
      session("overview-afternoon", "2027-03-09T20:00:00Z"),
    ]);
    const ids = async (now: string) =>
      (await listUpcomingSessions(database.db, new Date(now), 100))
        .map((row) => row.id)
        .filter((id) => id.startsWith("overview-"));
    // 10 PM Eastern on March 9 (March 10 in UTC): both sessions were today.
    expect(await ids("2027-03-10T03:00:00Z")).toEqual(["overview-afternoon", "overview-evening"]);
    // 7 AM Eastern on March 10: neither is today's any more.
    expect(await ids("2027-03-10T12:00:00Z")).toEqual([]);
    await database.db
      .delete(liveSessions)
      .where(inArray(liveSessions.id, ["overview-evening", "overview-afternoon"]));
  });
});

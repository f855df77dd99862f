import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "~/db/schema/auth";
import { liveSessions } from "~/db/schema/catalogue";
import { emailOutbox } from "~/db/schema/email";
import { courseRegistrations } from "~/db/schema/registrations";
import { registrationId } from "~/modules/registration/register-for-course.server";
import { sendSessionReminders } from "~/modules/registration/session-reminders.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { outboxMailer } from "../setup/test-services";

const COURSE = "hallucinated-citations-rule-11";
const NOW = new Date("2026-11-23T12:00:00Z");

describe.each(DATABASE_KINDS)("live session reminders on %s", (kind) => {
  let database: TestDatabase;
  const mailer = () => outboxMailer(database.db);
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, NOW);
  });
  afterAll(() => database?.destroy());

  it("e-mails each attendee once, the day before, with the join link", async () => {
    const [session] = await database.db
      .select()
      .from(liveSessions)
      .where(eq(liveSessions.courseId, COURSE));
    if (!session) throw new Error("no session");
    const uid = `r-${randomUUID().slice(0, 8)}`;
    await database.db
      .insert(user)
      .values({ id: uid, name: "Ruth Ginsburg", email: `${uid}@example.com` });
    await database.db.insert(courseRegistrations).values({
      id: registrationId(uid, COURSE),
      uid,
      courseId: COURSE,
      courseName: "Hallucinated Citations and Rule 11",
      firstName: "Ruth",
      lastName: "Ginsburg",
      email: `${uid}@example.com`,
      state: "new-york",
      liveSessionId: session.id,
    });
    // Two days ahead: nothing yet.
    await database.db
      .update(liveSessions)
      .set({
        startsAt: new Date(NOW.getTime() + 48 * 3_600_000),
        joinUrl: "https://meet.example.com/r11",
      })
      .where(eq(liveSessions.id, session.id));
    expect(
      await sendSessionReminders(database.db, mailer(), { baseUrl: "https://cle.test" }, NOW),
    ).toBe(0);
    // Twenty hours ahead: one reminder, however many instances run at once.
    await database.db
      .update(liveSessions)
      .set({ startsAt: new Date(NOW.getTime() + 20 * 3_600_000) })
      .where(eq(liveSessions.id, session.id));
    const runs = await Promise.all(
      [1, 2, 3].map(() =>
        sendSessionReminders(database.db, mailer(), { baseUrl: "https://cle.test" }, NOW),
      ),
    );
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(
      await sendSessionReminders(database.db, mailer(), { baseUrl: "https://cle.test" }, NOW),
    ).toBe(0);
    const mail = await database.db.select().from(emailOutbox).where(eq(emailOutbox.uid, uid));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toMatch(/^Reminder: Hallucinated Citations and Rule 11, \w+day, /);
    // The link goes through the site (which records the join), never the meeting's own address.
    expect(mail[0]?.text).toContain(`https://cle.test/dashboard/sessions/${session.id}/join`);
    expect(mail[0]?.text).not.toContain("https://meet.example.com/r11");
  });
});

import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "~/db/schema/auth";
import { liveSessions } from "~/db/schema/catalogue";
import { emailOutbox } from "~/db/schema/email";
import { staffMailings } from "~/db/schema/mailings";
import { newsletterSubscriptions } from "~/db/schema/newsletter";
import { courseRegistrations } from "~/db/schema/registrations";
import { staffAuditLog } from "~/db/schema/staff";
import { deliverDueEmails, MAX_ATTEMPTS } from "~/modules/email/outbox.server";
import { createLogger } from "~/modules/logging/logger.server";
import { createMailing } from "~/modules/mailings/create-mailing.server";
import { listMailings } from "~/modules/mailings/list-mailings.server";
import { loadMailing } from "~/modules/mailings/load-mailing.server";
import { mailingContentSchema } from "~/modules/mailings/mailing-forms";
import { fillMergeFields, unknownMergeFieldMessage } from "~/modules/mailings/merge-fields";
import { resolveMailingAudience } from "~/modules/mailings/resolve-mailing-audience.server";
import { saveMailing } from "~/modules/mailings/save-mailing.server";
import { sendMailing } from "~/modules/mailings/send-mailing.server";
import { sendMailingTest } from "~/modules/mailings/send-mailing-test.server";
import { registrationId } from "~/modules/registration/register-for-course.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { outboxMailer } from "../setup/test-services";

// Messages staff write to registrants: who they reach (a session's, a
// course's, a filtered roster's; ended registrations out; news not to those
// who opted out), their merge fields, the test, and a send that happens once
// however often it is submitted.

const COURSE = "hallucinated-citations-rule-11";
const COURSE_TITLE_PATTERN = /Hallucinated Citations/;
const NOW = new Date("2026-11-23T12:00:00Z");
const BASE = "https://cle.test";
const STAFF: StaffActor = {
  id: null,
  email: "mail-lead@example.com",
  roles: ["support"],
  ipAddress: null,
};
const CONTENT = {
  subject: "About {{course}}",
  body: "Dear {{name}},\n\nWe meet on {{session_time}}. Join here: {{join_link}}\n\nSee you.",
  kind: "operational" as const,
};

describe("merge fields", () => {
  it("names each unknown field, and fills the known ones", () => {
    expect(unknownMergeFieldMessage("Hi {{name}}")).toBeNull();
    expect(unknownMergeFieldMessage("Hi {{ nmae }} of {{firm}} {{nmae}}")).toBe(
      "{{nmae}}, {{firm}} are not merge fields: use {{name}}, {{course}}, {{session_time}}, {{join_link}}.",
    );
    expect(
      fillMergeFields("Hi {{ name }}, {{course}} at {{session_time}}: {{join_link}}", {
        name: "Ada Park",
        course: "AI Law",
        session_time: "Monday",
        join_link: "https://x.test/j",
      }),
    ).toBe("Hi Ada Park, AI Law at Monday: https://x.test/j");
  });

  it("refuses a message with an unknown merge field, saying which", () => {
    const parsed = mailingContentSchema.safeParse({ ...CONTENT, body: "Dear {{first_name}}" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/^\{\{first_name\}\} is not a merge field/);
    expect(parsed.error?.issues[0]?.path).toEqual(["body"]);
  });
});

describe.each(DATABASE_KINDS)("messages to registrants on %s", (kind) => {
  let database: TestDatabase;
  let sessionId: string;
  const tag = randomUUID().slice(0, 6);
  const people = {
    ada: { first: "Ada", last: "Park", session: true, news: "unsubscribed" as const },
    ben: { first: "Ben", last: "Quill", session: true, news: "confirmed" as const },
    cy: { first: "Cy", last: "Reed", session: true, news: null },
    dee: { first: "Dee", last: "Stone", session: false, news: null },
  };
  const uid = (name: keyof typeof people) => `${name}-${tag}`;
  const email = (name: keyof typeof people) => `${name}-${tag}@example.com`;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, NOW);
    const [session] = await database.db
      .select()
      .from(liveSessions)
      .where(and(eq(liveSessions.courseId, COURSE), isNull(liveSessions.cancelledAt)));
    if (!session) throw new Error("no session");
    sessionId = session.id;
    await database.db
      .update(liveSessions)
      .set({ startsAt: new Date("2027-01-12T18:00:00Z"), joinUrl: "https://meet.example.com/r11" })
      .where(eq(liveSessions.id, sessionId));
    for (const [name, person] of Object.entries(people) as [
      keyof typeof people,
      (typeof people)[keyof typeof people],
    ][]) {
      await database.db
        .insert(user)
        .values({ id: uid(name), name: `${person.first} ${person.last}`, email: email(name) });
      await database.db.insert(courseRegistrations).values({
        id: registrationId(uid(name), COURSE),
        uid: uid(name),
        courseId: COURSE,
        courseName: "Hallucinated Citations and Rule 11",
        firstName: person.first,
        lastName: person.last,
        email: email(name),
        state: "new-york",
        liveSessionId: person.session ? sessionId : null,
      });
      if (person.news) {
        await database.db.insert(newsletterSubscriptions).values({
          email: email(name),
          status: person.news,
          token: `tok-${name}-${tag}`,
        });
      }
    }
    // Cy's place in the session ended (as a cancelled session leaves it): on demand now.
    await database.db
      .update(courseRegistrations)
      .set({ liveSessionId: null })
      .where(eq(courseRegistrations.uid, uid("cy")));
  });
  afterAll(() => database?.destroy());

  const session = () => ({ courseId: COURSE, sessionId, filterQuery: "" });
  const names = (recipients: { firstName: string }[]) => recipients.map((r) => r.firstName);

  it("reaches a session's registrants; ended places are out; news skips who opted out", async () => {
    const operational = await resolveMailingAudience(database.db, session(), "operational");
    expect(
      names(operational.recipients).filter((n) => ["Ada", "Ben", "Cy", "Dee"].includes(n)),
    ).toEqual(["Ada", "Ben"]);
    expect(operational.optedOut).toBe(0);
    const marketing = await resolveMailingAudience(database.db, session(), "marketing");
    expect(names(marketing.recipients)).not.toContain("Ada");
    expect(names(marketing.recipients)).toContain("Ben");
    expect(marketing.optedOut).toBeGreaterThanOrEqual(1);
    expect(marketing.recipients.length + marketing.optedOut).toBe(operational.recipients.length);
  });

  it("reaches a course's registrants, narrowed by a roster's filters", async () => {
    const course = { courseId: COURSE, sessionId: null, filterQuery: "" };
    const all = await resolveMailingAudience(database.db, course, "operational");
    expect(names(all.recipients)).toEqual(expect.arrayContaining(["Ada", "Ben", "Cy", "Dee"]));
    const found = await resolveMailingAudience(
      database.db,
      { ...course, filterQuery: `q=${encodeURIComponent(`dee-${tag}`)}` },
      "operational",
    );
    expect(names(found.recipients)).toEqual(["Dee"]);
  });

  it("fills each recipient's merge fields, sends a test to staff, and sends once however often it is submitted", async () => {
    const mailer = outboxMailer(database.db);
    const id = await createMailing(database.db, STAFF, session(), CONTENT);
    const draft = await loadMailing(database.db, id, BASE);
    const recipients = draft?.draft?.recipients ?? 0;
    expect(recipients).toBeGreaterThanOrEqual(2);
    // The preview is the first recipient's copy, through the real template.
    expect(draft?.draft?.preview?.subject).toMatch(COURSE_TITLE_PATTERN);
    expect(draft?.draft?.preview?.text).not.toContain("{{");

    // A test goes to the staff member only, marked, outside the mailing's copies.
    const tested = await sendMailingTest(
      database.db,
      mailer,
      STAFF,
      { uid: uid("dee"), email: "mail-lead@example.com" },
      id,
      BASE,
    );
    expect(tested.ok).toBe(true);
    const [test] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "mail-lead@example.com"));
    expect(test?.subject).toMatch(/^TEST: About Hallucinated Citations/);
    expect(test?.mailingId).toBeNull();

    // A count that changed since the page was shown is asked again.
    const stale = await sendMailing(database.db, mailer, STAFF, id, {
      expected: recipients + 1,
      baseUrl: BASE,
    });
    expect(stale).toEqual({ ok: false, reason: "changed", recipients, optedOut: 0 });

    // A double (triple) submit: sent once.
    const sends = await Promise.all(
      [1, 2, 3].map(() =>
        sendMailing(database.db, mailer, STAFF, id, { expected: recipients, baseUrl: BASE }),
      ),
    );
    expect(sends.filter((s) => s.ok && !s.already)).toHaveLength(1);
    expect(sends.every((s) => s.ok && s.sent === recipients)).toBe(true);
    const copies = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.mailingId, id));
    expect(copies).toHaveLength(recipients);
    const ada = copies.find((copy) => copy.toAddress === email("ada"));
    expect(ada?.uid).toBe(uid("ada"));
    expect(ada?.subject).toBe(
      "About Hallucinated Citations and Rule 11: Litigating Responsibly with AI",
    );
    expect(ada?.text).toContain("Dear Ada Park,");
    expect(ada?.text).toMatch(/We meet on Tuesday, January 12, 2027 at 1:00 PM EST/);
    expect(ada?.text).toContain(`${BASE}/dashboard/sessions/${sessionId}/join`);
    expect(ada?.text).not.toContain("meet.example.com");
    expect(copies.some((copy) => copy.toAddress === email("cy"))).toBe(false);
    const audit = await database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.recordId, id), eq(staffAuditLog.action, "mailing.send")));
    expect(audit).toHaveLength(1);
    // Sent: no more changes.
    expect(await saveMailing(database.db, STAFF, id, { ...CONTENT, subject: "Again" })).toBe(false);

    // Delivery: one address refuses; the page lists it with the reason.
    const transport = {
      async send(message: { to: string }) {
        if (message.to === email("ben")) throw new Error("550 mailbox unavailable");
      },
      close() {},
    };
    for (let pass = 0; pass < 3; pass += 1) {
      await deliverDueEmails(database.db, transport, {
        from: "a@b.co",
        logger: createLogger("silent"),
      });
    }
    const progress = (await loadMailing(database.db, id, BASE))?.progress;
    expect(progress?.waiting).toBe(1);
    expect(progress?.delivered).toBe(recipients - 1);
    expect(progress?.failures).toEqual([
      expect.objectContaining({ toAddress: email("ben"), lastError: "550 mailbox unavailable" }),
    ]);
    // The list finds it by subject, still waiting on one copy.
    const listed = await listMailings(database.db, "About {{course}}", 1);
    expect(listed.mailings.find((row) => row.id === id)).toMatchObject({
      status: "sending",
      waiting: true,
      recipientCount: recipients,
    });
    const [unfinished] = await database.db
      .select()
      .from(staffMailings)
      .where(eq(staffMailings.id, id));
    expect(unfinished?.finishedAt).toBeNull();

    // Ben's copy fails for good on its last attempt: the message is over.
    await database.db
      .update(emailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date(0) })
      .where(and(eq(emailOutbox.mailingId, id), eq(emailOutbox.toAddress, email("ben"))));
    await deliverDueEmails(database.db, transport, {
      from: "a@b.co",
      logger: createLogger("silent"),
    });
    const [finished] = await database.db
      .select()
      .from(staffMailings)
      .where(eq(staffMailings.id, id));
    expect(finished?.status).toBe("sent");
    expect(finished?.finishedAt).toBeInstanceOf(Date);
  });

  it("sends news only to those who did not opt out, with their unsubscribe link", async () => {
    const mailer = outboxMailer(database.db);
    const id = await createMailing(database.db, STAFF, session(), {
      ...CONTENT,
      kind: "marketing",
    });
    const { recipients, optedOut } = await resolveMailingAudience(
      database.db,
      session(),
      "marketing",
    );
    const sent = await sendMailing(database.db, mailer, STAFF, id, {
      expected: recipients.length,
      baseUrl: BASE,
    });
    expect(sent).toEqual({ ok: true, sent: recipients.length, optedOut, already: false });
    const copies = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.mailingId, id));
    expect(copies.map((copy) => copy.toAddress)).not.toContain(email("ada"));
    const ben = copies.find((copy) => copy.toAddress === email("ben"));
    expect(ben?.text).toContain(`${BASE}/newsletter/unsubscribe?token=tok-ben-${tag}`);
    const [row] = await database.db.select().from(staffMailings).where(eq(staffMailings.id, id));
    expect(row).toMatchObject({ status: "sending", optedOutCount: optedOut });
  });
});

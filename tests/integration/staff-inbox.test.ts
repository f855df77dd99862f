import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guideLeads, teamEnquiries } from "~/db/schema/enquiries";
import { inboxEntries, inboxItems } from "~/db/schema/inbox";
import { sendContactMessage } from "~/modules/contact/send-contact-message.server";
import {
  addInboxNote,
  replyToInboxItem,
  updateInboxItem,
} from "~/modules/inbox/change-inbox-item.server";
import { countOpenInbox, listInbox } from "~/modules/inbox/list-inbox.server";
import { loadInboxItem } from "~/modules/inbox/load-inbox-item.server";
import { listAuditLog } from "~/modules/staff/list-audit-log.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { outboxMailer, outboxMessages } from "../setup/test-services";

const SUPPORT: StaffActor = {
  id: null,
  email: "support@example.com",
  roles: ["support"],
  ipAddress: "192.0.2.1",
};

describe.each(DATABASE_KINDS)("the staff inbox on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.destroy());

  const contact = async (name: string) => {
    const email = `${name.toLowerCase().replace(/\W+/g, "-")}-${kind}@example.com`;
    await sendContactMessage(
      database.db,
      outboxMailer(database.db),
      { staffEmail: "staff@example.com" },
      { name, email, phone: undefined, message: `A question from ${name}` },
    );
    const { items } = await listInbox(database.db, { status: "all", q: email }, null, "nobody");
    const item = items[0];
    if (!item) throw new Error("no inbox item");
    return { kind: "contact" as const, sourceId: item.sourceId, email };
  };

  it("receives every contact message, At Work enquiry and guide request as a new item", async () => {
    const before = await countOpenInbox(database.db);
    await contact("Grace Hopper");
    await database.db.insert(teamEnquiries).values({
      id: `team-${kind}`,
      firmName: "Hopper & Co",
      contactName: "Grace",
      email: "grace@hopper.example",
      attorneys: 12,
      states: ["new-york", "texas"],
    });
    await database.db.insert(guideLeads).values({
      id: `guide-${kind}`,
      email: `lead-${kind}@example.com`,
      consentText: "Send me the guide",
      consentedAt: new Date(),
      source: "/free-guide",
    });
    expect((await countOpenInbox(database.db)).new).toBe(before.new + 3);
    const team = await loadInboxItem(database.db, "team", `team-${kind}`, []);
    expect(team?.item.summary).toBe("Hopper & Co: a team plan for 12 attorneys");
    expect(team?.facts).toContainEqual({ label: "States", value: "New York, Texas" });
    // Deleted at its source (an account's deletion takes its guide requests): gone here too.
    await database.db.delete(guideLeads).where(eq(guideLeads.id, `guide-${kind}`));
    expect(await loadInboxItem(database.db, "guide", `guide-${kind}`, [])).toBeNull();
  });

  it("changes status and assignee once per version: a stale save is refused with who and when", async () => {
    const item = await contact("Ada Byron");
    expect(
      await updateInboxItem(
        database.db,
        SUPPORT,
        { ...item, version: 1 },
        {
          status: "in_progress",
          assigneeId: null,
        },
      ),
    ).toEqual({ ok: true });
    const stale = await updateInboxItem(
      database.db,
      { ...SUPPORT, email: "late@example.com" },
      { ...item, version: 1 },
      { status: "done", assigneeId: null },
    );
    expect(stale).toMatchObject({ ok: false, reason: "overtaken", by: "support@example.com" });
    const [row] = await database.db
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.kind, "contact"), eq(inboxItems.sourceId, item.sourceId)));
    expect(row).toMatchObject({ status: "in_progress", version: 2 });
  });

  it("keeps notes and e-mailed replies as the conversation, each in the audit log", async () => {
    const item = await contact("Alan Turing");
    expect(await addInboxNote(database.db, SUPPORT, item, "Called back, no answer")).toBe(true);
    const sent = await replyToInboxItem(
      database.db,
      outboxMailer(database.db),
      { ...SUPPORT, name: "Sam Support" },
      item,
      { subject: "Re: your question", body: "Yes, it is approved.\n\nBest regards" },
    );
    expect(sent).toBe(true);
    const [mail] = await outboxMessages(database.db, item.email, "staff-reply");
    expect(mail?.subject).toBe("Re: your question");
    expect(mail?.text).toContain("Yes, it is approved.");
    expect(mail?.text).toContain("Sam Support");
    // The sender's own words are quoted below the reply.
    expect(mail?.text).toMatch(/On .+, Alan Turing wrote:/);
    expect(mail?.text).toContain("A question from Alan Turing");
    const entries = await database.db
      .select({ type: inboxEntries.type, emailId: inboxEntries.emailId })
      .from(inboxEntries)
      .where(eq(inboxEntries.sourceId, item.sourceId));
    expect(entries.map((entry) => entry.type).sort()).toEqual(["note", "reply"]);
    expect(entries.find((entry) => entry.type === "reply")?.emailId).toBe(mail?.id);
    const loaded = await loadInboxItem(database.db, "contact", item.sourceId, []);
    expect(loaded?.item.status).toBe("in_progress");
    // The reply form offers a subject from what the sender wrote.
    expect(loaded?.replySubject).toBe("Re: A question from Alan Turing");
    const audit = await listAuditLog(database.db, { record: `contact:${item.sourceId}` }, null);
    expect(audit.entries.map((entry) => entry.action)).toEqual(["inbox.reply", "inbox.note"]);
  });

  it("filters by status, kind, assignee and sender", async () => {
    const item = await contact("Katherine Johnson");
    const open = await listInbox(database.db, { status: "open", q: "katherine" }, null, "me");
    expect(open.items.map((row) => row.sourceId)).toEqual([item.sourceId]);
    const done = await listInbox(database.db, { status: "done", q: "katherine" }, null, "me");
    expect(done.total.count).toBe(0);
    const mine = await listInbox(database.db, { status: "all", assignee: "me" }, null, "me");
    expect(mine.total.count).toBe(0);
    const guides = await listInbox(
      database.db,
      { status: "all", kind: "guide", q: "katherine" },
      null,
      "me",
    );
    expect(guides.total.count).toBe(0);
    expect((await listInbox(database.db, { status: "all", q: "%" }, null, "me")).total.count).toBe(
      0,
    );
  });
});

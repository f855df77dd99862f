import { and, count, eq, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimit } from "~/db/schema/auth";
import { emailOutbox } from "~/db/schema/email";
import { contactMessages, guideLeads, teamEnquiries } from "~/db/schema/enquiries";
import { inboxEntries, inboxItems } from "~/db/schema/inbox";
import { newsletterSubscriptions } from "~/db/schema/newsletter";
import { staffAuditLog } from "~/db/schema/staff";
import { deleteAccount } from "~/modules/accounts/delete-account.server";
import { consumeAddressAttempt } from "~/modules/auth/address-rate-limit.server";
import { contactSchema } from "~/modules/contact/contact-form";
import { sendContactMessage } from "~/modules/contact/send-contact-message.server";
import { sendTeamEnquiry } from "~/modules/enquiries/send-team-enquiry.server";
import { teamEnquirySchema } from "~/modules/enquiries/team-enquiry-form";
import { addInboxNote, replyToInboxItem } from "~/modules/inbox/change-inbox-item.server";
import { subscribeToNewsletter } from "~/modules/newsletter/subscribe-to-newsletter.server";
import { seedDatabase } from "../../server/seed-database";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { browserRequest, createTestContext, TEST_BASE_URL } from "../setup/test-services";

// An account's address sits outside the account's rows too: in staff
// notifications that name it, in the messages it sent through the site and
// the inbox items made of them, in our replies and in the staff log's entries
// about those. Deleting the account removes all of it, and nothing of anyone else's.

const STAFF = "staff@lexedge.test";

/** Where an address may sit outside its account's rows. */
const TABLES = {
  emailOutbox,
  contactMessages,
  teamEnquiries,
  guideLeads,
  newsletterSubscriptions,
  inboxItems,
  inboxEntries,
  rateLimit,
};

describe.each(DATABASE_KINDS)("an account's address after its deletion on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db);
    context = createTestContext(database);
  });
  afterAll(() => database?.destroy());

  /** What someone at `email` sends through the site's forms, and the staff's answers to it. */
  async function writeToUs(email: string, who: string) {
    const { db } = database;
    const { mailer } = context.services;
    await subscribeToNewsletter(
      db,
      mailer,
      { baseUrl: TEST_BASE_URL, staffEmail: STAFF },
      { email, source: "hero" },
    );
    const contact = contactSchema.parse({
      name: who,
      email,
      phone: "",
      message: `Please write back to ${email}.`,
    });
    await sendContactMessage(db, mailer, { staffEmail: STAFF }, contact);
    const enquiry = teamEnquirySchema.parse({
      firmName: `${who} LLP`,
      contactName: who,
      email,
      phone: "",
      attorneys: "12",
      states: ["new-york"],
      message: "A plan for the litigation group.",
      website: "",
    });
    await sendTeamEnquiry(db, mailer, { staffEmail: STAFF }, enquiry);
    await db.insert(guideLeads).values({
      id: `lead-${email}`,
      email,
      consentText: "Send me the guide.",
      consentedAt: new Date(),
      source: "/free-guide",
    });
    const [item] = await db
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.kind, "contact"), eq(inboxItems.fromEmail, email)));
    if (!item) throw new Error("no inbox item");
    const key = { kind: "contact" as const, sourceId: item.sourceId };
    const staff = { id: null, email: STAFF, roles: ["support"] as const, ipAddress: null };
    await addInboxNote(db, staff, key, `Called ${who} about ${email}.`);
    await replyToInboxItem(db, mailer, { ...staff, name: "Support" }, key, {
      subject: "Your message",
      body: `Dear ${who}, we wrote to ${email}.`,
    });
    return key;
  }

  it("leaves no row that names it: outbox, messages, inbox, the staff log's details, counters", async () => {
    const { cookie, password, email, user: current } = await signUpMember(context, `${kind}-gone`);
    const other = await signUpMember(context, `${kind}-stays`);
    const mine = await writeToUs(email, "Ada Lovelace");
    const theirs = await writeToUs(other.email, "Grace Hopper");
    await consumeAddressAttempt(database.db, "sign-in", email);
    const { db } = database;
    /** How many rows of each table hold the address anywhere (any column, as text). */
    const rowsNaming = async (address: string) => {
      const found: Record<string, number> = {};
      for (const [name, table] of Object.entries(TABLES)) {
        const [row] = await db
          .select({ n: count() })
          .from(table)
          .where(sql`${table}::text ilike ${`%${address}%`}`);
        if (row && row.n > 0) found[name] = row.n;
      }
      return found;
    };
    // Before: the staff notifications name the address in their subject and body.
    const notifications = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, STAFF));
    expect(
      notifications.filter((row) => row.text.includes(email)).map((row) => row.template),
    ).toEqual(expect.arrayContaining(["staff-newsletter", "staff-contact", "staff-team-enquiry"]));
    expect(Object.keys(await rowsNaming(email)).length).toBeGreaterThan(5);

    const result = await deleteAccount(
      context,
      browserRequest("/delete-account", { method: "POST", cookie }),
      current,
      { uid: current.id, password },
    );
    expect(result.ok).toBe(true);

    expect(await rowsNaming(email)).toEqual({});
    // The staff log keeps its entries about the inbox item, without their details.
    const entries = await db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.recordId, `contact:${mine.sourceId}`));
    expect(entries.map((entry) => entry.action).sort()).toEqual(["inbox.note", "inbox.reply"]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ before: null, after: null, reason: null });
      expect(entry.shreddedAt).not.toBeNull();
    }
    const [log] = await db
      .select({ n: count() })
      .from(staffAuditLog)
      .where(sql`${staffAuditLog}::text ilike ${`%${email}%`}`);
    expect(log?.n).toBe(0);

    // Someone else's mail, messages and log entries are untouched.
    const kept = await rowsNaming(other.email);
    for (const table of Object.keys(TABLES).filter((name) => name !== "rateLimit")) {
      expect(kept[table], table).toBeGreaterThan(0);
    }
    const [reply] = await db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.recordId, `contact:${theirs.sourceId}`),
          eq(staffAuditLog.action, "inbox.reply"),
        ),
      );
    expect(reply?.after).toMatchObject({ to: other.email });
    expect(
      await db.select().from(inboxEntries).where(eq(inboxEntries.sourceId, theirs.sourceId)),
    ).toHaveLength(2);
    expect(
      await db.select().from(contactMessages).where(eq(contactMessages.email, other.email)),
    ).toHaveLength(1);
    expect(
      await db.select().from(teamEnquiries).where(eq(teamEnquiries.email, other.email)),
    ).toHaveLength(1);
    expect(
      await db
        .select()
        .from(rateLimit)
        .where(sql`${rateLimit.key} like ${`%${email}`}`),
    ).toHaveLength(0);
  });
});

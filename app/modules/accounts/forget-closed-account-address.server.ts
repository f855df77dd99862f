import { eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rateLimit } from "~/db/schema/auth";
import { emailOutbox } from "~/db/schema/email";
import { contactMessages, guideLeads, teamEnquiries } from "~/db/schema/enquiries";
import { newsletterSubscriptions } from "~/db/schema/newsletter";
import { addressAttemptKeys } from "~/modules/auth/address-rate-limit.server";
import { freeGuideAddressKey } from "~/modules/guide/free-guide-address-key";
import { aboutInboxItemsFrom } from "~/modules/retention/audit-entries-about";
import { shredAuditEntries } from "~/modules/staff/shred-audit-entries.server";

/**
 * What a closed account's address left outside the account's own rows, in
 * one transaction: mail about the account, to its address, or naming it to
 * staff (a notification of its newsletter sign-up, contact message or
 * enquiry); the messages it sent through the site (contact form, At Work
 * enquiries, free guide requests), whose inbox items go with them (triggers,
 * migration 0015) with their notes and replies, after the staff log's
 * details about those items are shredded; its newsletter subscription; and
 * the counters keyed by it.
 */
export async function forgetClosedAccountAddress(
  db: Database,
  account: { id: string; email: string },
  at: Date = new Date(),
): Promise<void> {
  const email = account.email.trim().toLowerCase();
  await db.transaction(async (tx) => {
    await tx
      .delete(emailOutbox)
      .where(
        or(
          eq(emailOutbox.uid, account.id),
          eq(sql`lower(${emailOutbox.toAddress})`, email),
          eq(emailOutbox.aboutAddress, email),
        ),
      );
    await shredAuditEntries(tx, aboutInboxItemsFrom(email), at);
    await tx.delete(contactMessages).where(eq(sql`lower(${contactMessages.email})`, email));
    await tx.delete(teamEnquiries).where(eq(sql`lower(${teamEnquiries.email})`, email));
    await tx.delete(guideLeads).where(eq(guideLeads.email, email));
    await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    await tx
      .delete(rateLimit)
      .where(inArray(rateLimit.key, [...addressAttemptKeys(email), freeGuideAddressKey(email)]));
  });
}

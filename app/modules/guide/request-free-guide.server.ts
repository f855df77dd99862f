import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import {
  FREE_GUIDE_COURSE_ID,
  FREE_GUIDE_FILENAME,
  FREE_GUIDE_SECTIONS,
  FREE_GUIDE_TITLE,
} from "~/content/free-guide";
import type { Database } from "~/db/client.server";
import { binaryAttachment } from "~/db/schema/email";
import { guideLeads } from "~/db/schema/enquiries";
import { consumeRateLimit } from "~/modules/auth/consume-rate-limit.server";
import { getCourse } from "~/modules/catalogue/get-course.server";
import { renderFreeGuide } from "~/modules/documents/free-guide.server";
import type { Mailer } from "~/modules/email/mailer.server";
import { FreeGuideEmail } from "~/modules/email/templates/free-guide-email";
import { subscribeToNewsletter } from "~/modules/newsletter/subscribe-to-newsletter.server";
import { freeGuideAddressKey } from "./free-guide-address-key";
import { FREE_GUIDE_CONSENT_TEXT } from "./free-guide-fields";
import type { FreeGuideInput } from "./free-guide-form";

/**
 * One address gets the guide at most this many times a day, whoever asks:
 * further requests are answered as usual but send nothing, so the form
 * cannot be used to flood someone's mailbox.
 */
export const FREE_GUIDE_SENDS_PER_DAY = 3;

type FreeGuideOutcome =
  /** The guide is in the outbox (and the newsletter asked for, when ticked). */
  | "sent"
  /** The address had the guide sent too often today: recorded, nothing sent. */
  | "limited"
  /** A bot filled in the honeypot: nothing stored or sent. */
  | "ignored";

/**
 * A visitor asks for the free guide: the lead is stored (or, for an address
 * we know, updated: its consent renewed, its request counted) and the guide
 * is e-mailed as a PDF attachment, in one transaction. A ticked newsletter
 * box subscribes the address too, double opt-in, in the same transaction.
 * The upsert locks the lead's row, so simultaneous requests for one address
 * take turns and the daily count holds.
 */
export async function requestFreeGuide(
  db: Database,
  mailer: Mailer,
  options: { baseUrl: string; staffEmail: string; source: string },
  input: FreeGuideInput,
  now: Date = new Date(),
): Promise<FreeGuideOutcome> {
  if (input.website && input.website.trim() !== "") return "ignored";
  const email = input.email.trim().toLowerCase();
  // Rendered once per process (again when staff retitle the course it names);
  // outside the transaction, which holds a row lock.
  const pdf = await renderFreeGuide(await guideCourseTitle(db));
  const outcome = await db.transaction(async (tx): Promise<FreeGuideOutcome> => {
    await tx
      .insert(guideLeads)
      .values({
        id: randomUUID(),
        email,
        name: input.name ?? null,
        consentText: FREE_GUIDE_CONSENT_TEXT,
        consentedAt: now,
        newsletter: input.newsletter,
        source: options.source,
        requestCount: 1,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: guideLeads.email,
        set: {
          // A name given before is kept when this request leaves it out.
          name: sql`coalesce(excluded.name, ${guideLeads.name})`,
          consentText: sql`excluded.consent_text`,
          consentedAt: sql`excluded.consented_at`,
          newsletter: sql`${guideLeads.newsletter} or excluded.newsletter`,
          source: sql`excluded.source`,
          requestCount: sql`${guideLeads.requestCount} + 1`,
          updatedAt: now,
        },
      });
    const allowed = await consumeRateLimit(
      tx,
      freeGuideAddressKey(email),
      { windowSeconds: 24 * 60 * 60, max: FREE_GUIDE_SENDS_PER_DAY },
      now.getTime(),
    );
    if (!allowed) return "limited";
    await tx.update(guideLeads).set({ lastSentAt: now }).where(eq(guideLeads.email, email));
    await mailer.sendEmail(
      {
        to: email,
        subject: `Your free guide: ${FREE_GUIDE_TITLE}`,
        template: "free-guide",
        body: FreeGuideEmail({
          title: FREE_GUIDE_TITLE,
          filename: FREE_GUIDE_FILENAME,
          sections: FREE_GUIDE_SECTIONS,
          onDemandUrl: `${options.baseUrl}/ondemand`,
        }),
        attachments: [binaryAttachment(FREE_GUIDE_FILENAME, "application/pdf", pdf)],
      },
      tx,
    );
    if (input.newsletter) {
      await subscribeToNewsletter(
        tx,
        mailer,
        { baseUrl: options.baseUrl, staffEmail: options.staffEmail },
        { email, source: "free-guide" },
      );
    }
    return "sent";
  });
  if (outcome === "sent") mailer.wake();
  return outcome;
}

/** The title of the course the guide recommends, as staff keep it; null while it is not on sale. */
export async function guideCourseTitle(db: Database): Promise<string | null> {
  const course = await getCourse(db, FREE_GUIDE_COURSE_ID);
  return course?.status === "published" ? course.title : null;
}

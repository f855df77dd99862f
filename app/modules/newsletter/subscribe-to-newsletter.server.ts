import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { newsletterSubscriptions } from "~/db/schema/newsletter";
import type { Mailer } from "~/modules/email/mailer.server";
import { NewsletterConfirmation } from "~/modules/email/templates/newsletter-confirmation";
import { StaffNotification } from "~/modules/email/templates/staff-notification";
import { newsletterLink } from "./newsletter-link.server";

type SubscribeOutcome = "confirmation-sent" | "already-subscribed";

/** The form a sign-up came from: the home page's two boxes, or the free guide's checkbox. */
type NewsletterSource = "hero" | "upcoming" | "free-guide";

const SOURCE_LABELS: Record<NewsletterSource, string> = {
  hero: "Home page sign-up",
  upcoming: "Be the First to Know",
  "free-guide": "Free guide page",
};

/**
 * A newsletter sign-up (spec §7, stored here rather than at a form service):
 * idempotent per address. A new or lapsed address gets a confirmation link
 * (double opt-in) and the staff are told, as the spec's form message did; a
 * pending one gets its link again; a confirmed one is left as it is.
 */
export async function subscribeToNewsletter(
  db: Database,
  mailer: Mailer,
  options: { baseUrl: string; staffEmail: string },
  input: { email: string; source: NewsletterSource },
): Promise<SubscribeOutcome> {
  const email = input.email.trim().toLowerCase();
  const outcome = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email))
      .for("update");
    if (existing?.status === "confirmed") return { kind: "already-subscribed" as const };
    const token = existing?.token ?? randomBytes(24).toString("base64url");
    if (existing) {
      await tx
        .update(newsletterSubscriptions)
        .set({ status: "pending", source: input.source, updatedAt: sql`now()` })
        .where(eq(newsletterSubscriptions.email, email));
    } else {
      // A simultaneous sign-up for the same address wins the race; this one then resends.
      await tx
        .insert(newsletterSubscriptions)
        .values({ email, token, source: input.source })
        .onConflictDoNothing();
    }
    const [row] = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    const link = (path: string) => newsletterLink(options.baseUrl, path, row?.token ?? token);
    await mailer.sendEmail(
      {
        to: email,
        subject: "Confirm your subscription",
        template: "newsletter-confirmation",
        body: NewsletterConfirmation({
          confirmUrl: link("/newsletter/confirm"),
          unsubscribeUrl: link("/newsletter/unsubscribe"),
        }),
      },
      tx,
    );
    if (!existing) {
      await mailer.sendEmail(
        {
          to: options.staffEmail,
          aboutAddress: email,
          subject: `New newsletter subscription from ${email}`,
          template: "staff-newsletter",
          body: StaffNotification({
            heading: "New newsletter subscription",
            facts: [
              { label: "E-mail", value: email },
              { label: "Form", value: SOURCE_LABELS[input.source] },
            ],
          }),
        },
        tx,
      );
    }
    return { kind: "confirmation-sent" as const };
  });
  mailer.wake();
  return outcome.kind;
}

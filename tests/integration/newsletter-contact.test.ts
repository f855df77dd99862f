import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema/email";
import { contactMessages } from "~/db/schema/enquiries";
import { newsletterSubscriptions } from "~/db/schema/newsletter";
import { sendContactMessage } from "~/modules/contact/send-contact-message.server";
import { confirmSubscription } from "~/modules/newsletter/confirm-subscription.server";
import { subscribeToNewsletter } from "~/modules/newsletter/subscribe-to-newsletter.server";
import { unsubscribeFromNewsletter } from "~/modules/newsletter/unsubscribe-from-newsletter.server";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { outboxMailer } from "../setup/test-services";

/** The query of a link from the confirmation mail. */
const link = (token = "") => new URLSearchParams({ token });

describe.each(DATABASE_KINDS)("newsletter and contact on %s", (kind) => {
  let database: TestDatabase;
  const options = { baseUrl: "http://localhost:3000", staffEmail: "staff@lexedgecle.com" };
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.destroy());
  const mailer = () => outboxMailer(database.db);
  const mailTo = async (to: string) =>
    database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));

  it("double opt-in: pending, a link, confirmed; signing up again is idempotent", async () => {
    const email = `Reader-${kind}@Example.com`;
    const lower = email.toLowerCase();
    expect(
      await subscribeToNewsletter(database.db, mailer(), options, { email, source: "hero" }),
    ).toBe("confirmation-sent");
    expect(
      await subscribeToNewsletter(database.db, mailer(), options, {
        email: lower,
        source: "upcoming",
      }),
    ).toBe("confirmation-sent");
    const [row] = await database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, lower));
    expect(row).toMatchObject({ status: "pending" });
    const confirmations = await mailTo(lower);
    expect(confirmations).toHaveLength(2);
    expect(confirmations[0]?.text).toContain(
      `http://localhost:3000/newsletter/confirm?token=${row?.token}`,
    );
    expect(confirmations[0]?.text).toContain("/newsletter/unsubscribe?token=");
    expect(confirmations[0]?.text).toContain("entered to subscribe to our newsletter");
    // Staff hear once, as the spec's form message did.
    const staff = (await mailTo("staff@lexedgecle.com")).filter(
      (m) => m.subject === `New newsletter subscription from ${lower}`,
    );
    expect(staff).toHaveLength(1);

    expect(await confirmSubscription(database.db, link(row?.token))).toBe(lower);
    expect(
      await subscribeToNewsletter(database.db, mailer(), options, { email, source: "hero" }),
    ).toBe("already-subscribed");
    expect(await mailTo(lower)).toHaveLength(2);
    expect(await confirmSubscription(database.db, link("nope"))).toBeNull();
    // A link without a token, or with one too long to be ours, looks nothing up.
    expect(await confirmSubscription(database.db, new URLSearchParams())).toBeNull();
    expect(await confirmSubscription(database.db, link("x".repeat(201)))).toBeNull();
  });

  it("one-click unsubscribe, and a later sign-up asks for confirmation again", async () => {
    const email = `leaver-${kind}@example.com`;
    await subscribeToNewsletter(database.db, mailer(), options, { email, source: "hero" });
    const [row] = await database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    await confirmSubscription(database.db, link(row?.token));
    expect(await unsubscribeFromNewsletter(database.db, link(row?.token))).toBe(email);
    const [after] = await database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(after?.status).toBe("unsubscribed");
    expect(
      await subscribeToNewsletter(database.db, mailer(), options, { email, source: "hero" }),
    ).toBe("confirmation-sent");
    const [again] = await database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(again?.status).toBe("pending");
  });

  it("simultaneous sign-ups for one address keep one row", async () => {
    const email = `twice-${kind}@example.com`;
    await Promise.all(
      [1, 2, 3].map(() =>
        subscribeToNewsletter(database.db, mailer(), options, { email, source: "hero" }),
      ),
    );
    const [rows] = await database.db
      .select({ n: count() })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(rows?.n).toBe(1);
  });

  it("stores a contact message and e-mails it to the staff; a bot's honeypot sends nothing", async () => {
    const input = {
      name: "Grace Hopper",
      email: `grace-${kind}@example.com`,
      phone: undefined,
      message: "Is the course approved in Ohio?",
    };
    expect(await sendContactMessage(database.db, mailer(), options, input)).toBe("sent");
    const [stored] = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, input.email));
    expect(stored).toMatchObject({
      name: "Grace Hopper",
      phone: null,
      message: "Is the course approved in Ohio?",
    });
    const staff = (await mailTo("staff@lexedgecle.com")).filter(
      (m) => m.subject === "Contact form: message from Grace Hopper",
    );
    expect(staff[0]?.text).toContain("Is the course approved in Ohio?");

    const bot = { ...input, email: `bot-${kind}@example.com`, website: "http://spam.example" };
    expect(await sendContactMessage(database.db, mailer(), options, bot)).toBe("ignored");
    const [none] = await database.db
      .select({ n: count() })
      .from(contactMessages)
      .where(eq(contactMessages.email, bot.email));
    expect(none?.n).toBe(0);
  });
});

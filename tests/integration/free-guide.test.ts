import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FREE_GUIDE_FILENAME, FREE_GUIDE_TITLE } from "~/content/free-guide";
import { guideLeads } from "~/db/schema/enquiries";
import { newsletterSubscriptions } from "~/db/schema/newsletter";
import { FREE_GUIDE_CONSENT_TEXT } from "~/modules/guide/free-guide-fields";
import { freeGuideSchema } from "~/modules/guide/free-guide-form";
import {
  FREE_GUIDE_SENDS_PER_DAY,
  requestFreeGuide,
} from "~/modules/guide/request-free-guide.server";
import { action } from "~/routes/free-guide";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { createTestContext, outboxMessages, TEST_BASE_URL } from "../setup/test-services";

type Fields = Record<string, string>;

// Each post comes from its own client address unless a test names one, so
// the per-client limit only counts where a test means it to.
let clients = 0;
const nextClient = () => {
  clients += 1;
  return `10.30.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

function guideRequest(
  fields: Fields,
  init: { client?: string; body?: BodyInit; contentType?: string } = {},
): Request {
  const headers = new Headers({
    Origin: TEST_BASE_URL,
    "x-client-ip": init.client ?? nextClient(),
  });
  if (init.contentType) headers.set("Content-Type", init.contentType);
  return new Request(new URL("/free-guide", TEST_BASE_URL), {
    method: "POST",
    headers,
    body: init.body ?? new URLSearchParams(fields),
  });
}

type Reply = { ok: boolean; message: string; errors: Record<string, string> };

async function post(context: AppLoadContext, request: Request) {
  const result = await action({ request, context, params: {} } as Parameters<typeof action>[0]);
  return { status: result.init?.status ?? 200, reply: result.data as Reply };
}

const unique = () => randomBytes(4).toString("hex");
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(DATABASE_KINDS)("the free guide on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = createTestContext(database);
  });
  afterAll(() => database?.destroy());

  const leadFor = async (email: string) =>
    (await database.db.select().from(guideLeads).where(eq(guideLeads.email, email)))[0];
  const guidesTo = (email: string) => outboxMessages(database.db, email, "free-guide");
  const options = () => ({
    baseUrl: TEST_BASE_URL,
    staffEmail: context.services.config.contactEmail,
    source: "/free-guide",
  });

  it("stores the lead with its consent and e-mails the guide as a PDF attachment", async () => {
    const id = unique();
    const email = `reader-${id}@example.com`;
    const { status, reply } = await post(
      context,
      guideRequest({ email: `Reader-${id}@Example.com`, name: "Ada Lovelace", consent: "yes" }),
    );
    expect(status).toBe(200);
    expect(reply.ok).toBe(true);
    expect(reply.message).toContain(email);

    const lead = await leadFor(email);
    expect(lead).toMatchObject({
      email,
      name: "Ada Lovelace",
      consentText: FREE_GUIDE_CONSENT_TEXT,
      newsletter: false,
      source: "/free-guide",
      requestCount: 1,
    });
    expect(lead?.consentedAt).toBeInstanceOf(Date);
    expect(lead?.lastSentAt).toBeInstanceOf(Date);

    const [mail, ...more] = await guidesTo(email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(`Your free guide: ${FREE_GUIDE_TITLE}`);
    expect(mail?.text).toContain("Verification checklist");
    expect(mail?.text).toContain(`${TEST_BASE_URL}/ondemand`);
    // The name typed is not relayed to the address typed.
    expect(mail?.text).not.toContain("Ada Lovelace");
    expect(mail?.attachments).toHaveLength(1);
    const [attachment] = mail?.attachments ?? [];
    expect(attachment).toMatchObject({
      filename: FREE_GUIDE_FILENAME,
      contentType: "application/pdf",
      encoding: "base64",
    });
    const pdf = Buffer.from(attachment?.content ?? "", "base64");
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.length).toBeGreaterThan(10_000);
    // Not asked for: no newsletter subscription.
    const subscriptions = await database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(subscriptions).toHaveLength(0);
  });

  it("a repeat request counts, renews the consent, keeps the name and sends again", async () => {
    const email = `again-${unique()}@example.com`;
    expect(
      (await post(context, guideRequest({ email, name: "Grace", consent: "yes" }))).status,
    ).toBe(200);
    const first = await leadFor(email);
    expect((await post(context, guideRequest({ email, consent: "yes" }))).status).toBe(200);
    const second = await leadFor(email);
    expect(second).toMatchObject({ id: first?.id, name: "Grace", requestCount: 2 });
    expect(second?.consentedAt.getTime()).toBeGreaterThanOrEqual(first?.consentedAt.getTime() ?? 0);
    expect(await guidesTo(email)).toHaveLength(2);
  });

  it(`sends to one address at most ${FREE_GUIDE_SENDS_PER_DAY} times a day, answering as usual`, async () => {
    const email = `flooded-${unique()}@example.com`;
    const input = freeGuideSchema.parse({ email, consent: "yes", newsletter: "yes" });
    // Just before now, so the form post below falls in the same day.
    const start = new Date(Date.now() - 10 * 60_000);
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const outcomes = [];
    for (let n = 0; n < 5; n += 1) {
      outcomes.push(
        await requestFreeGuide(database.db, context.services.mailer, options(), input, at(n)),
      );
    }
    expect(outcomes).toEqual(["sent", "sent", "sent", "limited", "limited"]);
    expect(await guidesTo(email)).toHaveLength(3);
    // Every request is recorded; only the sends moved lastSentAt.
    const lead = await leadFor(email);
    expect(lead).toMatchObject({ requestCount: 5, newsletter: true });
    expect(lead?.lastSentAt?.toISOString()).toBe(at(2).toISOString());
    // The newsletter's confirmation is not resent past the limit either.
    const confirmations = await outboxMessages(database.db, email, "newsletter-confirmation");
    expect(confirmations).toHaveLength(3);
    // Through the form the answer is the same success.
    const { status, reply } = await post(context, guideRequest({ email, consent: "yes" }));
    expect(status).toBe(200);
    expect(reply.ok).toBe(true);
    expect(await guidesTo(email)).toHaveLength(3);
    // A day after the first send, the address may have it again.
    expect(
      await requestFreeGuide(
        database.db,
        context.services.mailer,
        options(),
        input,
        new Date(start.getTime() + DAY_MS + 60_000),
      ),
    ).toBe("sent");
    expect(await guidesTo(email)).toHaveLength(4);
  });

  it("simultaneous requests for one address never pass the daily limit", async () => {
    const email = `burst-${unique()}@example.com`;
    const input = freeGuideSchema.parse({ email, consent: "yes" });
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () =>
        requestFreeGuide(database.db, context.services.mailer, options(), input),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === "sent")).toHaveLength(FREE_GUIDE_SENDS_PER_DAY);
    expect(await guidesTo(email)).toHaveLength(FREE_GUIDE_SENDS_PER_DAY);
    expect((await leadFor(email))?.requestCount).toBe(6);
  });

  it("the newsletter box subscribes the address, double opt-in", async () => {
    const email = `subscriber-${unique()}@example.com`;
    const { status, reply } = await post(
      context,
      guideRequest({ email, consent: "yes", newsletter: "yes" }),
    );
    expect(status).toBe(200);
    expect(reply.message).toMatch(/confirmation message/);
    const [subscription] = await database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(subscription).toMatchObject({ status: "pending", source: "free-guide" });
    const confirmation = await outboxMessages(database.db, email, "newsletter-confirmation");
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]?.text).toContain(`/newsletter/confirm?token=${subscription?.token}`);
    expect((await leadFor(email))?.newsletter).toBe(true);
  });

  it("answers bad input with 400 and field messages, and stores and sends nothing", async () => {
    const email = `careful-${unique()}@example.com`;
    const cases: { fields: Fields; field: string; message: string }[] = [
      { fields: { consent: "yes" }, field: "email", message: "valid e-mail" },
      { fields: { email: "not-an-address", consent: "yes" }, field: "email", message: "valid" },
      { fields: { email }, field: "consent", message: "Tick the box" },
      { fields: { email, consent: "no" }, field: "consent", message: "Tick the box" },
      {
        fields: { email, consent: "yes", name: "x".repeat(101) },
        field: "name",
        message: "at most 100",
      },
    ];
    for (const { fields, field, message } of cases) {
      const { status, reply } = await post(context, guideRequest(fields));
      expect(status, JSON.stringify(fields)).toBe(400);
      expect(reply.ok).toBe(false);
      expect(reply.errors[field]).toContain(message);
    }
    const empty = await post(context, guideRequest({}));
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.reply.errors).sort()).toEqual(["consent", "email"]);

    const withNul = await post(context, guideRequest({ email, consent: "yes", name: "a\u0000b" }));
    expect(withNul.status).toBe(400);
    const json = await post(
      context,
      guideRequest(
        {},
        { body: JSON.stringify({ email, consent: "yes" }), contentType: "application/json" },
      ),
    );
    expect(json.status).toBe(400);
    const huge = await post(
      context,
      guideRequest({ email, consent: "yes", name: "x".repeat(50_000) }),
    );
    expect(huge.status).toBe(400);

    expect(await leadFor(email)).toBeUndefined();
    expect(await guidesTo(email)).toHaveLength(0);
  });

  it("ignores a bot that fills in the honeypot, with the same answer", async () => {
    const email = `bot-${unique()}@example.com`;
    const { status, reply } = await post(
      context,
      guideRequest({ email, consent: "yes", website: "http://spam.example" }),
    );
    expect(status).toBe(200);
    expect(reply.ok).toBe(true);
    expect(await leadFor(email)).toBeUndefined();
    expect(await guidesTo(email)).toHaveLength(0);
  });

  it("limits each client address to 5 requests per 10 minutes", async () => {
    const client = "198.51.100.23";
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      const { status } = await post(
        context,
        guideRequest({ email: `client-${unique()}@example.com`, consent: "yes" }, { client }),
      );
      statuses.push(status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const other = await post(
      context,
      guideRequest({ email: `other-${unique()}@example.com`, consent: "yes" }),
    );
    expect(other.status).toBe(200);
  });
});

import type { AppLoadContext } from "react-router";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNREADABLE_JSON_MESSAGE } from "~/lib/text-input";
import { handleStripeWebhook } from "~/modules/payments/stripe-webhook.server";
import { action as analyticsAction } from "~/routes/api/analytics";
import { action as progressAction } from "~/routes/api/player-progress";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { createTestContext, TEST_BASE_URL } from "../setup/test-services";
import { answerOf } from "../support/route-calls";

const COURSE = "ai-legal-tools-artificial-intelligence-law-cle";

/** 30 KB of objects inside one another, closed, as a hostile client posts them. */
const DEEP = `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`;

/** A JSON post as a script on the site sends it. */
function jsonPost(path: string, body: string, cookie?: string): Request {
  const headers = new Headers({
    Origin: TEST_BASE_URL,
    "x-client-ip": "192.0.2.10",
    "content-type": "application/json",
  });
  if (cookie) headers.set("Cookie", cookie);
  return new Request(new URL(path, TEST_BASE_URL), { method: "POST", headers, body });
}

describe.each(DATABASE_KINDS)("JSON bodies nested thousands deep on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = createTestContext(database);
  });
  afterAll(() => database?.destroy());

  it("the analytics endpoint answers 400 with what a body must be", async () => {
    for (const body of [DEEP, `${"[".repeat(6000)}${"]".repeat(6000)}`, `{"events":${DEEP}}`]) {
      expect(body.length).toBeLessThan(32_000);
      const answer = await answerOf(async () =>
        analyticsAction({
          request: jsonPost("/api/analytics", body),
          context,
          params: {},
        } as Parameters<typeof analyticsAction>[0]),
      );
      expect(answer).toMatchObject({ status: 400, data: { error: UNREADABLE_JSON_MESSAGE } });
    }
  });

  it("the player's progress endpoint answers 400, signed in", async () => {
    const { cookie } = await signUpMember(context, `deep-${kind}`);
    const answer = await answerOf(async () =>
      progressAction({
        request: jsonPost(`/api/player/${COURSE}/progress`, DEEP, cookie),
        context,
        params: { courseId: COURSE },
      } as Parameters<typeof progressAction>[0]),
    );
    expect(answer).toMatchObject({
      status: 400,
      data: { ok: false, message: "The progress report was not understood." },
    });
  });

  it("Stripe's webhook parses only a signed body, and a signed deep one is acknowledged", async () => {
    const stripe = new Stripe("sk_test_not_used_for_network");
    const secret = "whsec_test_secret";
    const { services } = context;
    const deps = {
      db: services.database.db,
      mailer: services.mailer,
      stripe,
      webhookSecret: secret,
      provider: services.payments,
      baseUrl: TEST_BASE_URL,
      organizerEmail: services.config.contactEmail,
    };
    expect(await handleStripeWebhook(deps, DEEP, "t=1,v1=forged")).toEqual({
      status: 400,
      outcome: "bad-signature",
    });
    const event = `{"id":"evt_deep","type":"checkout.session.completed","data":{"object":{"metadata":${DEEP}}}}`;
    const header = stripe.webhooks.generateTestHeaderString({ payload: event, secret });
    expect(await handleStripeWebhook(deps, event, header)).toEqual({
      status: 200,
      outcome: "ignored",
    });
  });
});

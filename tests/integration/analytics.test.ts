import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents } from "~/db/schema/analytics";
import {
  analyticsBatchSchema,
  recordAnalyticsEvents,
} from "~/modules/analytics/record-events.server";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";

describe.each(DATABASE_KINDS)("first-party analytics on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.destroy());

  it("stores a page view with its campaign, a CTA click and a web vital from one batch", async () => {
    const now = new Date("2026-11-22T12:00:00Z");
    const batch = analyticsBatchSchema.parse({
      events: [
        {
          name: "page_view",
          path: "/advanced-legal-ai-cle",
          pageTitle: "AI Course Splash",
          location: "https://cle.example.com/advanced-legal-ai-cle?utm_source=linkedin",
          params: { utm_source: "linkedin", utm_medium: null },
          occurredAt: "2026-11-22T11:59:58.000Z",
        },
        {
          name: "cta_click",
          path: "/advanced-legal-ai-cle",
          params: { label: "Secure Your Spot" },
          occurredAt: "2026-11-22T11:59:59.000Z",
        },
        {
          name: "web_vital",
          path: "/advanced-legal-ai-cle",
          params: { metric: "LCP", value: 812.4, rating: "good" },
          // A browser clock ahead of ours is taken as now.
          occurredAt: "2027-01-01T00:00:00.000Z",
        },
      ],
    });
    await recordAnalyticsEvents(database.db, batch, now);
    const [view] = await database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, "page_view"));
    expect(view).toMatchObject({
      pageTitle: "AI Course Splash",
      params: { utm_source: "linkedin", utm_medium: null },
    });
    const [vital] = await database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, "web_vital"));
    expect(vital?.occurredAt.toISOString()).toBe(now.toISOString());
  });

  it("refuses unknown events, big batches and odd shapes", () => {
    const event = {
      name: "page_view",
      path: "/",
      params: {},
      occurredAt: new Date().toISOString(),
    };
    expect(analyticsBatchSchema.safeParse({ events: [{ ...event, name: "x" }] }).success).toBe(
      false,
    );
    expect(analyticsBatchSchema.safeParse({ events: Array(21).fill(event) }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ events: [] }).success).toBe(false);
    expect(
      analyticsBatchSchema.safeParse({ events: [{ ...event, path: "https://evil.example" }] })
        .success,
    ).toBe(false);
    expect(
      analyticsBatchSchema.safeParse({ events: [{ ...event, params: { nested: { a: 1 } } }] })
        .success,
    ).toBe(false);
  });
});

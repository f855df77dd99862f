import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { analyticsEvents } from "~/db/schema/orders";
import { ANALYTICS_BATCH_MAX } from "~/lib/analytics";

const paramValue = z.union([z.string().max(300), z.number().finite(), z.null()]);

/** One batch as the browser sends it: small, bounded, nothing free-form beyond short strings. */
export const analyticsBatchSchema = z.object({
  events: z
    .array(
      z.object({
        name: z.enum(["page_view", "cta_click", "web_vital"]),
        path: z.string().startsWith("/").max(500),
        pageTitle: z.string().max(200).optional(),
        location: z.string().max(1000).optional(),
        params: z
          .record(z.string().max(40), paramValue)
          .refine((value) => Object.keys(value).length <= 20, "Too many parameters."),
        occurredAt: z.iso.datetime(),
      }),
    )
    .min(1)
    .max(ANALYTICS_BATCH_MAX),
});

export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

/** Stores a batch; times in the future (a wrong clock) are taken as now. */
export async function recordAnalyticsEvents(db: Database, batch: AnalyticsBatch, now = new Date()) {
  await db.insert(analyticsEvents).values(
    batch.events.map((event) => {
      const occurredAt = new Date(event.occurredAt);
      return {
        id: randomUUID(),
        name: event.name,
        path: event.path,
        pageTitle: event.pageTitle ?? null,
        location: event.location ?? null,
        params: event.params,
        occurredAt: occurredAt > now ? now : occurredAt,
        receivedAt: now,
      };
    }),
  );
}

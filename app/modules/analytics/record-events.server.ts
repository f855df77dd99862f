import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { analyticsEvents } from "~/db/schema/analytics";
import { ANALYTICS_BATCH_MAX } from "~/lib/analytics";

/** Text PostgreSQL can store: no NUL. */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes("\u0000"), "Unexpected character.");
const paramValue = z.union([text(300), z.number().finite(), z.null()]);
/** Event times within a sane range (a browser clock can be anything). */
const MIN_TIME = Date.parse("2020-01-01T00:00:00Z");
const MAX_TIME = Date.parse("2100-01-01T00:00:00Z");

/** One batch as the browser sends it: small, bounded, nothing free-form beyond short strings. */
export const analyticsBatchSchema = z.object({
  events: z
    .array(
      z.object({
        name: z.enum(["page_view", "cta_click", "web_vital"]),
        path: text(500).refine((value) => value.startsWith("/"), "A path starts with /."),
        pageTitle: text(200).optional(),
        location: text(1000).optional(),
        params: z
          .record(z.string().max(40), paramValue)
          .refine((value) => Object.keys(value).length <= 20, "Too many parameters."),
        occurredAt: z.iso.datetime().refine((value) => {
          const time = Date.parse(value);
          return time >= MIN_TIME && time < MAX_TIME;
        }, "Out of range."),
      }),
    )
    .min(1)
    .max(ANALYTICS_BATCH_MAX),
});

type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

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

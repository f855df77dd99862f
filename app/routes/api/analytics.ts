import { data } from "react-router";
import { readTextCapped } from "~/lib/read-submission.server";
import { parseStorableJson, UNREADABLE_JSON_MESSAGE } from "~/lib/text-input";
import {
  analyticsBatchSchema,
  recordAnalyticsEvents,
} from "~/modules/analytics/record-events.server";
import { consumeClientRateLimit } from "~/modules/auth/consume-rate-limit.server";
import type { Route } from "./+types/analytics";

// First-party analytics (spec §7): batches of page views, CTA clicks and web
// vitals sent with navigator.sendBeacon. Answers 204; the page never waits.

const MAX_BODY_BYTES = 32_000;
/** Batches per client address. */
const BATCH_LIMIT = { windowSeconds: 60, max: 60 };

export async function loader() {
  throw data(null, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const text = await readTextCapped(request, MAX_BODY_BYTES);
  if (text === null) return new Response(null, { status: 413 });
  const body = parseStorableJson(text);
  if (body === undefined) return data({ error: UNREADABLE_JSON_MESSAGE }, { status: 400 });
  const parsed = analyticsBatchSchema.safeParse(body);
  if (!parsed.success) return data({ error: "Unexpected event shape." }, { status: 400 });
  if (!(await consumeClientRateLimit(services.database.db, request, "analytics", BATCH_LIMIT)))
    return new Response(null, { status: 429 });
  await recordAnalyticsEvents(services.database.db, parsed.data);
  return new Response(null, { status: 204 });
}

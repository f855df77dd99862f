// First-party analytics in the browser (spec §7): campaign attribution kept in
// session storage, and small events sent in batches to /api/analytics with
// navigator.sendBeacon, so they never hold up the page.

export const CAMPAIGN_STORAGE_KEY = "utm";
const CAMPAIGN_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;

/** Spec §3: the stored object's fields. */
export type Campaign = {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  term: string | null;
  content: string | null;
};

const ANALYTICS_ENDPOINT = "/api/analytics";
export const ANALYTICS_BATCH_MAX = 20;
const FLUSH_AFTER_MS = 2000;

type AnalyticsEvent = {
  name: "page_view" | "cta_click" | "web_vital";
  path: string;
  pageTitle?: string;
  location?: string;
  params: Record<string, string | number | null>;
  occurredAt: string;
};

function withoutControlCharacters(text: string): string {
  let kept = "";
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code >= 0x20 && code !== 0x7f) kept += char;
  }
  return kept;
}

/**
 * If any utm_* parameter is in the query, saves all five as one object under
 * one key (a later campaign link replaces it). Returns what is stored now.
 */
export function captureCampaign(search: string): Campaign | null {
  const query = new URLSearchParams(search);
  if (CAMPAIGN_PARAMS.some((name) => query.has(name))) {
    // Control characters are dropped: they cannot be stored with an order.
    const value = (name: (typeof CAMPAIGN_PARAMS)[number]) =>
      withoutControlCharacters(query.get(name) ?? "").slice(0, 200) || null;
    const campaign: Campaign = {
      source: value("utm_source"),
      medium: value("utm_medium"),
      campaign: value("utm_campaign"),
      term: value("utm_term"),
      content: value("utm_content"),
    };
    try {
      sessionStorage.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify(campaign));
    } catch {
      // Storage refused (private mode quotas): attribution is a nicety.
    }
    return campaign;
  }
  return storedCampaign();
}

export function storedCampaign(): Campaign | null {
  try {
    const raw = sessionStorage.getItem(CAMPAIGN_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Campaign) : null;
  } catch {
    return null;
  }
}

/** The campaign as event parameters, under their utm_* names. */
export function campaignParams(campaign: Campaign | null): Record<string, string | null> {
  return {
    utm_source: campaign?.source ?? null,
    utm_medium: campaign?.medium ?? null,
    utm_campaign: campaign?.campaign ?? null,
    utm_term: campaign?.term ?? null,
    utm_content: campaign?.content ?? null,
  };
}

let queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

/** Queues an event; the queue goes out within 2 s, or at once when the page is hidden. */
export function track(event: Omit<AnalyticsEvent, "occurredAt" | "path"> & { path?: string }) {
  if (typeof window === "undefined") return;
  queue.push({ path: window.location.pathname, ...event, occurredAt: new Date().toISOString() });
  if (!listening) {
    listening = true;
    // pagehide and a hidden tab are the last moments a page is sure to have.
    addEventListener("pagehide", flushAnalytics);
    addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") flushAnalytics();
    });
  }
  if (queue.length >= ANALYTICS_BATCH_MAX) flushAnalytics();
  else timer ??= setTimeout(flushAnalytics, FLUSH_AFTER_MS);
}

export function flushAnalytics(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  while (queue.length > 0) {
    const batch = queue.slice(0, ANALYTICS_BATCH_MAX);
    queue = queue.slice(ANALYTICS_BATCH_MAX);
    const body = new Blob([JSON.stringify({ events: batch })], { type: "application/json" });
    if (!navigator.sendBeacon?.(ANALYTICS_ENDPOINT, body)) {
      void fetch(ANALYTICS_ENDPOINT, { method: "POST", body, keepalive: true }).catch(() => {});
    }
  }
}

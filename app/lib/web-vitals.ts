import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import { track } from "./analytics";

/**
 * Reports Core Web Vitals to our own analytics endpoint (spec §7). Loaded
 * after the page has settled; the browser keeps the entries it needs
 * (buffered performance observers), so nothing is missed by starting late.
 */
export function reportWebVitals(): void {
  const send = (metric: Metric) =>
    track({
      name: "web_vital",
      pageTitle: document.title,
      params: {
        metric: metric.name,
        value: Math.round(metric.value * 1000) / 1000,
        rating: metric.rating,
        id: metric.id,
        navigationType: metric.navigationType,
      },
    });
  onCLS(send);
  onFCP(send);
  onINP(send);
  onLCP(send);
  onTTFB(send);
}

import { Link } from "react-router";
import { flushAnalytics, storedCampaign, track } from "~/lib/analytics";

/**
 * 'Secure Your Spot' on the splash pages (spec §7): a cta_click event, then
 * signed in → /payment with the course; signed out → /register with the
 * course and redirectTo=/payment. The link works without script too.
 */
export function SecureYourSpot({ href, className }: { href: string; className: string }) {
  return (
    <Link
      to={href}
      className={className}
      onClick={() => {
        const campaign = storedCampaign();
        track({
          name: "cta_click",
          params: {
            label: "Secure Your Spot",
            destination: href.split("?")[0] ?? href,
            utm_source: campaign?.source ?? null,
            utm_medium: campaign?.medium ?? null,
            utm_campaign: campaign?.campaign ?? null,
            utm_term: campaign?.term ?? null,
            utm_content: campaign?.content ?? null,
          },
        });
        flushAnalytics();
      }}
    >
      Secure Your Spot
    </Link>
  );
}

import { Link } from "react-router";
import { campaignParams, flushAnalytics, storedCampaign, track } from "~/lib/analytics";

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
            ...campaignParams(campaign),
          },
        });
        flushAnalytics();
      }}
    >
      Secure Your Spot
    </Link>
  );
}

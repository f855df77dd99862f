import { PageShell } from "~/components/layout/page-shell";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/pricing";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Pricing",
    "Course prices for members and non-members, and the 10-credit AI CLE bundle.",
  );

export default function PricingPage() {
  return (
    <PageShell
      title="Pricing"
      intro="Members, including everyone on the free trial, pay the members' rate on every course."
    />
  );
}

import { PageShell } from "~/components/layout/page-shell";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/plans";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Plans",
    "Start with a free trial, then choose the membership that fits your CLE needs.",
  );

export default function PlansPage() {
  return (
    <PageShell
      title="Plans"
      intro="Start with a free trial and pay the members' rate on every course."
    />
  );
}

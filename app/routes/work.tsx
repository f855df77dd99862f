import { PageShell } from "~/components/layout/page-shell";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/work";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "CLE at Work",
    "Firm and team plans for continuing legal education on AI in legal practice.",
  );

export default function WorkPage() {
  return (
    <PageShell
      title="CLE at Work"
      intro="Firm and team plans that keep every attorney compliant and current on AI."
    />
  );
}

import { PageShell } from "~/components/layout/page-shell";
import { pageMeta } from "~/lib/meta";
import { requireUser } from "~/modules/auth/session.server";
import type { Route } from "./+types/payment";

export const meta: Route.MetaFunction = () =>
  pageMeta("Payment", "Review your order and pay securely for your CLE course.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return null;
}

export default function PaymentPage() {
  return <PageShell title="Payment" intro="Review your order and choose your live session." />;
}

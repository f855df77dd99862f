import { PageShell } from "~/components/layout/page-shell";
import { pageMeta } from "~/lib/meta";
import { requireUser } from "~/modules/auth/session.server";
import type { Route } from "./+types/payment-success";

export const meta: Route.MetaFunction = () =>
  pageMeta("Payment Received", "Your payment was received and your seat is confirmed.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return null;
}

export default function PaymentSuccessPage() {
  return <PageShell title="Payment Received" intro="Thank you. Your order is confirmed." />;
}

import { data } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { OutcomeNotice } from "~/components/ui/outcome-notice";
import { pageMeta } from "~/lib/meta";
import { confirmSubscription } from "~/modules/newsletter/confirm-subscription.server";
import type { Route } from "./+types/confirm";

export const meta: Route.MetaFunction = () =>
  pageMeta("Newsletter Subscription", "Confirm your subscription to news about our courses.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const link = new URL(request.url).searchParams;
  const email = await confirmSubscription(context.services.database.db, link);
  // An unknown or malformed link: the page says so, with 404.
  return data({ email }, { status: email ? 200 : 404 });
}

export default function ConfirmSubscriptionPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell title="Newsletter Subscription">
      <OutcomeNotice
        tone={loaderData.email ? "success" : "error"}
        next={{ to: "/courses", label: "Browse courses" }}
      >
        {loaderData.email
          ? `Thank you: ${loaderData.email} is subscribed. We will write about new courses and early enrollment.`
          : "This confirmation link is not valid. Please sign up again on the home page."}
      </OutcomeNotice>
    </PageShell>
  );
}

import { data, Link } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { pageMeta } from "~/lib/meta";
import { confirmSubscription } from "~/modules/newsletter/subscribe.server";
import type { Route } from "./+types/confirm";

export const meta: Route.MetaFunction = () =>
  pageMeta("Newsletter Subscription", "Confirm your subscription to news about our courses.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const email =
    token.length > 0 && token.length < 200
      ? await confirmSubscription(context.services.database.db, token)
      : null;
  // An unknown or malformed link: the page says so, with 404.
  return data({ email }, { status: email ? 200 : 404 });
}

export default function ConfirmSubscriptionPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell title="Newsletter Subscription">
      <div className="flex max-w-xl flex-col gap-4">
        {loaderData.email ? (
          <FormAlert tone="success">
            Thank you: {loaderData.email} is subscribed. We will write about new courses and early
            enrollment.
          </FormAlert>
        ) : (
          <FormAlert tone="error">
            This confirmation link is not valid. Please sign up again on the home page.
          </FormAlert>
        )}
        <p>
          <Link to="/courses" className="text-brand-700 underline">
            Browse courses
          </Link>
        </p>
      </div>
    </PageShell>
  );
}

import { data } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { OutcomeNotice } from "~/components/ui/outcome-notice";
import { pageMeta } from "~/lib/meta";
import { unsubscribeFromNewsletter } from "~/modules/newsletter/unsubscribe-from-newsletter.server";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = () =>
  pageMeta("Unsubscribe", "Stop receiving our newsletter.");

// One click: following the link unsubscribes (POST works too, for mail
// clients' one-click unsubscribe).
async function unsubscribeFrom(request: Request, context: Route.LoaderArgs["context"]) {
  const link = new URL(request.url).searchParams;
  const email = await unsubscribeFromNewsletter(context.services.database.db, link);
  // An unknown or malformed link: the page says so, with 404.
  return data({ email }, { status: email ? 200 : 404 });
}

export const loader = ({ request, context }: Route.LoaderArgs) => unsubscribeFrom(request, context);
export const action = ({ request, context }: Route.ActionArgs) => unsubscribeFrom(request, context);

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const email = (actionData ?? loaderData).email;
  return (
    <PageShell title="Unsubscribe">
      <OutcomeNotice tone={email ? "success" : "error"} next={{ to: "/", label: "Go Home" }}>
        {email
          ? `${email} will receive no more newsletters from us.`
          : "This unsubscribe link is not valid. Write to us and we will remove you."}
      </OutcomeNotice>
    </PageShell>
  );
}

import { data, Link } from "react-router";
import { CreditList, PendingList } from "~/components/credit-tracker/credit-list";
import { CreditSummary } from "~/components/credit-tracker/credit-summary-line";
import {
  TrackerFormContext,
  useTrackerFormState,
} from "~/components/credit-tracker/tracker-form-state";
import { FormNotice } from "~/components/credit-tracker/tracker-notices";
import { PageShell } from "~/components/layout/page-shell";
import { PageLinks } from "~/components/staff/page-links";
import { listPageField } from "~/lib/form-fields";
import { LIST_PAGE_SIZE, pageCount, pageOffset } from "~/lib/list-pages";
import { pageMeta } from "~/lib/meta";
import { readAccountCached } from "~/modules/accounts/read-account-cached.server";
import { requireUser } from "~/modules/auth/session.server";
import { loadCreditTracker } from "~/modules/credit-tracker/load-credit-tracker.server";
import { orderStateCredits } from "~/modules/credit-tracker/summarise-state-credits";
import type { Route } from "./+types/state-credits";
import { answerTrackerAction } from "./credits.server";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  pageMeta(
    loaded ? `${loaded.state.name} credits` : "Credit Tracker",
    "Every CLE credit you have in one state, a page at a time, and whether each counts in your reporting period.",
  );

// One state's credits in full, in the card's order (those counted in the
// judged period first, newest first), 50 a page (decision 0079's amendment).
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const db = context.services.database.db;
  const tracker = await loadCreditTracker(db, user.id, new Date(), readAccountCached(db, user.id));
  const state = tracker.states.find((tracked) => tracked.slug === params.state);
  // A state the attorney does not track (or no state at all) has no credits page.
  if (!state) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const credits = orderStateCredits(state.credits);
  const pages = pageCount(credits.length);
  // A page past the last (an old link, a credit deleted) shows the last.
  const page = Math.min(listPageField.parse(url.searchParams.get("page") ?? undefined), pages);
  const offset = pageOffset(page);
  return data(
    {
      state: {
        slug: state.slug,
        name: state.name,
        judged: state.judged,
        creditSummary: state.creditSummary,
      },
      credits: credits.slice(offset, offset + LIST_PAGE_SIZE),
      // Awaiting approval: after the credits, on the first page.
      pending: page === 1 ? state.pending : [],
      page,
      pages,
      query: url.searchParams.toString(),
      today: tracker.today,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

// The rows carry the tracker's delete forms: the same posts, the same answers.
export const action = ({ request, context }: Route.ActionArgs) =>
  answerTrackerAction(request, context);

export default function StateCreditsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { state, credits, pending, page, pages, query, today } = loaderData;
  const formState = useTrackerFormState(actionData ?? null, today);
  const count = state.creditSummary.all.count;
  const title = `${count.toLocaleString("en-US")} ${count === 1 ? "credit" : "credits"}${
    pages > 1 ? `, page ${page} of ${pages}` : ""
  }`;
  return (
    <PageShell
      title={`${state.name} credits`}
      eyebrow="Credit Tracker"
      intro={
        <Link to="/dashboard/credits" className="text-brand-700 underline">
          Back to the Credit Tracker
        </Link>
      }
    >
      <TrackerFormContext.Provider value={formState}>
        <div className="grid max-w-4xl gap-6">
          <FormNotice reply={actionData ?? null} />
          <CreditSummary tracker={state} />
          <section aria-labelledby="credits-heading" className="grid gap-3">
            <h2 id="credits-heading" className="font-semibold text-xl">
              {title}
            </h2>
            <CreditList credits={credits} state={state.slug} judged={state.judged !== null} />
            <PageLinks
              label={`${state.name} credits: pages`}
              query={query}
              page={page}
              pages={pages}
              previous="Previous page"
              next="Next page"
            />
            {pending.length > 0 ? (
              <PendingList pending={pending} state={state.slug} Heading="h3" />
            ) : null}
          </section>
        </div>
      </TrackerFormContext.Provider>
    </PageShell>
  );
}

import { useRef } from "react";
import { Link } from "react-router";
import { AddStateForm } from "~/components/credit-tracker/add-state-form";
import { StateCreditCard } from "~/components/credit-tracker/state-credit-card";
import {
  TrackerFormContext,
  useTrackerFormState,
} from "~/components/credit-tracker/tracker-form-state";
import { FormNotice } from "~/components/credit-tracker/tracker-notices";
import { PageShell } from "~/components/layout/page-shell";
import { useFocusFirstError } from "~/components/ui/use-focus-first-error";
import { pageMeta } from "~/lib/meta";
import { PERSONAL_PAGE } from "~/lib/shared-page";
import { readAccountCached } from "~/modules/accounts/read-account-cached.server";
import { requireUser } from "~/modules/auth/session.server";
import { loadCreditTracker } from "~/modules/credit-tracker/load-credit-tracker.server";
import { cutStateCredits } from "~/modules/credit-tracker/summarise-state-credits";
import { replyScope } from "~/modules/credit-tracker/tracker-reply";
import type { Route } from "./+types/credits";
import { answerTrackerAction } from "./credits.server";

// Kept per visitor and sent as stored until its data or the clock moves (decision 0081).
export const handle = PERSONAL_PAGE;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Credit Tracker",
    "Your CLE credits by state: reporting periods, progress on each requirement, deadlines and what is left to do.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  // Now, read as the day it is in each state (as accepting a suggested period
  // and the deadline reminders read it): a state's deadline falls in its own time zone.
  const db = context.services.database.db;
  const tracker = await loadCreditTracker(db, user.id, new Date(), readAccountCached(db, user.id));
  // Each card lists its first few credits; the state's credits pages list them all.
  return { ...tracker, states: tracker.states.map(cutStateCredits) };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  answerTrackerAction(request, context);

export default function CreditTrackerPage({ loaderData, actionData }: Route.ComponentProps) {
  const pageRef = useRef<HTMLDivElement>(null);
  useFocusFirstError(pageRef, actionData);

  const formState = useTrackerFormState(actionData ?? null, loaderData.today);

  const { states, addableStates, profile } = loaderData;
  // Shown at the top: an unreadable post, an outcome whose card is gone (its
  // last period deleted), or the last state added (its form goes with it).
  const pageNotice =
    actionData &&
    (!actionData.intent ||
      (actionData.intent === "add-state"
        ? addableStates.length === 0
        : !states.some((state) => state.slug === replyScope(actionData).state)))
      ? actionData
      : null;

  return (
    <PageShell
      title="Credit Tracker"
      eyebrow="My Dashboard"
      intro={
        <>
          Your CLE credits by state, judged by each state's rules: reporting period, progress on
          every requirement, the deadline and what is left to do.{" "}
          <Link to="/dashboard" className="text-brand-700 underline">
            Back to My Dashboard
          </Link>
        </>
      }
    >
      <TrackerFormContext.Provider value={formState}>
        <div ref={pageRef} className="grid max-w-4xl gap-8">
          <FormNotice reply={pageNotice} />

          {states.length === 0 ? (
            <p className="text-lg text-slate-800">
              Add the states where you are admitted to the bar. For each one, the tracker works out
              your reporting period and counts the credits from your certificates toward what the
              state requires.
            </p>
          ) : null}

          {states.map((state) => (
            <StateCreditCard
              key={state.slug}
              tracker={state}
              birthDate={profile.birthDate}
              lastName={profile.lastName}
            />
          ))}

          {addableStates.length > 0 ? (
            <section
              aria-labelledby="add-state-heading"
              className="grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
            >
              <h2 id="add-state-heading" className="font-semibold text-xl">
                {states.length === 0 ? "Add a state" : "Add another state"}
              </h2>
              <AddStateForm states={addableStates} preferred={profile.state} />
            </section>
          ) : null}

          <p className="text-slate-700 text-sm">
            The figures come from our state rules pages, taken from each regulator's published
            rules; your regulator's records are what count.
          </p>
        </div>
      </TrackerFormContext.Provider>
    </PageShell>
  );
}

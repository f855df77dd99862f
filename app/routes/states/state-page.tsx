import { data, Link, redirect } from "react-router";
import { CourseGrid } from "~/components/catalogue/course-card";
import { PageShell } from "~/components/layout/page-shell";
import { StateRulesSection } from "~/components/states/state-rules-section";
import { STATE_RULES_EDITION, stateRules, versionInForce } from "~/content/state-rules";
import { findState, stateFromPageSegment, statePagePath } from "~/content/states";
import { pageMeta } from "~/lib/meta";
import { SHARED_PAGE } from "~/lib/shared-page";
import { listStateCourses } from "~/modules/catalogue/list-state-courses.server";
import type { Route } from "./+types/state-page";

// The same for every signed-out visitor: revalidated with an ETag (see app/lib/shared-page.ts).
export const handle = SHARED_PAGE;

export async function loader({ params, context }: Route.LoaderArgs) {
  const state = stateFromPageSegment(params.statePage);
  if (!state) {
    // /states/florida is a natural guess: send it to the canonical page.
    const shortcut = findState(params.statePage);
    if (shortcut) throw redirect(statePagePath(shortcut.slug), 301);
    throw data(null, { status: 404 });
  }
  const courses = await listStateCourses(context.services.database.db, state.slug);
  // Only this state's rules travel to the page, never the whole module.
  const rules = stateRules(state.slug);
  const current = rules ? versionInForce(rules) : null;
  return {
    state,
    courses,
    rules:
      rules && current
        ? {
            rules,
            current,
            others: rules.versions.filter((version) => version !== current),
            edition: STATE_RULES_EDITION,
          }
        : null,
  };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData
    ? pageMeta(
        `AI CLE Courses in ${loaderData.state.name}`,
        `AI CLE courses for ${loaderData.state.name} attorneys: approved credits, requirements and deadlines.`,
      )
    : [];

export default function StatePage({ loaderData }: Route.ComponentProps) {
  const { state } = loaderData;
  const approvedCount = loaderData.courses.filter(
    (course) => course.stateApproval?.status === "approved",
  ).length;
  const pendingCount = loaderData.courses.length - approvedCount;
  return (
    <PageShell
      eyebrow="State CLE"
      title={`AI CLE Courses in ${state.name}`}
      intro={`Courses for attorneys admitted in ${state.name}, with the credits they carry.`}
    >
      {loaderData.rules ? <StateRulesSection stateName={state.name} {...loaderData.rules} /> : null}
      <h2 className="mb-2 font-semibold text-2xl">Our courses approved in {state.name}</h2>
      <p className="mb-4 text-slate-700">
        {approvedCount} {approvedCount === 1 ? "course is" : "courses are"} approved in {state.name}
        {pendingCount > 0
          ? `; ${pendingCount} more ${pendingCount === 1 ? "is" : "are"} awaiting the state's approval (credit is not guaranteed until then)`
          : ""}
        .{" "}
        <Link
          to={`/courses?${new URLSearchParams({ state: state.slug })}`}
          className="text-brand-700 underline"
        >
          Search and filter these courses
        </Link>
      </p>
      <CourseGrid courses={loaderData.courses} stateName={state.name} />
      <p className="mt-10 text-slate-600 text-sm">
        This page summarizes CLE rules for convenience and is not legal advice. Confirm your
        requirements with your state's CLE regulator.
      </p>
    </PageShell>
  );
}

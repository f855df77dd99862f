import { formatPrice } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/ai-course-alt";
import { LiveSessionsList } from "./live-sessions-list";
import { loadSplashCourse } from "./splash-data.server";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "AI & The Law – Live CLE Course",
    "Two hours of practical, compliance-focused CLE on AI in legal practice: 2.0 credits, members' rate $149.",
  );

export async function loader({ context }: Route.LoaderArgs) {
  return loadSplashCourse(context);
}

export default function AiCourseAltPage({ loaderData }: Route.ComponentProps) {
  const { course, sessions } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="bg-white outline-none">
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
        <h1 className="font-bold text-4xl text-brand-900 tracking-tight">{course.title}</h1>
        <p className="mt-4 text-slate-700 text-xl">{course.summary}</p>
        <LiveSessionsList sessions={sessions} tone="light" />
        <p className="mt-8 font-semibold text-accent-600">Spots are limited</p>
        <h2 className="mt-2 font-extrabold text-3xl text-brand-900">PRE-REGISTER NOW</h2>
        {course.memberPriceCents !== null && course.priceCents !== null ? (
          <p className="mt-3 text-2xl">
            <span className="font-bold">{formatPrice(course.memberPriceCents)}</span> Special
            Members Rate <s className="text-slate-600">Reg. {formatPrice(course.priceCents)}</s>
          </p>
        ) : null}
      </div>
    </main>
  );
}

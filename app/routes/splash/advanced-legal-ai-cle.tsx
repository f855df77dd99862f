import { formatPrice } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/advanced-legal-ai-cle";
import { LiveSessionsList } from "./live-sessions-list";
import { loadSplashCourse } from "./splash-data.server";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "AI & The Law: Essential Tools & Tactics – Live CLE",
    "A two-hour live CLE on using AI safely and effectively in legal practice: 2.0 credits, members' rate $149.",
  );

export async function loader({ context }: Route.LoaderArgs) {
  return loadSplashCourse(context);
}

export default function AdvancedLegalAiClePage({ loaderData }: Route.ComponentProps) {
  const { course, sessions } = loaderData;
  return (
    <main
      id="main"
      tabIndex={-1}
      data-surface="dark"
      className="bg-brand-900 text-white outline-none"
    >
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
        <h1 className="font-bold text-4xl tracking-tight">{course.title}</h1>
        <p className="mt-4 text-brand-100 text-xl">{course.summary}</p>
        <LiveSessionsList sessions={sessions} tone="dark" />
        <p className="mt-8 font-semibold text-accent-500">Spots are limited</p>
        <h2 className="mt-2 font-extrabold text-3xl">PRE-REGISTER NOW</h2>
        {course.memberPriceCents !== null && course.priceCents !== null ? (
          <p className="mt-3 text-2xl">
            <span className="font-bold">{formatPrice(course.memberPriceCents)}</span> Special
            Members Rate <s className="text-brand-100">Reg. {formatPrice(course.priceCents)}</s>
          </p>
        ) : null}
      </div>
    </main>
  );
}

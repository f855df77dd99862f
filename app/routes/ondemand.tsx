import { Link } from "react-router";
import { CatalogueView } from "~/components/catalogue/catalogue-view";
import { PageShell } from "~/components/layout/page-shell";
import { FREE_GUIDE_TITLE } from "~/content/free-guide";
import { formatPrice } from "~/lib/format";
import { formatHours } from "~/lib/hours";
import { pageMeta } from "~/lib/meta";
import { SHARED_PAGE } from "~/lib/shared-page";
import { parseCourseFilters, toCourseFilter } from "~/modules/catalogue/course-filters.server";
import { getFirstBundleOffer } from "~/modules/catalogue/list-bundle-offers.server";
import { listCourses } from "~/modules/catalogue/list-courses.server";
import { CODE_DISPLAY_SECONDS } from "~/modules/learning/player-rules";
import type { Route } from "./+types/ondemand";

// The same for every signed-out visitor: revalidated with an ETag (see app/lib/shared-page.ts).
export const handle = SHARED_PAGE;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "On-Demand CLE",
    "Watch accredited CLE courses on AI, ethics and litigation whenever it suits you, with attendance verification and certificates.",
  );

/** The catalogue's filters from the URL, the format fixed to on demand. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const db = context.services.database.db;
  const filters = { ...parseCourseFilters(new URL(request.url)), format: "on_demand" as const };
  const [courses, bundle] = await Promise.all([
    listCourses(db, toCourseFilter(filters)),
    getFirstBundleOffer(db),
  ]);
  return {
    courses,
    filters,
    bundle: bundle
      ? {
          title: bundle.title,
          courseCount: bundle.courses.length,
          credits: formatHours(bundle.creditHours),
          member: formatPrice(bundle.memberPriceCents),
          regular: formatPrice(bundle.priceCents),
          separately: formatPrice(bundle.separately.priceCents),
        }
      : null,
    freeGuideTitle: FREE_GUIDE_TITLE,
  };
}

const STEPS = [
  {
    title: "Verification codes",
    text: `Codes appear over the video at points we do not announce, at least one for every 50 minutes, each for ${CODE_DISPLAY_SECONDS} seconds. Write each one down and enter it below the video: your state wants proof that you watched.`,
  },
  {
    title: "Resume where you stopped",
    text: "Pause whenever you need to. The player keeps your place and your codes, on any device, and takes you back to where you left off.",
  },
  {
    title: "Your certificate at once",
    text: "When you have watched to the end and entered every code, affirm your attendance with your name and your certificate of attendance is issued right away, for each state you choose, and e-mailed to you as a PDF.",
  },
] as const;

export default function OnDemandPage({ loaderData }: Route.ComponentProps) {
  const { bundle } = loaderData;
  return (
    <PageShell
      title="On-Demand Library"
      intro="Recorded courses you can start, pause and resume at any time, with verification codes and a certificate when you finish."
    >
      <CatalogueView
        action="/ondemand"
        filters={loaderData.filters}
        courses={loaderData.courses}
        showFormat={false}
      />

      <section aria-labelledby="how-heading" className="mt-16">
        <h2 id="how-heading" className="font-bold text-2xl tracking-tight">
          How on-demand credit works
        </h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <p className="font-semibold text-brand-700 text-sm">Step {index + 1}</p>
              <h3 className="mt-1 font-semibold text-lg">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-4 max-w-3xl text-slate-700 text-sm">
          Some states limit how many on-demand (self-study) hours count toward a reporting period.
          Your state's page lists its limits; each course lists the states where it is approved.
        </p>
      </section>

      <div className="mt-10 grid gap-6 lg:grid-cols-[2fr_1fr]">
        {bundle ? (
          <aside
            aria-labelledby="bundle-callout-heading"
            className="rounded-xl bg-brand-900 p-6 text-white"
          >
            <h2 id="bundle-callout-heading" className="font-bold text-xl">
              {bundle.title}
            </h2>
            <p className="mt-2 text-brand-100">
              {`${bundle.courseCount} on-demand courses, ${bundle.credits} credit hours, for ${bundle.member} (members) or ${bundle.regular}, instead of ${bundle.separately} one by one.`}
            </p>
            <Link
              to="/pricing#bundle"
              className="mt-4 inline-block rounded-md bg-accent-500 px-5 py-2.5 font-semibold text-ink hover:bg-amber-400"
            >
              See the bundle
            </Link>
          </aside>
        ) : null}
        <aside
          aria-labelledby="guide-callout-heading"
          className="rounded-xl bg-brand-50 p-6 ring-1 ring-brand-100"
        >
          <h2 id="guide-callout-heading" className="font-semibold text-lg">
            Free guide
          </h2>
          <p className="mt-2 text-slate-700">
            New to AI tools? Start with our free guide, {loaderData.freeGuideTitle}, by e-mail.
          </p>
          <Link to="/free-guide" className="mt-3 inline-block text-brand-700 underline">
            Get the free guide
          </Link>
        </aside>
      </div>
    </PageShell>
  );
}

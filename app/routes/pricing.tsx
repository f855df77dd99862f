import { Link } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { FREE_TRIAL_DAYS } from "~/content/plans";
import { FORMAT_LABELS, formatCredits, formatPrice } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { listCourses } from "~/modules/catalogue/list-courses.server";
import type { Route } from "./+types/pricing";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Pricing",
    "Course prices for members and non-members: members, free-trial users included, pay the members' rate.",
  );

/** Every published course with its two prices, straight from the catalogue. */
export async function loader({ context }: Route.LoaderArgs) {
  const courses = await listCourses(context.services.database.db, { status: "published" });
  return {
    courses: courses.map((course) => ({
      id: course.id,
      title: course.title,
      format: FORMAT_LABELS[course.format],
      credits: course.credits.length > 0 ? formatCredits(course.credits) : "To be announced",
      regular: course.priceCents === null ? null : formatPrice(course.priceCents),
      member:
        course.memberPriceCents === null
          ? course.priceCents === null
            ? null
            : formatPrice(course.priceCents)
          : formatPrice(course.memberPriceCents),
      free: course.priceCents === 0,
    })),
  };
}

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell
      title="Pricing"
      intro="Members, including everyone on the free trial, pay the members' rate on every course."
    >
      <p className="max-w-3xl text-slate-700">
        Start a {FREE_TRIAL_DAYS}-day free trial when you create your account and you pay the
        members' rate at once.{" "}
        <Link to="/plans" className="text-brand-700 underline">
          View Plans
        </Link>
      </p>
      <div className="mt-8 overflow-x-auto">
        <table className="w-full min-w-[40rem] text-left">
          <caption className="sr-only">Course prices</caption>
          <thead>
            <tr className="border-slate-300 border-b">
              <th scope="col" className="py-2 pr-4">
                Course
              </th>
              <th scope="col" className="py-2 pr-4">
                Format
              </th>
              <th scope="col" className="py-2 pr-4">
                Credit
              </th>
              <th scope="col" className="py-2 pr-4">
                Members
              </th>
              <th scope="col" className="py-2">
                Regular
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.courses.map((course) => (
              <tr key={course.id} className="border-slate-200 border-b align-top">
                <th scope="row" className="py-3 pr-4 font-medium">
                  <Link to={`/course-player/${course.id}`} className="hover:underline">
                    {course.title}
                  </Link>
                </th>
                <td className="py-3 pr-4">{course.format}</td>
                <td className="py-3 pr-4">{course.credits}</td>
                <td className="py-3 pr-4 font-semibold">
                  {course.free ? "Free" : (course.member ?? "To be announced")}
                </td>
                <td className="py-3">
                  {course.free ? "Free" : (course.regular ?? "To be announced")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PageShell>
  );
}

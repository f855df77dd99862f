import { Link } from "react-router";
import { coursePath } from "~/components/catalogue/course-card";
import { PageShell } from "~/components/layout/page-shell";
import { TableScroller } from "~/components/ui/table-scroller";
import { AI_CLE_BUNDLE_ID } from "~/content/catalogue";
import { ANNUAL_MEMBERSHIP, FREE_TRIAL_DAYS } from "~/content/plans";
import { checkoutHref } from "~/lib/checkout-link";
import { FORMAT_LABELS, formatCredits, formatPrice } from "~/lib/format";
import { formatHours } from "~/lib/hours";
import { pageMeta } from "~/lib/meta";
import { getSessionUser } from "~/modules/auth/session.server";
import { listCourses } from "~/modules/catalogue/list-courses.server";
import { type BundleOffer, getBundleOffer } from "~/modules/catalogue/offers.server";
import { quoteBundle } from "~/modules/payments/orders.server";
import { productQuery } from "~/modules/payments/products";
import type { Route } from "./+types/pricing";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Pricing",
    "Course prices for members and non-members: members, free-trial users included, pay the members' rate.",
  );

/**
 * Every published course with its two prices, the AI CLE bundle and the
 * membership, straight from the catalogue. A signed-in buyer also sees what
 * the bundle costs them and whether they own its courses already.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const db = context.services.database.db;
  const user = await getSessionUser(request, context);
  const [courses, bundle, quote] = await Promise.all([
    listCourses(db, { status: "published" }),
    getBundleOffer(db, AI_CLE_BUNDLE_ID),
    user ? quoteBundle(db, user.id, AI_CLE_BUNDLE_ID) : null,
  ]);
  return {
    bundle: bundle ? bundleView(bundle, user !== null, quote) : null,
    membershipPrice: formatPrice(ANNUAL_MEMBERSHIP.priceCents),
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

/** The bundle as the page shows it, formatted here so the browser needs no price code. */
function bundleView(
  bundle: BundleOffer,
  signedIn: boolean,
  quote: Awaited<ReturnType<typeof quoteBundle>>,
) {
  const owned = new Set(quote?.items.filter((item) => item.owned).map((item) => item.courseId));
  return {
    id: bundle.id,
    title: bundle.title,
    summary: bundle.summary,
    courses: bundle.courses.map((course) => ({
      id: course.id,
      title: course.title,
      credits: formatHours(course.creditHours),
      regular: formatPrice(course.priceCents),
      member: formatPrice(course.memberPriceCents),
      owned: owned.has(course.id),
    })),
    credits: formatHours(bundle.creditHours),
    regular: formatPrice(bundle.priceCents),
    member: formatPrice(bundle.memberPriceCents),
    separately: {
      regular: formatPrice(bundle.separately.priceCents),
      member: formatPrice(bundle.separately.memberPriceCents),
    },
    saving: {
      regular: formatPrice(bundle.separately.priceCents - bundle.priceCents),
      member: formatPrice(bundle.separately.memberPriceCents - bundle.memberPriceCents),
    },
    // What this buyer would pay (signed in only), and whether there is anything left to buy.
    yourPrice: quote
      ? { amount: formatPrice(quote.priceCents), member: quote.priceKind === "member" }
      : null,
    ownsAll: quote?.items.every((item) => item.owned) === true,
    buyHref: checkoutHref(signedIn, productQuery({ kind: "bundle", bundleId: bundle.id })),
  };
}

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  const { bundle } = loaderData;
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

      {bundle ? <BundleSection bundle={bundle} /> : null}

      <section
        aria-labelledby="membership-heading"
        className="mt-10 flex max-w-5xl flex-wrap items-center justify-between gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <div>
          <h2 id="membership-heading" className="font-semibold text-xl">
            {ANNUAL_MEMBERSHIP.name}: {loaderData.membershipPrice} a year
          </h2>
          <p className="mt-1 max-w-2xl text-slate-700">
            {ANNUAL_MEMBERSHIP.summary} Paid once; it does not renew by itself.
          </p>
        </div>
        <Link
          to="/plans"
          className="rounded-md px-4 py-2 font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50"
        >
          View Plans
        </Link>
      </section>

      <h2 className="mt-14 font-bold text-2xl tracking-tight">Course prices</h2>
      <TableScroller label="Course prices table">
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
                  <Link to={coursePath(course.id)} className="hover:underline">
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
      </TableScroller>
    </PageShell>
  );
}

type BundleView = NonNullable<Route.ComponentProps["loaderData"]["bundle"]>;

/** The 10-credit AI CLE bundle: its courses and credits, its prices and what it saves. */
function BundleSection({ bundle }: { bundle: BundleView }) {
  return (
    <section
      id="bundle"
      aria-labelledby="bundle-heading"
      className="mt-10 max-w-5xl scroll-mt-24 rounded-xl bg-white p-6 shadow-sm ring-2 ring-accent-500 sm:p-8"
    >
      <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">Best value</p>
      <h2 id="bundle-heading" className="mt-1 font-bold text-2xl tracking-tight">
        {bundle.title}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{bundle.summary}</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <TableScroller label="Bundle courses table">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Courses in the {bundle.title}</caption>
            <thead>
              <tr className="border-slate-300 border-b">
                <th scope="col" className="py-2 pr-4">
                  Course
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Credit hours
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Alone
                </th>
                <th scope="col" className="py-2 text-right">
                  Members alone
                </th>
              </tr>
            </thead>
            <tbody>
              {bundle.courses.map((course) => (
                <tr key={course.id} className="border-slate-200 border-b align-top">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    <Link to={coursePath(course.id)} className="hover:underline">
                      {course.title}
                    </Link>
                    {course.owned ? (
                      <span className="block font-normal text-slate-600">Already yours</span>
                    ) : null}
                  </th>
                  <td className="py-2 pr-3 text-right">{course.credits}</td>
                  <td className="py-2 pr-3 text-right">{course.regular}</td>
                  <td className="py-2 text-right">{course.member}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <th scope="row" className="py-2 pr-4">
                  Total
                </th>
                <td className="py-2 pr-3 text-right">{bundle.credits}</td>
                <td className="py-2 pr-3 text-right">{bundle.separately.regular}</td>
                <td className="py-2 text-right">{bundle.separately.member}</td>
              </tr>
            </tfoot>
          </table>
        </TableScroller>
        <div className="self-start rounded-lg bg-brand-50 p-5">
          <p className="font-semibold">{bundle.credits} credit hours in all</p>
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            <dt>Members' price</dt>
            <dd className="font-bold text-xl">{bundle.member}</dd>
            <dt>Regular price</dt>
            <dd className="font-semibold">{bundle.regular}</dd>
          </dl>
          <p className="mt-3 text-slate-700 text-sm">
            {`Bought one by one, these courses cost ${bundle.separately.regular} (${bundle.separately.member} for members): the bundle saves ${bundle.saving.regular} (${bundle.saving.member} for members).`}
          </p>
          <div className="mt-5">
            {bundle.ownsAll ? (
              <p className="font-medium">
                You already have every course in this bundle.{" "}
                <Link to="/dashboard" className="text-brand-700 underline">
                  Go to My Dashboard
                </Link>
              </p>
            ) : (
              <>
                <Link
                  to={bundle.buyHref}
                  className="inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
                >
                  Buy the bundle
                </Link>
                {bundle.yourPrice ? (
                  <p className="mt-2 text-slate-700 text-sm">
                    Your price: {bundle.yourPrice.amount}
                    {bundle.yourPrice.member ? " (members' rate)" : ""}.
                  </p>
                ) : null}
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

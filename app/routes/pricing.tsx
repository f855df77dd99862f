import { Link } from "react-router";
import { coursePath } from "~/components/catalogue/course-card";
import { PageShell } from "~/components/layout/page-shell";
import { BundleSection } from "~/components/pricing/bundle-section";
import { type Column, DataTable } from "~/components/ui/data-table";
import { ANNUAL_MEMBERSHIP, FREE_TRIAL_DAYS } from "~/content/plans";
import { checkoutHref } from "~/lib/checkout-link";
import { formatPrice } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { SHARED_PAGE } from "~/lib/shared-page";
import { getSessionUser } from "~/modules/auth/session.server";
import { describeBundleOffer } from "~/modules/catalogue/describe-bundle-offer";
import { listBundleOffers } from "~/modules/catalogue/list-bundle-offers.server";
import { listCoursePrices } from "~/modules/catalogue/list-course-prices.server";
import { productQuery } from "~/modules/payments/products";
import { quoteBundle } from "~/modules/payments/quote-product.server";
import type { Route } from "./+types/pricing";

// The same for every signed-out visitor: revalidated with an ETag (see app/lib/shared-page.ts).
export const handle = SHARED_PAGE;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Pricing",
    "Course prices for members and non-members: members, free-trial users included, pay the members' rate.",
  );

/**
 * Every published course with its two prices, every bundle on sale and the
 * membership, straight from the catalogue. A signed-in buyer also sees what
 * each bundle costs them and whether they own its courses already.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const db = context.services.database.db;
  const user = await getSessionUser(request, context);
  const [courses, offers] = await Promise.all([listCoursePrices(db), listBundleOffers(db)]);
  const bundles = await Promise.all(
    offers.map(async (offer) => ({
      ...describeBundleOffer(offer, user ? await quoteBundle(db, user.id, offer.id) : null),
      buyHref: checkoutHref(user !== null, productQuery({ kind: "bundle", bundleId: offer.id })),
    })),
  );
  return {
    bundles,
    membershipPrice: formatPrice(ANNUAL_MEMBERSHIP.priceCents),
    courses,
  };
}

type CourseRow = Route.ComponentProps["loaderData"]["courses"][number];

const COURSE_COLUMNS: Column<CourseRow>[] = [
  {
    header: "Course",
    rowHeader: true,
    cell: (course) => (
      <Link to={coursePath(course.id)} className="font-medium hover:underline">
        {course.title}
      </Link>
    ),
  },
  { header: "Format", cell: (course) => course.format },
  { header: "Credit", cell: (course) => course.credits },
  {
    header: "Members",
    cell: (course) => <span className="font-semibold">{course.member}</span>,
  },
  { header: "Regular", cell: (course) => course.regular },
];

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  const { bundles } = loaderData;
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

      {/* The first (the AI CLE bundle as seeded) is the one /pricing#bundle leads to. */}
      {bundles.map((bundle, index) => (
        <BundleSection
          key={bundle.id}
          bundle={bundle}
          anchor={index === 0 ? "bundle" : `bundle-${bundle.id}`}
        />
      ))}

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
      <DataTable
        label="Course prices table"
        caption="Course prices"
        columns={COURSE_COLUMNS}
        rows={loaderData.courses}
        rowKey={(course) => course.id}
        minWidth="40rem"
        stackOnPhone
        className=""
      />
    </PageShell>
  );
}

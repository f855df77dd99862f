import { Link } from "react-router";
import { coursePath } from "~/components/catalogue/course-card";
import { PageShell } from "~/components/layout/page-shell";
import { BundleSection, type BundleView } from "~/components/pricing/bundle-section";
import { type Column, DataTable } from "~/components/ui/data-table";
import { AI_CLE_BUNDLE_ID } from "~/content/catalogue";
import { ANNUAL_MEMBERSHIP, FREE_TRIAL_DAYS } from "~/content/plans";
import { checkoutHref } from "~/lib/checkout-link";
import { FORMAT_LABELS, formatCredits, formatPrice } from "~/lib/format";
import { formatHours } from "~/lib/hours";
import { pageMeta } from "~/lib/meta";
import { getSessionUser } from "~/modules/auth/session.server";
import { listCourses } from "~/modules/catalogue/list-courses.server";
import {
  type BundleOffer,
  getBundleOffer,
  membersPriceCents,
} from "~/modules/catalogue/offers.server";
import type { ProductQuote } from "~/modules/payments/product-quote";
import { productQuery } from "~/modules/payments/products";
import { quoteBundle } from "~/modules/payments/quote-product.server";
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
      regular: formatOptionalPrice(course.priceCents),
      member: formatOptionalPrice(membersPriceCents(course)),
      free: course.priceCents === 0,
    })),
  };
}

/** A price, or null for a course whose price is not set yet. */
function formatOptionalPrice(cents: number | null): string | null {
  return cents === null ? null : formatPrice(cents);
}

/** The bundle as the page shows it, formatted here so the browser needs no price code. */
function bundleView(
  bundle: BundleOffer,
  signedIn: boolean,
  quote: ProductQuote | null,
): BundleView {
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
    cell: (course) => (
      <span className="font-semibold">
        {course.free ? "Free" : (course.member ?? "To be announced")}
      </span>
    ),
  },
  {
    header: "Regular",
    cell: (course) => (course.free ? "Free" : (course.regular ?? "To be announced")),
  },
];

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
      <DataTable
        label="Course prices table"
        caption="Course prices"
        columns={COURSE_COLUMNS}
        rows={loaderData.courses}
        rowKey={(course) => course.id}
        minWidth="40rem"
        className=""
      />
    </PageShell>
  );
}

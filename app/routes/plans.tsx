import { Link } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { useRootData } from "~/components/layout/use-root-data";
import { PlanQuestions } from "~/components/pricing/plan-questions";
import { PriceComparisonTable } from "~/components/pricing/price-comparison-table";
import {
  ANNUAL_MEMBERSHIP,
  FREE_TRIAL_DAYS,
  memberBenefits,
  PRICE_EXAMPLE_COURSE_IDS,
} from "~/content/plans";
import { checkoutHref } from "~/lib/checkout-link";
import { formatPrice } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { SHARED_PAGE } from "~/lib/shared-page";
import { getSessionUser } from "~/modules/auth/session.server";
import { listPriceComparison } from "~/modules/catalogue/list-price-comparison.server";
import { loadMembershipStatus } from "~/modules/payments/load-membership-status.server";
import { productQuery } from "~/modules/payments/products";
import type { Route } from "./+types/plans";

// The same for every signed-out visitor: revalidated with an ETag (see app/lib/shared-page.ts).
export const handle = SHARED_PAGE;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Plans",
    `Start with a ${FREE_TRIAL_DAYS}-day free trial, then buy the Annual Membership: a year of members' rates on every course, paid once, never renewed without you.`,
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = context.services.database.db;
  const user = await getSessionUser(request, context);
  const [comparison, status] = await Promise.all([
    listPriceComparison(db, PRICE_EXAMPLE_COURSE_IDS),
    user ? loadMembershipStatus(db, user.id) : null,
  ]);
  const example = comparison.find((line) => line.kind === "course");
  return {
    signedIn: user !== null,
    status,
    comparison: comparison.map((line) => ({
      key: line.id,
      item: line.title,
      href: line.kind === "course" ? `/courses/${line.id}` : "/pricing#bundle",
      regular: formatPrice(line.priceCents),
      member: formatPrice(line.memberPriceCents),
      saving: formatPrice(line.savingCents),
      coversMembership: line.coversMembership,
    })),
    benefits: memberBenefits(
      example
        ? {
            title: example.title,
            member: formatPrice(example.memberPriceCents),
            regular: formatPrice(example.priceCents),
          }
        : null,
    ),
    buyMembershipHref: checkoutHref(user !== null, productQuery({ kind: "membership" })),
  };
}

const CARD = "flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200";
const PRIMARY =
  "inline-block rounded-md bg-brand-700 px-5 py-2.5 text-center font-semibold text-white hover:bg-brand-800";

export default function PlansPage({ loaderData }: Route.ComponentProps) {
  const { signedIn, status, comparison } = loaderData;
  const contactEmail = useRootData()?.publicConfig.contactEmail;
  const price = formatPrice(ANNUAL_MEMBERSHIP.priceCents);
  return (
    <PageShell
      title="Plans"
      intro={`Start with a ${FREE_TRIAL_DAYS}-day free trial, then keep the members' rate for a year with the ${ANNUAL_MEMBERSHIP.name}.`}
    >
      {status ? (
        <section
          aria-labelledby="current-plan-heading"
          className="mb-10 max-w-3xl rounded-xl bg-brand-50 p-5 ring-1 ring-brand-100"
        >
          <h2 id="current-plan-heading" className="font-semibold text-lg">
            Your plan
          </h2>
          <p className="mt-1 text-lg">
            {status.kind === "annual"
              ? `Member until ${status.until}`
              : status.kind === "free_trial"
                ? `Free trial until ${status.until}`
                : "No active membership"}
          </p>
          <p className="mt-1 text-slate-700">
            {status.kind === "none"
              ? "You pay the regular price. Buy the annual membership below for a year of members' rates."
              : "You pay the members' rate on every course and bundle until then."}
          </p>
        </section>
      ) : null}

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="trial-heading" className={CARD}>
          <h2 id="trial-heading" className="font-bold text-2xl">
            Free Trial
          </h2>
          <p className="mt-2">
            <span className="font-bold text-4xl">$0</span>{" "}
            <span className="text-slate-700">for {FREE_TRIAL_DAYS} days</span>
          </p>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-800">
            <li>
              The members' rate on every course and bundle for {FREE_TRIAL_DAYS} days from sign-up.
            </li>
            <li>No card needed: create your account and the trial starts at once.</li>
            <li>One free trial per person. When it ends, nothing is charged.</li>
          </ul>
          <div className="mt-auto pt-6">
            {signedIn ? (
              <p className="text-slate-700">
                {status?.kind === "free_trial"
                  ? `Your free trial runs until ${status.until}.`
                  : "Every account starts with the free trial, so yours began when you signed up."}
              </p>
            ) : (
              <Link to="/register" className={PRIMARY}>
                Start your free trial
              </Link>
            )}
          </div>
        </section>

        <section aria-labelledby="annual-heading" className={`${CARD} ring-2 ring-brand-700`}>
          <h2 id="annual-heading" className="font-bold text-2xl">
            {ANNUAL_MEMBERSHIP.name}
          </h2>
          <p className="mt-2">
            <span className="font-bold text-4xl">{price}</span>{" "}
            <span className="text-slate-700">for one year, paid once</span>
          </p>
          <p className="mt-3 text-slate-800">{ANNUAL_MEMBERSHIP.summary}</p>
          <h3 className="mt-4 font-semibold">What members get</h3>
          <ul className="mt-2 list-disc space-y-2 pl-5 text-slate-800">
            {loaderData.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          <p className="mt-4 font-medium">
            It does not renew by itself: we never charge you again unless you buy another year.
          </p>
          <div className="mt-auto pt-6">
            <Link to={loaderData.buyMembershipHref} className={PRIMARY}>
              Buy the annual membership
            </Link>
            <p className="mt-3 text-slate-700 text-sm">
              {status?.kind === "annual" && status.extendedTo
                ? `Your membership runs until ${status.until}: buying now extends it by a year, to ${status.extendedTo}.`
                : status?.kind === "free_trial"
                  ? "Your year starts the day you pay; the rest of your trial is not added to it."
                  : signedIn
                    ? "Your year starts the day you pay."
                    : "Create your account first (it starts your free trial), then pay. A year bought while a membership runs extends it by a year."}
            </p>
          </div>
        </section>
      </div>

      {comparison.length > 0 ? (
        <section aria-labelledby="compare-heading" className="mt-14 max-w-4xl">
          <h2 id="compare-heading" className="font-bold text-2xl tracking-tight">
            What members pay
          </h2>
          <p className="mt-3 text-slate-700">
            Members, including everyone on the free trial, pay the members' rate. A few examples
            from the catalogue:
          </p>
          <PriceComparisonTable rows={comparison} membershipPrice={price} />
          <p className="mt-4">
            <Link to="/pricing" className="text-brand-700 underline">
              See every course's price
            </Link>
          </p>
        </section>
      ) : null}

      <section
        aria-labelledby="firms-heading"
        className="mt-14 max-w-4xl rounded-xl bg-slate-100 p-6"
      >
        <h2 id="firms-heading" className="font-semibold text-xl">
          Buying for a firm or a team?
        </h2>
        <p className="mt-2 text-slate-700">
          Team plans give every attorney the members' rate, with volume pricing by team size and one
          invoice for the firm.{" "}
          <Link to="/work" className="text-brand-700 underline">
            See CLE at Work
          </Link>
        </p>
      </section>

      <PlanQuestions contactEmail={contactEmail} />
    </PageShell>
  );
}

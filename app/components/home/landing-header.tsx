import { lazy } from "react";
import { Form, Link } from "react-router";
import { AccountMenu } from "~/components/layout/account-menu";
import { useScrolledPast } from "~/components/layout/use-scrolled-past";
import { AfterHydration } from "~/components/ui/after-hydration";
import { SkipLink } from "~/components/ui/skip-link";
import { SITE_NAME } from "~/content/site";
import { SEARCH_QUERY_MAX_LENGTH } from "~/lib/search";
import type { HeaderEnrolment } from "./enrolment-menu";

const EnrolmentMenu = lazy(() => import("./enrolment-menu"));

/** Spec §2: the landing header darkens once the page has scrolled more than this. */
const DARKEN_AFTER_PX = 50;

const MY_COURSES_CLASS =
  "block rounded-md px-3 py-2 font-medium ring-1 ring-white/40 hover:bg-white/10";

/**
 * The home page's own header (spec §2): search box that searches the
 * catalogue, Log In / Sign Up or the account menu, and for signed-in users
 * their real enrolments with progress.
 */
export function LandingHeader({
  user,
  enrolments,
}: {
  user: { name: string; email: string } | null;
  enrolments: HeaderEnrolment[];
}) {
  const scrolled = useScrolledPast(DARKEN_AFTER_PX);
  return (
    <header
      data-surface="dark"
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 text-white transition-colors ${scrolled ? "bg-brand-900 shadow-lg" : "bg-brand-800"}`}
    >
      <SkipLink />
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link to="/" className="font-bold text-xl tracking-tight">
          {SITE_NAME}
        </Link>
        <Form
          method="get"
          action="/courses"
          role="search"
          className="order-last w-full md:order-none md:w-96"
        >
          <label htmlFor="landing-search" className="sr-only">
            Search courses
          </label>
          <input
            id="landing-search"
            name="q"
            type="search"
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            placeholder="What do you want to learn today?"
            className="w-full rounded-full border-0 bg-white/95 px-4 py-2 text-ink placeholder:text-slate-600"
          />
        </Form>
        <nav aria-label="Account" className="flex items-center gap-3">
          {user ? (
            <>
              <AfterHydration
                fallback={
                  <Link to="/dashboard" className={MY_COURSES_CLASS}>
                    My Courses
                  </Link>
                }
              >
                <EnrolmentMenu enrolments={enrolments} triggerClassName={MY_COURSES_CLASS} />
              </AfterHydration>
              <AccountMenu user={user} />
            </>
          ) : (
            <>
              <Link to="/login" className="rounded px-2 py-2 hover:underline">
                Log In
              </Link>
              <Link
                to="/register"
                className="rounded-md bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
              >
                Sign Up
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}

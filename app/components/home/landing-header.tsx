import { lazy } from "react";
import { Form, Link } from "react-router";
import { AccountMenu } from "~/components/layout/account-menu";
import { MainMenuButton, MainNavigation, useMainMenu } from "~/components/layout/main-navigation";
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
 * The home page's own header (spec §2): the site's navigation (the same as
 * every other page's, a Menu on small screens), a search box that searches
 * the catalogue, Log In / Sign Up or the account menu, and for signed-in
 * users their real enrolments with progress. It darkens later than the site
 * header, and like it scrolls away with the page on a phone.
 */
export function LandingHeader({
  user,
  enrolments,
}: {
  user: { name: string; email: string } | null;
  enrolments: HeaderEnrolment[];
}) {
  const scrolled = useScrolledPast(DARKEN_AFTER_PX);
  const menu = useMainMenu();
  return (
    <header
      data-surface="dark"
      data-scrolled={scrolled}
      className={`relative z-40 text-white md:sticky md:top-0 transition-colors ${scrolled ? "bg-brand-900 shadow-lg" : "bg-brand-800"}`}
    >
      <SkipLink />
      {/* In the source, the Menu button comes right before the menu it opens (Tab goes from
          one to the other); CSS order sets the row: the search box under the bar until
          1280 px, then beside the name, and the account at the end. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-3 px-4 py-3 sm:px-6">
        <Link to="/" className="font-bold text-xl tracking-tight">
          {SITE_NAME}
        </Link>
        <Form
          method="get"
          action="/courses"
          role="search"
          className="order-last w-full xl:order-none xl:w-auto xl:flex-1 xl:max-w-xs"
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
            className="w-full rounded-full border-0 bg-white/95 px-4 py-2 text-ink placeholder:text-slate-600 xl:px-3 xl:text-sm"
          />
        </Form>
        <div className="flex items-center gap-3 lg:order-10">
          {user ? (
            <>
              {/* On a phone the bar keeps the account menu and Menu; My Dashboard lists the courses. */}
              <div className="hidden sm:block">
                <AfterHydration
                  fallback={
                    <Link to="/dashboard" className={MY_COURSES_CLASS}>
                      My Courses
                    </Link>
                  }
                >
                  <EnrolmentMenu enrolments={enrolments} triggerClassName={MY_COURSES_CLASS} />
                </AfterHydration>
              </div>
              <AccountMenu user={user} />
            </>
          ) : null}
          <MainMenuButton menu={menu} inlineFrom="lg" />
        </div>
        <MainNavigation menu={menu} inlineFrom="lg" signedIn={user !== null} />
      </div>
    </header>
  );
}

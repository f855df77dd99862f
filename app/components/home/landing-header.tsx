import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Form, Link } from "react-router";
import { AccountMenu } from "~/components/layout/account-menu";
import { useScrolledPast } from "~/components/layout/use-scrolled-past";
import { SkipLink } from "~/components/ui/skip-link";
import { SITE_NAME } from "~/content/site";

/** Spec §2: the landing header darkens once the page has scrolled more than this. */
const DARKEN_AFTER_PX = 50;

export type HeaderEnrolment = {
  id: string;
  courseId: string;
  courseName: string;
  progress: number;
  lastAccessed: string | Date;
};

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
            placeholder="What do you want to learn today?"
            className="w-full rounded-full border-0 bg-white/95 px-4 py-2 text-ink placeholder:text-slate-600"
          />
        </Form>
        <nav aria-label="Account" className="flex items-center gap-3">
          {user ? (
            <>
              <EnrolmentList enrolments={enrolments} />
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

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

function EnrolmentList({ enrolments }: { enrolments: HeaderEnrolment[] }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="rounded-md px-3 py-2 font-medium ring-1 ring-white/40 hover:bg-white/10">
        My Courses
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-80 rounded-lg bg-white p-2 text-ink text-sm shadow-xl ring-1 ring-slate-200"
        >
          {enrolments.length === 0 ? (
            <DropdownMenu.Item
              asChild
              className="block rounded px-3 py-2 outline-none data-[highlighted]:bg-brand-50"
            >
              <Link to="/courses">No courses in progress yet. Browse courses</Link>
            </DropdownMenu.Item>
          ) : (
            enrolments.map((enrolment) => (
              <DropdownMenu.Item
                key={enrolment.id}
                asChild
                className="block rounded px-3 py-2 outline-none data-[highlighted]:bg-brand-50"
              >
                <Link to={`/course-player/${enrolment.courseId}`}>
                  <span className="block font-semibold">{enrolment.courseName}</span>
                  <span className="mt-1 block h-1.5 rounded-full bg-slate-200" aria-hidden="true">
                    <span
                      className="block h-1.5 rounded-full bg-brand-700"
                      style={{ width: `${enrolment.progress}%` }}
                    />
                  </span>
                  <span className="mt-1 block text-slate-600">
                    {enrolment.progress}% complete · last opened{" "}
                    {dateFormat.format(new Date(enrolment.lastAccessed))}
                  </span>
                </Link>
              </DropdownMenu.Item>
            ))
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

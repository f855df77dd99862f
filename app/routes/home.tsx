import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { FEATURED_RETURN_TO, FeaturedCourse } from "~/components/catalogue/featured-course";
import { StateApprovals } from "~/components/catalogue/state-approvals";
import { UpcomingCourseList } from "~/components/catalogue/upcoming-course-list";
import { AboutSection } from "~/components/home/about-section";
import { ContactSection } from "~/components/home/contact-section";
import type { HeaderEnrolment } from "~/components/home/enrolment-menu";
import { HeroSection } from "~/components/home/hero-section";
import { LandingHeader } from "~/components/home/landing-header";
import { NewsletterForm } from "~/components/home/newsletter-form";
import { StatsSection } from "~/components/home/stats-section";
import { useRootData } from "~/components/layout/use-root-data";
import { FREE_GUIDE_TITLE } from "~/content/free-guide";
import { HOME_COPY } from "~/content/home";
import { SITE_DESCRIPTION, SITE_NAME } from "~/content/site";
import { APPROVED_STATES } from "~/content/states";
import { FORMAT_LABELS, formatCredits, formatLongDate, formatSessionDateTime } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { courseArtworkPicture } from "~/lib/picture";
import { registrationPagePath } from "~/lib/registration-page-path";
import { SHARED_PAGE } from "~/lib/shared-page";
import { getSessionUser } from "~/modules/auth/session.server";
import { describeUpcomingCourse } from "~/modules/catalogue/describe-upcoming-course";
import { getFeaturedCourse } from "~/modules/catalogue/get-featured-course.server";
import { listCourses } from "~/modules/catalogue/list-courses.server";
import { listLiveSessions } from "~/modules/catalogue/list-live-sessions.server";
import { listEnrolments } from "~/modules/learning/list-enrolments.server";
import type { Route } from "./+types/home";
import { homeStructuredData } from "./home.server";
import { answerHomeForm } from "./home-forms.server";

// The same for every signed-out visitor: revalidated with an ETag (see app/lib/shared-page.ts).
export const handle = SHARED_PAGE;

const SiteFooter = lazy(() => import("~/components/layout/site-footer"));

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  ...pageMeta(`${SITE_NAME} – Accredited AI CLE Courses for Attorneys`, SITE_DESCRIPTION),
  // Schema.org data (JSON-LD), escaped by React Router.
  ...(loaderData ? [{ "script:ld+json": loaderData.structuredData }] : []),
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = context.services.database.db;
  const signedIn = await getSessionUser(request, context);
  const [course, upcoming] = await Promise.all([
    getFeaturedCourse(db),
    listCourses(db, { status: "upcoming" }),
  ]);
  // Without a published course the featured section is left out.
  const sessions = course
    ? await listLiveSessions(db, { courseId: course.id, from: new Date() })
    : [];
  const accountDeleted = new URL(request.url).searchParams.has("accountDeleted");
  // The header's enrolment list: the signed-in user's real enrolments, each
  // date written here as the site's long date (in the schedule's time zone).
  const enrolments: HeaderEnrolment[] = signedIn
    ? (await listEnrolments(db, signedIn.id)).map((enrolment) => ({
        id: enrolment.id,
        courseId: enrolment.courseId,
        courseName: enrolment.courseName,
        progress: enrolment.progress,
        lastOpened: formatLongDate(enrolment.lastAccessed),
      }))
    : [];
  const nextSession = sessions[0] ?? null;
  return {
    // Formatted here, once, in the course's time zone: the browser needs no
    // date or credit formatting code for this page.
    featured: course
      ? {
          id: course.id,
          title: course.title,
          summary: course.summary,
          picture: courseArtworkPicture(course),
          speakers: course.faculty.map((member) => member.name).join(" and "),
          when: nextSession ? formatSessionDateTime(nextSession.startsAt) : null,
          delivery: FORMAT_LABELS[course.format],
          credit: formatCredits(course.credits),
          registerHref: registrationPagePath(course.id, FEATURED_RETURN_TO),
        }
      : null,
    upcoming: upcoming.map((item) => ({
      id: item.id,
      title: item.title,
      summary: item.summary,
      picture: item.picture,
      imageAlt: item.imageAlt,
      extras: describeUpcomingCourse(item),
    })),
    accountDeleted,
    enrolments,
    copy: HOME_COPY,
    // Through the loader: the guide's content module stays out of the bundle.
    freeGuideTitle: FREE_GUIDE_TITLE,
    structuredData: homeStructuredData(context.services.config, course, nextSession),
  };
}

/** The newsletter sign-ups and the contact form post here (with or without script). */
export function action({ request, context }: Route.ActionArgs) {
  return answerHomeForm(request, context);
}

/** "/" has its own, simpler layout: the landing header instead of the site header. */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { featured, upcoming, copy } = loaderData;
  const rootData = useRootData();
  const user = rootData?.user ?? null;
  return (
    <>
      <LandingHeader user={user} enrolments={loaderData.enrolments} />
      <main id="main" tabIndex={-1} className="outline-none">
        {loaderData.accountDeleted ? (
          <p role="status" className="bg-emerald-50 px-4 py-3 text-center text-emerald-900">
            Your account and its personal data have been deleted. Certificates we issued you are
            kept for the state bars' retention period (see{" "}
            <Link to="/privacy" className="font-semibold underline">
              Privacy
            </Link>
            ).
          </p>
        ) : null}
        <HeroSection>
          <h1 id="hero-heading" className="max-w-3xl font-bold text-4xl tracking-tight sm:text-6xl">
            Continuing legal education for the age of AI
          </h1>
          <p className="mt-5 max-w-2xl text-brand-100 text-xl">
            Accredited, practical CLE on artificial intelligence in legal practice, live and on
            demand. Credits approved in {APPROVED_STATES.length} states.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/courses"
              className="rounded-md bg-accent-500 px-5 py-3 font-semibold text-ink hover:bg-amber-400"
            >
              Browse courses
            </Link>
            <Link
              to="/plans"
              className="rounded-md px-5 py-3 font-semibold ring-1 ring-white/60 hover:bg-white/10"
            >
              View Plans
            </Link>
          </div>
          <div className="mt-10 max-w-xl rounded-xl bg-brand-900/70 p-5 ring-1 ring-white/20 backdrop-blur-sm">
            <NewsletterForm
              source="hero"
              label="Get our updates on new courses"
              buttonLabel="Sign Up"
              busyLabel="Signing Up..."
              tone="dark"
            />
            <p className="mt-3 text-brand-100 text-sm">
              Get our free guide:{" "}
              <Link to="/free-guide" className="font-semibold text-white underline">
                {loaderData.freeGuideTitle}
              </Link>
            </p>
          </div>
        </HeroSection>
        <AboutSection
          copy={copy.about}
          coursesAnchor={featured ? "confirmed-courses" : "upcoming-courses"}
        />
        <StateApprovals />
        <StatsSection stats={copy.stats} />
        <section aria-labelledby="apart-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h2 id="apart-heading" className="font-bold text-3xl tracking-tight">
            What Sets Us Apart
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {copy.distinctions.map((item) => (
              <li
                key={item.title}
                className="rounded-xl border-brand-700 border-t-4 bg-white p-6 shadow-sm ring-1 ring-slate-200"
              >
                <h3 className="font-semibold text-lg">{item.title}</h3>
                <p className="mt-2 text-slate-700">{item.text}</p>
              </li>
            ))}
          </ul>
        </section>
        {featured ? <FeaturedCourse course={featured} /> : null}
        <section
          id="upcoming-courses"
          aria-labelledby="upcoming-heading"
          className="mx-auto max-w-7xl px-4 py-16 sm:px-6"
        >
          <h2 id="upcoming-heading" className="font-bold text-3xl tracking-tight">
            Upcoming Courses
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">
            New courses in preparation. Details and dates are to be confirmed.
          </p>
          <UpcomingCourseList courses={upcoming} />
          <div className="mt-8 max-w-2xl rounded-xl bg-brand-50 p-6 ring-1 ring-brand-100">
            <h3 className="font-semibold text-xl">Be the First to Know</h3>
            <p className="mt-2 mb-4 text-slate-700">
              Get updates on new courses and early enrollment.
            </p>
            <NewsletterForm
              source="upcoming"
              anchor="upcoming-courses"
              label="E-mail address"
              buttonLabel="Subscribe"
              busyLabel="Submitting..."
              tone="light"
            />
          </div>
        </section>
        {rootData ? (
          <ContactSection
            phone={rootData.publicConfig.contactPhone}
            email={rootData.publicConfig.contactEmail}
          />
        ) : null}
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </>
  );
}

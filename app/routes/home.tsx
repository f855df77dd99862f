import { lazy, type ReactNode, Suspense } from "react";
import { Link } from "react-router";
import { StateApprovals } from "~/components/catalogue/state-approvals";
import { AboutSection } from "~/components/home/about-section";
import { ContactSection } from "~/components/home/contact-section";
import { HeroSection } from "~/components/home/hero-section";
import { LandingHeader } from "~/components/home/landing-header";
import { NewsletterForm } from "~/components/home/newsletter-form";
import { StatsSection } from "~/components/home/stats-section";
import { useRootData } from "~/components/layout/use-root-data";
import { RegistrationDialog } from "~/components/registration/registration-dialog";
import { FEATURED_COURSE_ID } from "~/content/catalogue";
import { FREE_GUIDE_TITLE } from "~/content/free-guide";
import { HOME_COPY } from "~/content/home";
import { SITE_DESCRIPTION, SITE_NAME } from "~/content/site";
import { APPROVED_STATES } from "~/content/states";
import { FORMAT_LABELS, formatCredits, formatPrice, formatSessionDateTime } from "~/lib/format";
import { formatHours } from "~/lib/hours";
import { pageMeta } from "~/lib/meta";
import { getSessionUser } from "~/modules/auth/session.server";
import { getCourse } from "~/modules/catalogue/get-course.server";
import { type CourseSummary, listCourses } from "~/modules/catalogue/list-courses.server";
import { listLiveSessions } from "~/modules/catalogue/list-live-sessions.server";
import { listEnrolments } from "~/modules/learning/list-enrolments.server";
import { educationEvent, organization } from "~/modules/seo/structured-data.server";
import type { Route } from "./+types/home";

const SiteFooter = lazy(() => import("~/components/layout/site-footer"));

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  ...pageMeta(`${SITE_NAME} – Accredited AI CLE Courses for Attorneys`, SITE_DESCRIPTION),
  // Schema.org data (JSON-LD), escaped by React Router.
  ...(loaderData ? [{ "script:ld+json": loaderData.structuredData }] : []),
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = context.services.database.db;
  const signedIn = await getSessionUser(request, context);
  const [course, sessions, upcoming] = await Promise.all([
    getCourse(db, FEATURED_COURSE_ID),
    listLiveSessions(db, { courseId: FEATURED_COURSE_ID, from: new Date() }),
    listCourses(db, { status: "upcoming" }),
  ]);
  if (!course) throw new Error("The featured course is missing from the catalogue");
  const accountDeleted = new URL(request.url).searchParams.has("accountDeleted");
  // The header's enrolment list: the signed-in user's real enrolments.
  const enrolments = signedIn ? await listEnrolments(db, signedIn.id) : [];
  const nextSession = sessions[0] ?? null;
  return {
    course,
    // Formatted here, once, in the course's time zone: the browser needs no
    // date or credit formatting code for this page.
    featured: {
      when: nextSession ? formatSessionDateTime(nextSession.startsAt) : null,
      delivery: FORMAT_LABELS[course.format],
      credit: formatCredits(course.credits),
    },
    upcoming: upcoming.map((item) => ({ ...item, extras: upcomingExtras(item) })),
    accountDeleted,
    enrolments,
    copy: HOME_COPY,
    // Through the loader: the guide's content module stays out of the bundle.
    freeGuideTitle: FREE_GUIDE_TITLE,
    structuredData: homeStructuredData(context.services.config, course, nextSession),
  };
}

function homeStructuredData(
  config: { baseUrl: string; contactEmail: string; contactPhone: string },
  course: { title: string; summary: string; priceCents: number | null },
  session: Parameters<typeof educationEvent>[2] | null,
) {
  const site = { baseUrl: config.baseUrl, email: config.contactEmail, phone: config.contactPhone };
  const graph: object[] = [organization(site)];
  if (session) {
    graph.push(
      educationEvent(site, course, session, {
        priceCents: course.priceCents ?? 0,
        url: `${config.baseUrl}/#confirmed-courses`,
      }),
    );
  }
  return { "@context": "https://schema.org", "@graph": graph };
}

/** "/" has its own, simpler layout: the landing header instead of the site header. */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { course, featured, upcoming, copy } = loaderData;
  const rootData = useRootData();
  const user = rootData?.user ?? null;
  return (
    <>
      <LandingHeader user={user} enrolments={loaderData.enrolments} />
      <main id="main" tabIndex={-1} className="outline-none">
        {loaderData.accountDeleted ? (
          <p role="status" className="bg-emerald-50 px-4 py-3 text-center text-emerald-900">
            Your account and its personal data have been deleted.
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
        <AboutSection copy={copy.about} />
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
        <section
          id="confirmed-courses"
          aria-labelledby="featured-heading"
          className="mx-auto max-w-7xl px-4 py-16 sm:px-6"
        >
          <h2 id="featured-heading" className="font-bold text-3xl tracking-tight">
            Master AI in Law – Secure Your Spot!
          </h2>
          <article className="relative mt-6 grid overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 lg:grid-cols-[2fr_3fr]">
            <CornerRibbon corner="left" className="z-10">
              Featured Course
            </CornerRibbon>
            <Link
              to={`/course-player/${course.id}`}
              className="group relative block bg-brand-900"
              aria-label={`Watch Sample: ${course.title}`}
            >
              <img
                src={course.imagePath}
                alt=""
                width={640}
                height={320}
                loading="lazy"
                className="aspect-[2/1] size-full object-cover opacity-90 group-hover:opacity-100 lg:aspect-auto"
              />
              <span className="absolute right-4 bottom-4 flex items-center gap-2 rounded-full bg-white px-4 py-2 font-semibold text-brand-800 text-sm shadow group-hover:bg-brand-50">
                <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 fill-current">
                  <path d="M5 3l8 5-8 5z" />
                </svg>
                Watch Sample
              </span>
            </Link>
            <div className="p-6">
              <h3 className="mt-1 font-semibold text-2xl">{course.title}</h3>
              <p className="mt-3 max-w-3xl text-slate-700">{course.summary}</p>
              <dl className="mt-4 grid max-w-2xl grid-cols-[auto_1fr] gap-x-6 gap-y-1">
                {featured.when ? (
                  <>
                    <dt className="font-semibold">When</dt>
                    <dd>{featured.when}</dd>
                  </>
                ) : null}
                <dt className="font-semibold">Delivery</dt>
                <dd>{featured.delivery}</dd>
                <dt className="font-semibold">Credit</dt>
                <dd>{featured.credit}</dd>
                <dt className="font-semibold">Speakers</dt>
                <dd>{course.faculty.map((member) => member.name).join(" and ")}</dd>
              </dl>
              <aside className="mt-6 rounded-lg bg-brand-50 p-4 text-brand-900">
                <p className="font-semibold">
                  Have Questions? Contact Us &amp; Secure Your Spot for the Live Webcast!
                </p>
              </aside>
              <div className="mt-6 flex flex-wrap gap-3">
                <Link
                  to={`/course-player/${course.id}`}
                  className="inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
                >
                  Watch Preview
                </Link>
                <RegistrationDialog courseId={course.id} returnTo="/#confirmed-courses" />
              </div>
            </div>
          </article>
        </section>
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
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {upcoming.map((item) => (
              <li
                key={item.id}
                className="relative overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
              >
                <CornerRibbon corner="right" className="hidden sm:block">
                  Coming Soon
                </CornerRibbon>
                <img
                  src={item.imagePath}
                  alt={item.imageAlt}
                  width={640}
                  height={320}
                  loading="lazy"
                  className="aspect-[2/1] w-full object-cover"
                />
                <div className="p-5">
                  <h3 className="font-semibold text-lg">{item.title}</h3>
                  <p className="mt-2 text-slate-700 text-sm">{item.summary}</p>
                  <UpcomingExtras courseId={item.id} extras={item.extras} />
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-8 max-w-2xl rounded-xl bg-brand-50 p-6 ring-1 ring-brand-100">
            <h3 className="font-semibold text-xl">Be the First to Know</h3>
            <p className="mt-2 mb-4 text-slate-700">
              Get updates on new courses and early enrollment.
            </p>
            <NewsletterForm
              source="upcoming"
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

/**
 * An upcoming card's optional details (spec §2): each appears only once the
 * catalogue sets it; none is set for the three courses in preparation.
 */
function upcomingExtras(course: CourseSummary) {
  const details = [
    course.level,
    course.durationMinutes ? `${formatHours(course.durationMinutes / 60)} hours` : null,
    course.credits.length > 0 ? `${formatCredits(course.credits)} credit` : null,
  ].filter((detail): detail is string => Boolean(detail));
  const price = course.memberPriceCents ?? course.priceCents;
  return { details, price: price === null ? null : formatPrice(price) };
}

function UpcomingExtras({
  courseId,
  extras,
}: {
  courseId: string;
  extras: { details: string[]; price: string | null };
}) {
  if (extras.details.length === 0 && extras.price === null) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      {extras.details.length > 0 ? (
        <p className="text-slate-700">{extras.details.join(" · ")}</p>
      ) : null}
      {extras.price !== null ? (
        <Link
          to={`/course-player/${courseId}`}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {extras.price}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * A diagonal ribbon across a card's top corner (the card clips it). Its band
 * sits 82 px from the corner, so about 150 px of its words' line shows: room for its words.
 */
function CornerRibbon({
  corner,
  className,
  children,
}: {
  corner: "left" | "right";
  className: string;
  children: ReactNode;
}) {
  const place = corner === "left" ? "left-[-2.5rem] -rotate-45" : "right-[-2.5rem] rotate-45";
  return (
    <p
      className={`absolute top-8 w-56 bg-accent-500 py-1 text-center font-semibold text-ink text-xs tracking-wide shadow ${place} ${className}`}
    >
      {children}
    </p>
  );
}

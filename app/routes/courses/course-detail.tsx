import { data, Link } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { RegisterFreeButton } from "~/components/registration/register-free-button";
import { TableScroller } from "~/components/ui/table-scroller";
import { COURSE_CATEGORIES, isCourseId } from "~/content/catalogue";
import { statePagePath } from "~/content/states";
import { checkoutHref } from "~/lib/checkout-link";
import {
  FORMAT_LABELS,
  formatCategoryCredits,
  formatCredits,
  formatLongDate,
  formatPrice,
  formatSessionDateTime,
  totalCredits,
} from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { getSessionUser } from "~/modules/auth/session.server";
import { getCourse } from "~/modules/catalogue/get-course.server";
import { listLiveSessions } from "~/modules/catalogue/list-live-sessions.server";
import { quoteCourse } from "~/modules/payments/quote-product.server";
import { findRegistration } from "~/modules/registration/register-for-course.server";
import { course as courseData, organization } from "~/modules/seo/structured-data.server";
import type { Route } from "./+types/course-detail";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const db = context.services.database.db;
  const now = new Date();
  const [course, sessions, user] = await Promise.all([
    getCourse(db, params.courseId),
    listLiveSessions(db, { courseId: params.courseId, from: now }, now),
    getSessionUser(request, context),
  ]);
  if (course?.status !== "published") throw data(null, { status: 404 });
  const [registered, quote] = user
    ? await Promise.all([
        findRegistration(db, user.id, course.id),
        quoteCourse(db, user.id, course.id, now),
      ])
    : [null, null];
  const { baseUrl, contactEmail, contactPhone } = context.services.config;
  const url = `${baseUrl}/courses/${course.id}`;
  const image = course.media ? `${baseUrl}/media/courses/${course.id}/poster.webp` : undefined;
  return {
    course: {
      id: course.id,
      title: course.title,
      summary: course.summary,
      description: course.description,
      categoryName:
        COURSE_CATEGORIES.find((category) => category.slug === course.categorySlug)?.name ?? null,
      categorySlug: course.categorySlug,
      format: course.format,
      level: course.level,
      durationMinutes: course.durationMinutes,
      priceCents: course.priceCents,
      memberPriceCents: course.memberPriceCents,
      imagePath: course.imagePath,
      imageAlt: course.imageAlt,
      topics: course.topics,
      learningObjectives: course.learningObjectives,
      includes: course.includes,
      credits: course.credits,
      faculty: course.faculty,
      approvals: course.approvals,
      materials: course.materials,
      hasMedia: course.media !== null,
    },
    sessions: sessions.map(({ id, startsAt, durationMinutes, soldOut, label }) => ({
      id,
      startsAt,
      durationMinutes,
      soldOut,
      label,
    })),
    signedIn: user !== null,
    registered: registered !== null,
    yourPriceCents: quote?.priceCents ?? null,
    image,
    structuredData: {
      "@context": "https://schema.org",
      "@graph": [
        organization({ baseUrl, email: contactEmail, phone: contactPhone }),
        courseData(
          { baseUrl },
          {
            title: course.title,
            summary: course.summary,
            url,
            priceCents: course.priceCents,
            image,
            durationMinutes: course.durationMinutes,
            format: course.format,
            sessions,
          },
        ),
      ],
    },
  };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData
    ? [
        ...pageMeta(`${loaderData.course.title} – CLE Course`, loaderData.course.summary),
        ...(loaderData.image
          ? [
              { property: "og:image", content: loaderData.image },
              { property: "og:image:alt", content: `Title slide of ${loaderData.course.title}` },
              { name: "twitter:card", content: "summary_large_image" },
            ]
          : []),
        { "script:ld+json": loaderData.structuredData },
      ]
    : [];

const BUTTON =
  "inline-block rounded-md bg-brand-700 px-5 py-2.5 text-center font-semibold text-white hover:bg-brand-800";
const SECONDARY =
  "inline-block rounded-md px-5 py-2.5 text-center font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50";

export default function CourseDetailPage({ loaderData }: Route.ComponentProps) {
  const { course, sessions, registered, signedIn } = loaderData;
  const free = course.priceCents === 0;
  const approved = course.approvals.filter((approval) => approval.status === "approved");
  return (
    <PageShell
      eyebrow={course.categoryName ?? "Course"}
      title={course.title}
      intro={course.summary}
    >
      <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-10">
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="font-semibold text-2xl">
              About this course
            </h2>
            <p className="mt-3 max-w-3xl text-slate-800">{course.description}</p>
            {course.learningObjectives.length > 0 ? (
              <>
                <h3 className="mt-6 font-semibold text-lg">What you will learn</h3>
                <ul className="mt-2 max-w-3xl list-disc space-y-1 pl-6">
                  {course.learningObjectives.map((objective) => (
                    <li key={objective}>{objective}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {course.topics.length > 0 ? (
              <>
                <h3 className="mt-6 font-semibold text-lg">Topics</h3>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {course.topics.map((topic) => (
                    <li
                      key={topic}
                      className="rounded-full bg-brand-50 px-3 py-1 text-brand-900 text-sm"
                    >
                      {topic}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>

          {course.faculty.length > 0 ? (
            <section aria-labelledby="faculty-heading">
              <h2 id="faculty-heading" className="font-semibold text-2xl">
                Faculty
              </h2>
              <ul className="mt-3 grid gap-4 sm:grid-cols-2">
                {course.faculty.map((member) => (
                  <li key={member.id} className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
                    <p className="font-semibold">{member.name}</p>
                    <p className="text-slate-700 text-sm">
                      {member.title}, {member.organisation}
                    </p>
                    <Link
                      to={`/faculty#${member.id}`}
                      className="mt-2 inline-block text-brand-700 text-sm underline"
                    >
                      About {member.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {course.format === "live_webcast" ? (
            <section aria-labelledby="sessions-heading">
              <h2 id="sessions-heading" className="font-semibold text-2xl">
                Live sessions
              </h2>
              {sessions.length === 0 ? (
                <p className="mt-3 text-slate-700">
                  No live date is scheduled at the moment. New dates are announced by e-mail.
                </p>
              ) : (
                <ul className="mt-3 divide-y divide-slate-200 rounded-lg bg-white ring-1 ring-slate-200">
                  {sessions.map((session) => (
                    <li key={session.id} className="flex flex-wrap items-center gap-3 p-4">
                      <span className="flex-1">
                        {formatSessionDateTime(new Date(session.startsAt))} ·{" "}
                        {session.durationMinutes} minutes
                        {session.label ? ` · ${session.label}` : ""}
                      </span>
                      <span
                        className={`font-semibold text-sm ${session.soldOut ? "text-red-800" : "text-emerald-800"}`}
                      >
                        {session.soldOut ? "SOLD OUT" : "Seats available"}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ) : null}

          <section aria-labelledby="states-heading">
            <h2 id="states-heading" className="font-semibold text-2xl">
              Credit by state
            </h2>
            <p className="mt-2 max-w-3xl text-slate-700">
              Approved in {approved.length} of {course.approvals.length} states. Where approval is
              pending, credit is not guaranteed until the state approves the course.
            </p>
            <TableScroller label="Credit by state table">
              <table className="w-full min-w-[36rem] text-left text-sm">
                <caption className="sr-only">Approval status and credits in each state</caption>
                <thead>
                  <tr className="border-slate-300 border-b">
                    <th scope="col" className="py-2 pr-4">
                      State
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Status
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Course number
                    </th>
                    <th scope="col" className="py-2">
                      Credits
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {course.approvals.map((approval) => (
                    <tr key={approval.stateSlug} className="border-slate-200 border-b">
                      <th scope="row" className="py-2 pr-4 font-normal">
                        <Link
                          to={statePagePath(approval.stateSlug)}
                          className="text-brand-700 underline"
                        >
                          {approval.stateName}
                        </Link>
                      </th>
                      <td className="py-2 pr-4">
                        {approval.status === "approved"
                          ? `Approved${approval.approvedOn ? ` ${formatLongDate(approval.approvedOn)}` : ""}`
                          : "Approval pending"}
                      </td>
                      <td className="py-2 pr-4">{approval.approvalNumber ?? "—"}</td>
                      <td className="py-2">
                        {formatCategoryCredits(approval.credits, approval.stateSlug)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroller>
          </section>

          {course.materials.length > 0 ? (
            <section aria-labelledby="materials-heading">
              <h2 id="materials-heading" className="font-semibold text-2xl">
                Course materials
              </h2>
              {registered ? null : (
                <p className="mt-2 text-slate-700">
                  Registered attorneys download these from this page and from the course player.
                </p>
              )}
              <ul className="mt-3 space-y-2">
                {course.materials.map((material) => (
                  <li key={material.id}>
                    {registered ? (
                      <a
                        href={`/courses/${course.id}/materials/${material.id}`}
                        download
                        className="text-brand-700 underline"
                      >
                        {material.title} (PDF)
                      </a>
                    ) : (
                      <span>{material.title} (PDF)</span>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <aside
          aria-labelledby="enrol-heading"
          className="h-fit rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-24"
        >
          <h2 id="enrol-heading" className="font-semibold text-lg">
            {registered ? "You are registered" : free ? "Register free" : "Register"}
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold">Format</dt>
            <dd>{FORMAT_LABELS[course.format]}</dd>
            {course.level ? (
              <>
                <dt className="font-semibold">Level</dt>
                <dd>{course.level}</dd>
              </>
            ) : null}
            {course.durationMinutes ? (
              <>
                <dt className="font-semibold">Length</dt>
                <dd>{course.durationMinutes} minutes</dd>
              </>
            ) : null}
            <dt className="font-semibold">Credit</dt>
            <dd>
              {formatCredits(course.credits)} ({totalCredits(course.credits).toFixed(1)} hours)
            </dd>
          </dl>
          {course.priceCents !== null && !registered ? (
            <div className="mt-4">
              {free ? (
                <p className="font-bold text-2xl">Free</p>
              ) : loaderData.yourPriceCents !== null ? (
                <p>
                  <span className="font-bold text-2xl">
                    {formatPrice(loaderData.yourPriceCents)}
                  </span>{" "}
                  {loaderData.yourPriceCents !== course.priceCents ? (
                    <span className="text-slate-700">
                      members' rate, regular <s>{formatPrice(course.priceCents)}</s>
                    </span>
                  ) : (
                    <span className="text-slate-700">
                      ·{" "}
                      <Link to="/plans" className="text-brand-700 underline">
                        members pay {formatPrice(course.memberPriceCents ?? course.priceCents)}
                      </Link>
                    </span>
                  )}
                </p>
              ) : (
                <dl className="grid grid-cols-[auto_1fr] gap-x-4">
                  <dt>Members</dt>
                  <dd className="font-bold">
                    {formatPrice(course.memberPriceCents ?? course.priceCents)}
                  </dd>
                  <dt>Regular</dt>
                  <dd className="font-bold">{formatPrice(course.priceCents)}</dd>
                </dl>
              )}
            </div>
          ) : null}
          {course.includes.length > 0 ? (
            <>
              <h3 className="mt-4 font-semibold text-sm">Included</h3>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
                {course.includes.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </>
          ) : null}
          <div className="mt-5 grid gap-3">
            {registered ? (
              <>
                {loaderData.course.hasMedia ? (
                  <Link to={`/course-player/${course.id}`} className={BUTTON}>
                    Open the course player
                  </Link>
                ) : null}
                <Link to="/dashboard" className={SECONDARY}>
                  Go to My Dashboard
                </Link>
              </>
            ) : (
              <>
                {free ? (
                  <RegisterFreeButton courseId={course.id} />
                ) : course.priceCents !== null ? (
                  <Link
                    to={checkoutHref(signedIn, { courseId: course.id, courseName: course.title })}
                    className={BUTTON}
                  >
                    Register and pay
                  </Link>
                ) : null}
                {loaderData.course.hasMedia ? (
                  <Link to={`/course-player/${course.id}`} className={SECONDARY}>
                    Watch Preview
                  </Link>
                ) : null}
              </>
            )}
          </div>
        </aside>
      </div>
    </PageShell>
  );
}

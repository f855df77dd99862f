import { data } from "react-router";
import { CourseAbout } from "~/components/catalogue/course-about";
import { CourseEnrolPanel } from "~/components/catalogue/course-enrol-panel";
import { CourseFaculty } from "~/components/catalogue/course-faculty";
import { CourseLiveSessions } from "~/components/catalogue/course-live-sessions";
import { CourseMaterials } from "~/components/catalogue/course-materials";
import { StateCreditTable } from "~/components/catalogue/state-credit-table";
import { PageShell } from "~/components/layout/page-shell";
import { COURSE_CATEGORIES, isCourseId } from "~/content/catalogue";
import { pageMeta } from "~/lib/meta";
import { SHARED_PAGE } from "~/lib/shared-page";
import { getSessionUser } from "~/modules/auth/session.server";
import { getCourse } from "~/modules/catalogue/get-course.server";
import { listLiveSessions } from "~/modules/catalogue/list-live-sessions.server";
import { quoteCourse } from "~/modules/payments/quote-product.server";
import { findRegistration } from "~/modules/registration/find-registration.server";
import type { Route } from "./+types/course-detail";
import { courseStructuredData } from "./course-detail.server";

// The same for every signed-out visitor: revalidated with an ETag (see app/lib/shared-page.ts).
export const handle = SHARED_PAGE;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const db = context.services.database.db;
  const now = new Date();
  const [course, sessions, user] = await Promise.all([
    getCourse(db, params.courseId),
    listLiveSessions(db, { courseId: params.courseId, from: now }),
    getSessionUser(request, context),
  ]);
  if (course?.status !== "published") throw data(null, { status: 404 });
  const [registered, quote] = user
    ? await Promise.all([
        findRegistration(db, user.id, course.id),
        quoteCourse(db, user.id, course.id, now),
      ])
    : [null, null];
  const { baseUrl } = context.services.config;
  const image = course.media ? `${baseUrl}/media/courses/${course.id}/poster.webp` : undefined;
  return {
    course: {
      id: course.id,
      title: course.title,
      summary: course.summary,
      description: course.description,
      categoryName:
        COURSE_CATEGORIES.find((category) => category.slug === course.categorySlug)?.name ?? null,
      format: course.format,
      level: course.level,
      durationMinutes: course.durationMinutes,
      priceCents: course.priceCents,
      memberPriceCents: course.memberPriceCents,
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
    structuredData: courseStructuredData(context.services.config, course, sessions, image),
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

export default function CourseDetailPage({ loaderData }: Route.ComponentProps) {
  const { course, sessions, registered } = loaderData;
  return (
    <PageShell
      eyebrow={course.categoryName ?? "Course"}
      title={course.title}
      intro={course.summary}
    >
      <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-10">
          <CourseAbout
            description={course.description}
            learningObjectives={course.learningObjectives}
            topics={course.topics}
          />
          {course.faculty.length > 0 ? <CourseFaculty faculty={course.faculty} /> : null}
          {course.format === "live_webcast" ? <CourseLiveSessions sessions={sessions} /> : null}
          <StateCreditTable approvals={course.approvals} />
          {course.materials.length > 0 ? (
            <CourseMaterials
              courseId={course.id}
              materials={course.materials}
              registered={registered}
            />
          ) : null}
        </div>
        <CourseEnrolPanel
          course={course}
          registered={registered}
          signedIn={loaderData.signedIn}
          yourPriceCents={loaderData.yourPriceCents}
        />
      </div>
    </PageShell>
  );
}

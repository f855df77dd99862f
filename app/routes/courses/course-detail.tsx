import { data, redirect } from "react-router";
import { CoursePage } from "~/components/catalogue/course-page";
import { isCourseId } from "~/content/catalogue";
import { pageMeta } from "~/lib/meta";
import { SHARED_PAGE } from "~/lib/shared-page";
import {
  currentAddressUrl,
  findCourseAddress,
} from "~/modules/catalogue/find-course-address.server";
import type { Route } from "./+types/course-detail";
import { loadCoursePage } from "./course-page.server";

// The same for every signed-out visitor: revalidated with an ETag (see app/lib/shared-page.ts).
export const handle = SHARED_PAGE;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  // The path names the course's address (slug); a former one redirects for good.
  const address = await findCourseAddress(context.services.database.db, params.courseId);
  if (!address) throw data(null, { status: 404 });
  const page = await loadCoursePage(request, context, address.courseId, { preview: false });
  // A course off the public site is not found at any address (a draft's new one stays unsaid).
  if (!page) throw data(null, { status: 404 });
  if (!address.current) throw redirect(currentAddressUrl(request, "/courses/", address.slug), 308);
  return page;
}

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData
    ? [
        ...pageMeta(`${loaderData.course.title} – CLE Course`, loaderData.course.summary),
        ...(loaderData.image
          ? [
              { property: "og:image", content: loaderData.image },
              {
                property: "og:image:alt",
                content: `A still from the lecture of ${loaderData.course.title}`,
              },
              { name: "twitter:card", content: "summary_large_image" },
            ]
          : []),
        { "script:ld+json": loaderData.structuredData },
      ]
    : [];

export default function CourseDetailPage({ loaderData }: Route.ComponentProps) {
  return <CoursePage {...loaderData} />;
}

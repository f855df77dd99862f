import { data, Link } from "react-router";
import { CoursePage } from "~/components/catalogue/course-page";
import { isCourseId } from "~/content/catalogue";
import { COURSE_STATUS_LABELS } from "~/content/course-types";
import { pageMeta } from "~/lib/meta";
import { requireStaff } from "~/modules/staff/require-staff.server";
import { loadCoursePage } from "../courses/course-page.server";
import type { Route } from "./+types/course-preview";

// Staff only, any status: never indexed, never stored by a shared cache.
const PREVIEW_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

export function headers() {
  return PREVIEW_HEADERS;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "courses.manage");
  if (!isCourseId(params.courseId)) throw data(null, { status: 404, headers: PREVIEW_HEADERS });
  const page = await loadCoursePage(request, context, params.courseId, { preview: true });
  if (!page) throw data(null, { status: 404, headers: PREVIEW_HEADERS });
  return data(page, { headers: PREVIEW_HEADERS });
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  ...pageMeta(
    loaderData ? `Preview: ${loaderData.course.title}` : "Course preview",
    loaderData?.course.summary ?? "A course's page as the public will see it.",
  ),
  { name: "robots", content: "noindex, nofollow" },
];

export default function CoursePreviewPage({ loaderData }: Route.ComponentProps) {
  const { course } = loaderData;
  return (
    <>
      <aside
        aria-label="Preview"
        className="border-amber-500 border-y-4 bg-amber-100 px-4 py-3 text-amber-950 sm:px-6"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3">
          <p>
            <strong>Preview</strong> of a course that is{" "}
            <strong>{COURSE_STATUS_LABELS[course.status].toLowerCase()}</strong>: this is how its
            page will look to the public.{" "}
            {course.status === "published"
              ? "It is on the public site."
              : "The public cannot see it yet; its buttons do not register or sell."}
          </p>
          <Link
            to={`/staff/courses/${course.id}`}
            className="font-semibold text-amber-950 underline"
          >
            Back to the course editor
          </Link>
        </div>
      </aside>
      <CoursePage {...loaderData} />
    </>
  );
}

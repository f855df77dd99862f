import { data, Link, Outlet } from "react-router";
import { SectionTabs } from "~/components/staff/section-tabs";
import { StaffPage } from "~/components/staff/staff-frame";
import { isCourseId } from "~/content/catalogue";
import { COURSE_STATUS_LABELS } from "~/content/course-types";
import type { StaffPermission } from "~/content/staff-roles";
import { revalidateAfterConflict } from "~/lib/revalidate-after-conflict";
import { loadCourseHeader } from "~/modules/course-editing/load-course-editor.server";
import { mailingComposePath } from "~/modules/mailings/mailing-filters";
import { rosterPath } from "~/modules/rosters/roster-scope";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/layout";

/** The course editor's pages, in the order its tabs show them, and who may open each. */
const COURSE_PAGES: { path: string; label: string; permission: StaffPermission }[] = [
  { path: "", label: "Details", permission: "courses.manage" },
  { path: "/status", label: "Status and history", permission: "courses.manage" },
  { path: "/changes", label: "Pending changes", permission: "courses.manage" },
  { path: "/accreditation", label: "Accreditation", permission: "accreditation.record" },
  { path: "/media", label: "Lecture media", permission: "media.manage" },
  { path: "/materials", label: "Materials", permission: "courses.manage" },
  { path: "/artwork", label: "Artwork", permission: "courses.manage" },
  { path: "/address", label: "Address", permission: "courses.manage" },
  { path: "/evaluation-form", label: "Evaluation form", permission: "evaluations.manage" },
  { path: "/evaluations", label: "Evaluations", permission: "evaluations.view" },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(
    request,
    context,
    COURSE_PAGES.map((page) => page.permission),
  );
  // A course that is not there is each page's 404 to give, after its own permission check.
  const course = isCourseId(params.courseId)
    ? await loadCourseHeader(context.services.database.db, params.courseId)
    : null;
  const base = `/staff/courses/${params.courseId}`;
  return data(
    {
      course,
      tabs: COURSE_PAGES.filter((page) => staff.permissions.has(page.permission)).map((page) => ({
        to: `${base}${page.path}`,
        label: page.label,
      })),
      mayViewRoster: staff.permissions.has("attendance.view"),
      mayCopy: staff.permissions.has("courses.manage"),
      mayMail: staff.permissions.has("mailings.send"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

// A change refused because someone else saved first (409) reloads the course,
// so its heading and status show their version.
export const shouldRevalidate = revalidateAfterConflict;

const LINK = "text-brand-700 underline";

/** One course in the console: its name and status above a page per part of it. */
export default function StaffCourseLayout({ loaderData }: Route.ComponentProps) {
  const { course, tabs, mayViewRoster, mayCopy, mayMail } = loaderData;
  if (!course) return <Outlet />;
  return (
    <StaffPage
      title={course.title}
      intro={
        <p>
          <Link to="/staff/courses" className={LINK}>
            Back to courses
          </Link>
          <br />
          <span className="font-semibold">{COURSE_STATUS_LABELS[course.status]}.</span> Address:{" "}
          <code>/courses/{course.slug}</code>.{" "}
          {course.status === "published" ? (
            <Link to={`/courses/${course.slug}`} className={LINK}>
              See the public page
            </Link>
          ) : (
            "Not on the public site."
          )}{" "}
          <Link to={`/staff/courses/${course.id}/preview`} className={LINK}>
            Preview the course page
          </Link>{" "}
          (as saved).
          {course.hasPendingChanges ? (
            <>
              {" "}
              <Link to={`/staff/courses/${course.id}/changes`} className={LINK}>
                Pending changes
              </Link>{" "}
              are waiting to be published.
            </>
          ) : null}
          {mayViewRoster ? (
            <>
              {" · "}
              <Link to={rosterPath({ kind: "course", courseId: course.id })} className={LINK}>
                The course's roster
              </Link>
            </>
          ) : null}
          {mayCopy ? (
            <>
              {" · "}
              <Link to={`/staff/courses/${course.id}/copy`} className={LINK}>
                Copy this course
              </Link>
            </>
          ) : null}
          {mayMail ? (
            <>
              {" · "}
              <Link to={mailingComposePath({ courseId: course.id })} className={LINK}>
                Write to registrants
              </Link>
            </>
          ) : null}
        </p>
      }
    >
      <SectionTabs label="Course editor" tabs={tabs} />
      <div className="mt-6">
        <Outlet />
      </div>
    </StaffPage>
  );
}

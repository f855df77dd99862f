import { data } from "react-router";
import { FormatNotices } from "~/components/credit-tracker/format-rule-notes";
import { RegistrationPage } from "~/components/registration/registration-page";
import { isCourseId } from "~/content/catalogue";
import { pageMeta } from "~/lib/meta";
import { registrationPagePath } from "~/lib/registration-page-path";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { getSessionUser } from "~/modules/auth/session.server";
import { getCourse } from "~/modules/catalogue/get-course.server";
import { loadCourseFormatNotices } from "~/modules/credit-tracker/load-course-format-notices.server";
import { chooseRegistrationView } from "~/modules/registration/choose-registration-view.server";
import { submitRegistration } from "~/modules/registration/submit-registration.server";
import type { Route } from "./+types/course-register";

// The registration dialog as a page (spec §4), for a visitor whose scripts
// have not run: same views, same module, same messages.

const PRIVATE = { "Cache-Control": "private, no-store" };

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData
    ? [
        ...pageMeta(
          `Register: ${loaderData.course.title}`,
          `Secure your spot for ${loaderData.course.title}: register free with your LexEdge CLE account.`,
        ),
        { name: "robots", content: "noindex" },
      ]
    : [];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const db = context.services.database.db;
  const course = await getCourse(db, params.courseId);
  // A course off the public site is not found here either.
  if (course?.status !== "published") throw data(null, { status: 404 });
  const user = await getSessionUser(request, context);
  const view = await chooseRegistrationView(db, user, course.id);
  // Before registering: what the attorney's states' format rules mean for this course.
  const formatNotices = user
    ? await loadCourseFormatNotices(db, user.id, course.id, {
        live: course.format === "live_webcast",
      })
    : [];
  const asked = new URL(request.url).searchParams.get("returnTo");
  const returnTo = safeRedirectPath(asked, `/courses/${course.id}`);
  // Signed in, the visitor comes back here, to the form.
  const here = registrationPagePath(course.id, asked === null ? undefined : returnTo);
  return data(
    {
      course: { id: course.id, title: course.title },
      view,
      formatNotices,
      returnTo,
      signInHref: `/login?${new URLSearchParams({ redirectTo: here })}`,
    },
    { headers: PRIVATE },
  );
}

export function action({ request, params, context }: Route.ActionArgs) {
  return submitRegistration({ request, context, courseId: params.courseId });
}

export default function CourseRegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { formatNotices, ...page } = loaderData;
  return (
    <RegistrationPage
      {...page}
      reply={actionData}
      notice={
        formatNotices.length > 0 ? (
          <FormatNotices
            notices={formatNotices}
            heading="Before you register: your state's rules"
          />
        ) : null
      }
    />
  );
}

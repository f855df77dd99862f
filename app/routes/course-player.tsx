import { data, Link, redirect } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { CoursePlayer } from "~/components/player/course-player";
import { isCourseId } from "~/content/catalogue";
import type { FormFields, FormReply } from "~/lib/form-reply";
import { FORMAT_LABELS, formatCredits } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { readSubmission } from "~/lib/read-submission.server";
import { attendanceCodeSchema } from "~/modules/attendance/attendance-code-form";
import { enterAttendanceCode } from "~/modules/attendance/enter-code.server";
import { replyToCodeEntry } from "~/modules/attendance/reply-to-code-entry.server";
import { getSessionUser, requireUser } from "~/modules/auth/session.server";
import {
  currentAddressUrl,
  findCourseAddress,
} from "~/modules/catalogue/find-course-address.server";
import { loadCoursePlayer } from "~/modules/learning/load-course-player.server";
import { askFromPlayer } from "~/modules/questions/ask-from-player.server";
import type { Route } from "./+types/course-player";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const db = context.services.database.db;
  // The path names the course's address (slug); a former one redirects for good.
  const address = await findCourseAddress(db, params.courseId);
  if (!address) throw data(null, { status: 404 });
  if (!address.current) {
    throw redirect(currentAddressUrl(request, "/course-player/", address.slug), 308);
  }
  const user = await getSessionUser(request, context);
  const player = await loadCoursePlayer(db, user?.id ?? null, address.courseId);
  if (!player) throw data(null, { status: 404 });
  return { ...player, signedIn: user !== null };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData
    ? pageMeta(`${loaderData.course.title} – Course Player`, loaderData.course.summary)
    : [];

// Entering a verification code (works as a plain form post, and through a
// fetcher without leaving the player); or, with intent "ask", a question to
// the course's faculty (a plain form post first).
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const db = context.services.database.db;
  const address = await findCourseAddress(db, params.courseId);
  if (!address) throw data(null, { status: 404 });
  const peek = await readSubmission(request.clone());
  if (peek && peek !== "too-large" && peek.fields.intent === "ask") {
    return askFromPlayer(request, context, user, address.courseId);
  }
  const form = await parseSubmission(request, attendanceCodeSchema);
  if (!form.ok) return form.response;
  return replyToCodeEntry(
    await enterAttendanceCode(db, user.id, address.courseId, form.value.code),
  );
}

export default function CoursePlayerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { course, enrolment } = loaderData;
  return (
    <PageShell
      eyebrow={enrolment ? "Course player" : "Course preview"}
      title={course.title}
      intro={
        <>
          {FORMAT_LABELS[course.format]}
          {course.credits.length > 0 ? ` · ${formatCredits(course.credits)} credit` : ""}
          {course.faculty.length > 0 ? ` · ${course.faculty.join(", ")}` : ""}
          {" · "}
          <Link to={`/courses/${course.slug}`} className="text-brand-700 underline">
            Course details
          </Link>
        </>
      }
    >
      <CoursePlayer
        courseId={course.id}
        courseTitle={course.title}
        media={loaderData.media}
        enrolment={enrolment}
        codes={loaderData.codes}
        materials={course.materials}
        signedIn={loaderData.signedIn}
        askReply={actionData?.intent === "ask" ? (actionData as FormReply<FormFields>) : null}
      />
    </PageShell>
  );
}

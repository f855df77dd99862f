import { data, Link } from "react-router";
import { z } from "zod";
import { PageShell } from "~/components/layout/page-shell";
import { CoursePlayer } from "~/components/player/course-player";
import { isCourseId } from "~/content/catalogue";
import { FORMAT_LABELS, formatCredits } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/read-form";
import { ATTENDANCE_MESSAGES } from "~/modules/attendance/attendance-messages";
import { codeProgress } from "~/modules/attendance/checkpoints.server";
import { enterAttendanceCode } from "~/modules/attendance/enter-code.server";
import { getSessionUser, requireUser } from "~/modules/auth/session.server";
import { getCourse } from "~/modules/catalogue/get-course.server";
import { hasCourseAccess } from "~/modules/learning/course-access.server";
import { openEnrolment } from "~/modules/learning/player-progress.server";
import type { Route } from "./+types/course-player";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const db = context.services.database.db;
  const [course, user] = await Promise.all([
    getCourse(db, params.courseId),
    getSessionUser(request, context),
  ]);
  if (course?.status !== "published" || !course.media) throw data(null, { status: 404 });
  const access = user ? await hasCourseAccess(db, user.id, course.id) : false;
  const enrolment = user && access ? await openEnrolment(db, user.id, course) : null;
  const codes = user && access ? await codeProgress(db, user.id, course.id, null) : null;
  const base = `/media/courses/${course.id}`;
  return {
    course: {
      id: course.id,
      title: course.title,
      summary: course.summary,
      format: course.format,
      credits: course.credits,
      faculty: course.faculty.map((member) => member.name),
      materials: course.materials,
    },
    signedIn: user !== null,
    media: {
      durationSeconds: course.media.durationSeconds,
      previewSeconds: course.media.previewSeconds,
      chapters: course.media.chapters,
      poster: `${base}/poster.webp`,
      sources: access
        ? [`${base}/lecture.webm`, `${base}/lecture.mp4`]
        : [`${base}/preview.webm`, `${base}/preview.mp4`],
      captions: access ? `${base}/captions.vtt` : `${base}/preview.vtt`,
    },
    enrolment: enrolment
      ? {
          positionSeconds: enrolment.positionSeconds,
          furthestSeconds: enrolment.furthestSeconds,
          progress: enrolment.progress,
          watchedSeconds: enrolment.watchedSeconds,
          completed: enrolment.completedAt !== null,
        }
      : null,
    codes,
  };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData
    ? pageMeta(`${loaderData.course.title} – Course Player`, loaderData.course.summary)
    : [];

const codeSchema = z.object({ code: z.string().max(40) });

// Entering a verification code (works as a plain form post, and through a
// fetcher without leaving the player).
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const parsed = codeSchema.safeParse((await readForm(request)) ?? {});
  if (!parsed.success) {
    return data({ ok: false, message: ATTENDANCE_MESSAGES.codeRequired }, { status: 400 });
  }
  const result = await enterAttendanceCode(
    context.services.database.db,
    user.id,
    params.courseId,
    parsed.data.code,
  );
  return result.ok
    ? { ok: true, message: result.message }
    : data({ ok: false, message: result.message }, { status: result.status });
}

export default function CoursePlayerPage({ loaderData }: Route.ComponentProps) {
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
          <Link to={`/courses/${course.id}`} className="text-brand-700 underline">
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
      />
    </PageShell>
  );
}

import { data } from "react-router";
import { LectureMediaSection } from "~/components/staff/lecture-media-section";
import { isCourseId } from "~/content/catalogue";
import { refuseForm, replyToForm } from "~/lib/form-reply";
import { pageMeta } from "~/lib/meta";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import { revalidateAfterConflict } from "~/lib/revalidate-after-conflict";
import { listLectureCheckpoints } from "~/modules/attendance/list-lecture-checkpoints.server";
import { changePreviewLength } from "~/modules/course-editing/change-preview-length.server";
import { lectureMediaIntents } from "~/modules/course-editing/lecture-media-forms";
import { loadCourseLecture } from "~/modules/course-editing/load-course-editor.server";
import { readPendingChanges, savedBy } from "~/modules/course-editing/load-pending-changes.server";
import { refuseCourseChange } from "~/modules/course-editing/refuse-course-change.server";
import { saveLectureChapters } from "~/modules/course-editing/save-lecture-chapters.server";
import { listLectureFiles } from "~/modules/media/read-lecture-files.server";
import { removeHandout } from "~/modules/media/remove-handout.server";
import { withdrawWaitingVideo } from "~/modules/media/withdraw-waiting-video.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/media";

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  pageMeta(
    loaderData ? `Lecture media: ${loaderData.course.title}` : "Lecture media",
    "The recorded lecture's video, captions, handouts, chapters and preview.",
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "media.manage");
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const db = context.services.database.db;
  const course = await loadCourseLecture(db, params.courseId);
  if (!course) throw data(null, { status: 404 });
  const pending = await readPendingChanges(db, params.courseId);
  return data(
    {
      course,
      // Pending chapters are what the form edits on: the player shows the saved ones.
      pendingChapters: pending?.chapters
        ? { chapters: pending.chapters, saved: savedBy(pending) }
        : null,
      files: await listLectureFiles(db, params.courseId),
      checkpoints: await listLectureCheckpoints(db, params.courseId),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const shouldRevalidate = revalidateAfterConflict;

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "media.manage");
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const form = await parseIntentSubmission(request, lectureMediaIntents, {
    echo: (fields) => fields,
  });
  if (!form.ok) return form.response;
  const { database, mediaStore } = context.services;
  const courseId = params.courseId;
  switch (form.intent) {
    case "chapters": {
      const pending = form.submission.fields.publishing === "pending";
      const saved = await saveLectureChapters(database.db, staff.actor, courseId, {
        ...form.value,
        pending,
      });
      if (saved.ok) {
        return replyToForm({
          ok: true,
          intent: "chapters",
          message: pending
            ? "Saved as pending changes: the player lists the chapters it listed until they are published (see Pending changes)."
            : "The chapters are saved.",
        });
      }
      if (saved.reason === "invalid") {
        return refuseForm("Not saved: check the chapters.", {
          intent: "chapters",
          errors: { chapters: saved.message },
          values: { chapters: form.value.chapters },
          status: 400,
        });
      }
      return refuseCourseChange(saved, { intent: "chapters", request });
    }
    case "preview": {
      const { previewSeconds } = form.value;
      const changed = await changePreviewLength(
        { db: database.db, store: mediaStore },
        staff.actor,
        courseId,
        form.value,
      );
      if (changed.ok) {
        return replyToForm({
          ok: true,
          intent: "preview",
          message:
            previewSeconds === 0
              ? "The public preview is withdrawn: visitors see no preview of this lecture."
              : "The public preview is saved and cut from the lecture video.",
        });
      }
      if (changed.reason === "invalid") {
        return refuseForm(changed.message, {
          intent: "preview",
          values: { previewSeconds: String(previewSeconds) },
          status: 409,
        });
      }
      return refuseCourseChange(changed, { intent: "preview", request });
    }
    case "remove-handout": {
      const removed = await removeHandout(database.db, staff.actor, courseId, form.value.fileId);
      return removed.ok
        ? replyToForm({
            ok: true,
            intent: "media",
            message: `The handout "${removed.title}" is removed from the course's materials.`,
          })
        : refuseForm(removed.message, { intent: "media", status: 409 });
    }
    case "withdraw-video": {
      const withdrawn = await withdrawWaitingVideo(
        { db: database.db, store: mediaStore },
        staff.actor,
        courseId,
        form.value.fileId,
      );
      if (!withdrawn.ok) {
        return refuseForm(withdrawn.message, { intent: "media", status: withdrawn.status });
      }
      return replyToForm({
        ok: true,
        intent: "media",
        message: withdrawn.deleted
          ? `The waiting video "${withdrawn.fileName}" is withdrawn and deleted; the current lecture plays on.`
          : `The waiting video "${withdrawn.fileName}" is withdrawn; the current lecture plays on. The media store did not delete its file: it is no longer used.`,
      });
    }
  }
}

/** The recorded lecture: uploads, captions, handouts, attendance codes, chapters and preview. */
export default function StaffCourseMediaPage({ loaderData, actionData }: Route.ComponentProps) {
  const { course, files, checkpoints, pendingChapters } = loaderData;
  return (
    <LectureMediaSection
      courseId={course.id}
      files={files}
      checkpoints={checkpoints}
      outline={
        course.media
          ? {
              chapters: pendingChapters?.chapters ?? course.media.chapters,
              previewSeconds: course.media.previewSeconds,
              version: course.version,
              published: course.status === "published",
              pending: pendingChapters?.saved ?? null,
            }
          : null
      }
      chaptersReply={actionData?.intent === "chapters" ? actionData : undefined}
      previewReply={actionData?.intent === "preview" ? actionData : undefined}
      lectureSeconds={course.lectureSeconds}
      alert={actionData?.intent === "media" ? actionData : null}
    />
  );
}

import { data, Link, redirect } from "react-router";
import { RecentChanges } from "~/components/staff/audit-entries-table";
import { CourseAddressForm } from "~/components/staff/course-address-form";
import { CourseArtworkForm } from "~/components/staff/course-artwork-form";
import { CourseDetailsForm } from "~/components/staff/course-details-form";
import { CourseMaterialsSection } from "~/components/staff/course-materials-section";
import { LectureMediaSection } from "~/components/staff/lecture-media-section";
import { StaffPage } from "~/components/staff/staff-frame";
import { StatusSection } from "~/components/staff/status-section";
import { FormAlert } from "~/components/ui/form-alert";
import { usePageForm } from "~/components/ui/use-page-form";
import { isCourseId } from "~/content/catalogue";
import { COURSE_STATUS_LABELS, type CourseStatus } from "~/content/course-types";
import { refuseForm, replyToForm } from "~/lib/form-reply";
import { pageMeta } from "~/lib/meta";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import { courseArtworkPicture } from "~/lib/picture";
import { revalidateAfterConflict } from "~/lib/revalidate-after-conflict";
import { listLectureCheckpoints } from "~/modules/attendance/list-lecture-checkpoints.server";
import { changeCourseAddress } from "~/modules/course-editing/change-course-address.server";
import {
  changeCourseStatus,
  deleteCourse,
} from "~/modules/course-editing/change-course-status.server";
import {
  COURSE_DETAILS_LISTS,
  type CourseStatusChange,
  courseIntents,
  courseSavedMessage,
} from "~/modules/course-editing/course-forms";
import { loadCourseEditor } from "~/modules/course-editing/load-course-editor.server";
import {
  MATERIAL_TITLE_LISTS,
  MATERIALS_SAVED,
  materialsChangeFrom,
} from "~/modules/course-editing/material-forms";
import { moveCourse } from "~/modules/course-editing/move-course.server";
import { saveCourseDetails } from "~/modules/course-editing/save-course.server";
import {
  changeCourseMaterials,
  removedShippedMaterials,
} from "~/modules/course-editing/save-course-materials.server";
import { saveLectureChapters } from "~/modules/course-editing/save-lecture-chapters.server";
import { listLectureFiles } from "~/modules/media/read-lecture-files.server";
import { rosterPath } from "~/modules/rosters/roster-filters";
import {
  hasRecentSignIn,
  MISSING_PERMISSION_MESSAGE,
  requireStaff,
} from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/course";
import { answerArtwork, COURSE_POST_MAX_BYTES, refuseLargeArtwork } from "./course-artwork.server";
import { answerLectureFileChange } from "./course-media.server";
import { answerPreviewLength } from "./course-preview-length.server";
import { askAboutCredits, courseRefusal } from "./course-refusal.server";

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  pageMeta(loaderData ? `Edit: ${loaderData.course.title}` : "Course", "Edit a course.");

/** What each status offers next, in the order the buttons show. */
const NEXT_STEPS: Record<CourseStatus, { change: CourseStatusChange; label: string }[]> = {
  draft: [
    { change: "publish", label: "Publish (on sale)" },
    { change: "announce", label: "Announce as upcoming" },
    { change: "archive", label: "Archive" },
  ],
  upcoming: [
    { change: "publish", label: "Publish (on sale)" },
    { change: "unpublish", label: "Back to draft" },
    { change: "archive", label: "Archive" },
  ],
  published: [
    { change: "unpublish", label: "Unpublish (back to draft)" },
    { change: "archive", label: "Archive" },
  ],
  archived: [{ change: "restore", label: "Restore as a draft" }],
};

// A save refused because someone else changed the record (409) reloads it,
// so the page shows their version as the message says.
export const shouldRevalidate = revalidateAfterConflict;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "courses.manage");
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const loaded = await loadCourseEditor(context.services.database.db, params.courseId);
  if (!loaded) throw data(null, { status: 404 });
  const created = new URL(request.url).searchParams.has("created");
  const mayViewRoster = staff.permissions.has("attendance.view");
  const media = staff.permissions.has("media.manage")
    ? {
        files: await listLectureFiles(context.services.database.db, params.courseId),
        checkpoints: await listLectureCheckpoints(context.services.database.db, params.courseId),
      }
    : null;
  const removedHandouts = removedShippedMaterials(params.courseId, loaded.course.materials);
  return data(
    { ...loaded, created, mayViewRoster, media, removedHandouts },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "courses.manage");
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const form = await parseIntentSubmission(request, courseIntents, {
    lists: [...COURSE_DETAILS_LISTS, ...MATERIAL_TITLE_LISTS],
    files: true,
    maxBytes: COURSE_POST_MAX_BYTES,
    refuseTooLarge: refuseLargeArtwork,
    echo: (fields) => fields,
  });
  if (!form.ok) return form.response;
  const { database, mailer, config } = context.services;
  const db = database.db;
  if (form.intent === "save") {
    const mayRevoke =
      staff.permissions.has("certificates.manage") && (await hasRecentSignIn(context, staff));
    const saved = await saveCourseDetails(
      db,
      staff.actor,
      params.courseId,
      form.value,
      { mailer, baseUrl: config.baseUrl },
      mayRevoke,
    );
    if (!saved.ok && saved.reason === "credits-question") {
      return askAboutCredits(saved.certificates, form.submission.fields);
    }
    if (!saved.ok) return courseRefusal(saved, "save");
    // An approval or a denial may have queued mail to certificate holders.
    mailer.wake();
    const message = courseSavedMessage(saved);
    return replyToForm({ ok: true, intent: "save", message });
  }
  if (form.intent === "artwork") {
    return answerArtwork(staff, context, params.courseId, form.value);
  }
  if (form.intent === "move") {
    const moved = await moveCourse(db, staff.actor, params.courseId, form.value.direction);
    if (!moved.ok && moved.reason === "gone") return courseRefusal(moved, "move");
    const edge = moved.ok ? "" : "&edge=1";
    return redirect(`/staff/courses?moved=${params.courseId}&to=${form.value.direction}${edge}`);
  }
  if (form.intent === "address") {
    const moved = await changeCourseAddress(
      db,
      staff.actor,
      params.courseId,
      form.value.slug,
      form.value.version,
    );
    if (moved.ok) {
      return replyToForm({
        ok: true,
        intent: "address",
        message: `The course's address is now /courses/${form.value.slug}. Its former addresses redirect there.`,
      });
    }
    if (moved.reason === "taken") {
      return refuseForm("Not changed: another course has or had this address.", {
        intent: "address",
        errors: { slug: "Another course has or had this address. Choose another." },
        values: { slug: form.value.slug },
        status: 409,
      });
    }
    return courseRefusal(moved, "address");
  }
  if (form.intent === "remove-handout" || form.intent === "withdraw-video") {
    return answerLectureFileChange(staff, context, params.courseId, {
      intent: form.intent,
      fileId: form.value.fileId,
    });
  }
  if (form.intent === "chapters") {
    if (!staff.permissions.has("media.manage")) {
      return refuseForm(MISSING_PERMISSION_MESSAGE, { intent: "chapters", status: 403 });
    }
    const saved = await saveLectureChapters(db, staff.actor, params.courseId, form.value);
    if (saved.ok) {
      return replyToForm({ ok: true, intent: "chapters", message: "The chapters are saved." });
    }
    if (saved.reason === "invalid") {
      return refuseForm("Not saved: check the chapters.", {
        intent: "chapters",
        errors: { chapters: saved.message },
        values: { chapters: form.value.chapters },
        status: 400,
      });
    }
    return courseRefusal(saved, "chapters");
  }
  if (form.intent === "preview") {
    return answerPreviewLength(staff, context, params.courseId, form.value);
  }
  if (
    form.intent === "material-titles" ||
    form.intent === "material-move" ||
    form.intent === "material-remove" ||
    form.intent === "material-restore"
  ) {
    const changed = await changeCourseMaterials(
      db,
      staff.actor,
      params.courseId,
      materialsChangeFrom(form),
      form.value.version,
    );
    return changed.ok
      ? replyToForm({ ok: true, intent: "materials", message: MATERIALS_SAVED[form.intent] })
      : courseRefusal(changed, "materials");
  }
  if (form.intent === "delete") {
    const deleted = await deleteCourse(db, staff.actor, params.courseId, form.value.version);
    return deleted.ok ? redirect("/staff/courses") : courseRefusal(deleted, "status");
  }
  const changed = await changeCourseStatus(
    db,
    staff.actor,
    params.courseId,
    form.value.change,
    form.value.version,
  );
  return changed.ok
    ? replyToForm({ ok: true, intent: "status", message: "The course's status is changed." })
    : courseRefusal(changed, "status");
}

export default function StaffCoursePage({ loaderData, actionData }: Route.ComponentProps) {
  const {
    course,
    credits,
    facultyIds,
    allFaculty,
    approvals,
    deletable,
    history,
    created,
    formerAddresses,
  } = loaderData;
  const details = usePageForm(
    actionData?.intent === "save" ? actionData : undefined,
    undefined,
    "save",
  );
  const statusReply = actionData?.intent === "status" ? actionData : null;
  const addressForm = usePageForm(
    actionData?.intent === "address" ? actionData : undefined,
    undefined,
    "address",
  );
  // The materials forms answer as "materials", their field messages under their own intents.
  const materialsReply = actionData?.intent?.startsWith("material") ? actionData : undefined;
  const materialsForm = usePageForm(materialsReply, undefined, "material-titles");
  const artworkForm = usePageForm(
    actionData?.intent === "artwork" ? actionData : undefined,
    undefined,
    "artwork",
  );
  const typedAddress = (addressForm.values as { slug?: string } | null)?.slug ?? null;
  const listed = course.status === "published";
  return (
    <StaffPage
      title={course.title}
      intro={
        <p>
          <span className="font-semibold">{COURSE_STATUS_LABELS[course.status]}.</span> Address:{" "}
          <code>/courses/{course.slug}</code>.{" "}
          {listed ? (
            <Link to={`/courses/${course.slug}`} className="text-brand-700 underline">
              See the public page
            </Link>
          ) : (
            "Not on the public site."
          )}{" "}
          <Link to={`/staff/courses/${course.id}/preview`} className="text-brand-700 underline">
            Preview the course page
          </Link>{" "}
          (as saved).
          {loaderData.mayViewRoster ? (
            <>
              {" · "}
              <Link
                to={rosterPath({ kind: "course", courseId: course.id })}
                className="text-brand-700 underline"
              >
                The course's roster
              </Link>
            </>
          ) : null}
        </p>
      }
    >
      {created ? (
        <FormAlert tone="success">
          The draft is added. Fill in its details, then publish or announce it.
        </FormAlert>
      ) : null}
      {actionData && !actionData.intent ? (
        <FormAlert tone="error">{actionData.message}</FormAlert>
      ) : null}
      <StatusSection
        steps={NEXT_STEPS[course.status]}
        version={course.version}
        reply={statusReply}
        deleteLabel={deletable ? "Delete this draft" : null}
        className={"mt-4"}
      />
      <div className="mt-8">
        {/* Keyed by the version, so a change saved elsewhere shows once reloaded. */}
        <CourseDetailsForm
          key={course.version}
          course={course}
          credits={credits}
          facultyIds={facultyIds}
          allFaculty={allFaculty}
          approvals={approvals}
          typed={details.values as Record<string, string | string[]> | null}
          errors={details.errors}
          alert={actionData?.intent === "save" ? actionData : null}
          busy={details.busy}
          formRef={details.form}
        />
      </div>
      <div className="mt-8">
        <CourseArtworkForm
          key={course.version}
          picture={courseArtworkPicture(course)}
          imageAlt={course.imageAlt}
          uploaded={course.imageKey !== null}
          version={course.version}
          typedAlt={(artworkForm.values as { imageAlt?: string } | null)?.imageAlt ?? null}
          errors={artworkForm.errors}
          alert={actionData?.intent === "artwork" ? actionData : null}
          busy={artworkForm.busy}
          formRef={artworkForm.form}
        />
      </div>
      <div className="mt-8">
        <CourseMaterialsSection
          key={course.version}
          materials={course.materials}
          removedHandouts={loaderData.removedHandouts}
          version={course.version}
          reply={materialsReply ?? null}
          busy={materialsForm.busy}
        />
      </div>
      {loaderData.media ? (
        <div className="mt-8">
          <LectureMediaSection
            courseId={course.id}
            files={loaderData.media.files}
            checkpoints={loaderData.media.checkpoints}
            outline={
              course.media
                ? {
                    chapters: course.media.chapters,
                    previewSeconds: course.media.previewSeconds,
                    version: course.version,
                  }
                : null
            }
            chaptersReply={actionData?.intent === "chapters" ? actionData : undefined}
            previewReply={actionData?.intent === "preview" ? actionData : undefined}
            lectureSeconds={course.lectureSeconds}
            alert={actionData?.intent === "media" ? actionData : null}
          />
        </div>
      ) : null}
      <div className="mt-8">
        <CourseAddressForm
          key={course.version}
          slug={course.slug}
          version={course.version}
          published={course.status === "published"}
          formerAddresses={formerAddresses}
          typed={typedAddress}
          error={addressForm.errors.slug}
          alert={actionData?.intent === "address" ? actionData : null}
          busy={addressForm.busy}
          formRef={addressForm.form}
        />
      </div>
      <RecentChanges
        rows={history}
        label="Recent changes to this course"
        empty="No staff change yet (the course is as first seeded)."
      />
    </StaffPage>
  );
}

import { data } from "react-router";
import { CourseArtworkForm } from "~/components/staff/course-artwork-form";
import { usePageForm } from "~/components/ui/use-page-form";
import { isCourseId } from "~/content/catalogue";
import { FIELD_ERRORS_MESSAGE, refuseForm, replyToForm, typedText } from "~/lib/form-reply";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { courseArtworkPicture } from "~/lib/picture";
import { revalidateAfterConflict } from "~/lib/revalidate-after-conflict";
import { changeCourseArtwork } from "~/modules/course-editing/change-course-artwork.server";
import { courseArtworkSchema } from "~/modules/course-editing/course-forms";
import { loadCourseArtwork } from "~/modules/course-editing/load-course-editor.server";
import { readPendingChanges, savedBy } from "~/modules/course-editing/load-pending-changes.server";
import { refuseCourseChange } from "~/modules/course-editing/refuse-course-change.server";
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from "~/modules/media/image-rules";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/artwork";

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  pageMeta(
    loaderData ? `Artwork: ${loaderData.course.title}` : "Course artwork",
    "The picture or illustration the course's pages show, and its description.",
  );

/** The picture and the multipart wrapping around it. */
const ARTWORK_POST_MAX_BYTES = IMAGE_MAX_BYTES + 256 * 1024;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "courses.manage");
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const db = context.services.database.db;
  const loaded = await loadCourseArtwork(db, params.courseId);
  if (!loaded) throw data(null, { status: 404 });
  // Pending artwork is what the form edits on: the public page shows the saved one.
  const pending = await readPendingChanges(db, params.courseId);
  const course = pending?.artwork ? { ...loaded, ...pending.artwork } : loaded;
  return data(
    { course, pending: pending?.artwork ? savedBy(pending) : null },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const shouldRevalidate = revalidateAfterConflict;

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "courses.manage");
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const form = await parseSubmission(request, courseArtworkSchema, {
    files: true,
    maxBytes: ARTWORK_POST_MAX_BYTES,
    refuseTooLarge: () =>
      refuseForm(FIELD_ERRORS_MESSAGE, {
        errors: { artwork: IMAGE_MESSAGES.tooLarge },
        status: 413,
      }),
    echo: (fields) => fields,
  });
  if (!form.ok) return form.response;
  const { database, mediaStore } = context.services;
  const { version, imageAlt, illustration, artwork } = form.value;
  const pending = form.submission.fields.publishing === "pending";
  const changed = await changeCourseArtwork(
    { db: database.db, store: mediaStore },
    staff.actor,
    params.courseId,
    { version, imageAlt, illustration, upload: artwork?.bytes ?? null, pending },
  );
  if (changed.ok) {
    return replyToForm({
      ok: true,
      message: pending
        ? "Saved as pending changes: the course's pages show the artwork they showed until the changes are published (see Pending changes)."
        : artwork
          ? "The artwork is uploaded: the course's pages show it now."
          : illustration
            ? "The illustration is chosen: the course's pages show it now."
            : "The artwork's description is saved.",
    });
  }
  if (changed.reason === "image") {
    return refuseForm(FIELD_ERRORS_MESSAGE, {
      errors: { artwork: changed.message },
      values: { imageAlt },
      status: changed.status,
    });
  }
  return refuseCourseChange(changed, { request });
}

/** What the course's pages show as its picture, and the form to change it. */
export default function StaffCourseArtworkPage({ loaderData, actionData }: Route.ComponentProps) {
  const { course, pending } = loaderData;
  const artworkForm = usePageForm(actionData);
  return (
    <CourseArtworkForm
      key={course.version}
      courseId={course.id}
      published={course.status === "published"}
      pending={pending}
      picture={courseArtworkPicture(course)}
      imageAlt={course.imageAlt}
      uploaded={course.imageKey !== null}
      version={course.version}
      typedAlt={typedText(artworkForm.values, "imageAlt")}
      errors={artworkForm.errors}
      alert={actionData ?? null}
      busy={artworkForm.busy}
      formRef={artworkForm.form}
    />
  );
}

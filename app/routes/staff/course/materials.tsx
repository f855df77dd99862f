import { data } from "react-router";
import { CourseMaterialsSection } from "~/components/staff/course-materials-section";
import { usePageForm } from "~/components/ui/use-page-form";
import { isCourseId } from "~/content/catalogue";
import { replyToForm } from "~/lib/form-reply";
import { pageMeta } from "~/lib/meta";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import { revalidateAfterConflict } from "~/lib/revalidate-after-conflict";
import { loadCourseMaterials } from "~/modules/course-editing/load-course-editor.server";
import { readPendingChanges, savedBy } from "~/modules/course-editing/load-pending-changes.server";
import {
  MATERIAL_TITLE_LISTS,
  MATERIALS_SAVED,
  materialIntents,
  materialsChangeFrom,
} from "~/modules/course-editing/material-forms";
import { refuseCourseChange } from "~/modules/course-editing/refuse-course-change.server";
import {
  changeCourseMaterials,
  removedShippedMaterials,
} from "~/modules/course-editing/save-course-materials.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/materials";

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  pageMeta(
    loaderData ? `Materials: ${loaderData.course.title}` : "Course materials",
    "The downloads a registered attorney gets, their titles and order.",
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "courses.manage");
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const db = context.services.database.db;
  const loaded = await loadCourseMaterials(db, params.courseId);
  if (!loaded) throw data(null, { status: 404 });
  // A pending list is what the page edits on: the public page shows the saved one.
  const pending = await readPendingChanges(db, params.courseId);
  const course = pending?.materials ? { ...loaded, materials: pending.materials } : loaded;
  const published = course.status === "published";
  return data(
    {
      course,
      removedHandouts: removedShippedMaterials(course.id, course.materials),
      published,
      pending: pending?.materials ? savedBy(pending) : null,
      pendingMode:
        published &&
        (Boolean(pending?.materials) || new URL(request.url).searchParams.has("pending")),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const shouldRevalidate = revalidateAfterConflict;

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "courses.manage");
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const form = await parseIntentSubmission(request, materialIntents, {
    lists: MATERIAL_TITLE_LISTS,
    echo: (fields) => fields,
  });
  if (!form.ok) return form.response;
  const pending = form.submission.fields.publishing === "pending";
  const changed = await changeCourseMaterials(context.services.database.db, staff.actor, {
    courseId: params.courseId,
    change: materialsChangeFrom(form),
    version: form.value.version,
    pending,
  });
  return changed.ok
    ? replyToForm({
        ok: true,
        message: pending
          ? "Saved as pending changes: the public page keeps its list until they are published (see Pending changes)."
          : MATERIALS_SAVED[form.intent],
      })
    : refuseCourseChange(changed, { request });
}

/** The course's downloads for registered attorneys: titles, order, removed handouts. */
export default function StaffCourseMaterialsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { course, removedHandouts, published, pending, pendingMode } = loaderData;
  const materialsForm = usePageForm(actionData, { intent: "material-titles" });
  return (
    <CourseMaterialsSection
      key={course.version}
      courseId={course.id}
      published={published}
      pending={pending}
      pendingMode={pendingMode}
      materials={course.materials}
      removedHandouts={removedHandouts}
      version={course.version}
      reply={actionData ?? null}
      busy={materialsForm.busy}
    />
  );
}

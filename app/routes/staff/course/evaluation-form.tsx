import { data } from "react-router";
import { EvaluationFormEditor } from "~/components/staff/evaluation-form-editor";
import { usePageForm } from "~/components/ui/use-page-form";
import { isCourseId } from "~/content/catalogue";
import { refuseForm, replyToForm } from "~/lib/form-reply";
import { formatLongDate } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { revalidateAfterConflict } from "~/lib/revalidate-after-conflict";
import { loadCourseHeader } from "~/modules/course-editing/load-course-editor.server";
import { evaluationFormSchema } from "~/modules/evaluations/evaluation-form-edit";
import { currentEvaluationForm } from "~/modules/evaluations/load-evaluation-form.server";
import { saveEvaluationForm } from "~/modules/evaluations/save-evaluation-form.server";
import { refuseRecordChange } from "~/modules/staff/refuse-record-change.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/evaluation-form";

export const meta: Route.MetaFunction = () =>
  pageMeta("Evaluation form", "The questions attendees answer after completing the course.");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "evaluations.manage");
  const db = context.services.database.db;
  if (!isCourseId(params.courseId) || !(await loadCourseHeader(db, params.courseId))) {
    throw data(null, { status: 404 });
  }
  const form = await currentEvaluationForm(db, params.courseId);
  return data(
    {
      form: {
        version: form.version,
        items: form.items,
        requiredForAll: form.requiredForAll,
        savedBy: form.createdBy,
        savedAt: form.createdAt ? formatLongDate(form.createdAt) : null,
      },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const shouldRevalidate = revalidateAfterConflict;

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "evaluations.manage");
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const form = await parseSubmission(request, evaluationFormSchema, { lists: ["remove"] });
  if (!form.ok) return form.response;
  const saved = await saveEvaluationForm(context.services.database.db, staff.actor, {
    courseId: params.courseId,
    version: form.value.version,
    edit: form.value.edit,
  });
  if (saved.ok) {
    return replyToForm({
      ok: true,
      message: saved.changed
        ? `Saved as version ${saved.version}. Evaluations given from now on use it.`
        : "Nothing changed.",
    });
  }
  if (saved.reason === "invalid") {
    return refuseForm(saved.message, { errors: { [saved.field]: saved.message } });
  }
  return refuseRecordChange(saved, { record: "evaluation-form", request });
}

/** The course's evaluation form: its questions, and whether it comes before every certificate. */
export default function StaffEvaluationFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { form } = loaderData;
  const page = usePageForm(actionData);
  return (
    <EvaluationFormEditor
      key={form.version}
      {...form}
      errors={page.errors}
      alert={actionData ?? null}
      busy={page.busy}
      formRef={page.form}
    />
  );
}

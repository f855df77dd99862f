import { data, Link, redirect } from "react-router";
import { CourseEvaluationForm } from "~/components/evaluations/course-evaluation-form";
import { PageShell } from "~/components/layout/page-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { usePageForm } from "~/components/ui/use-page-form";
import { isCourseId } from "~/content/catalogue";
import { type FormFields, refuseForm } from "~/lib/form-reply";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { requireUser } from "~/modules/auth/session.server";
import { NOT_COMPLETED_MESSAGE } from "~/modules/evaluations/evaluation-messages";
import { evaluationPostSchema } from "~/modules/evaluations/evaluation-posts";
import { evaluationStatus } from "~/modules/evaluations/evaluation-status.server";
import { submitEvaluation } from "~/modules/evaluations/submit-evaluation.server";
import type { Route } from "./+types/course-evaluation";

export const meta: Route.MetaFunction = () =>
  pageMeta("Evaluate the course", "Tell us what you thought of the course.");

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const status = await evaluationStatus(context.services.database.db, user.id, params.courseId);
  if (!status) throw data(null, { status: 404 });
  return data(
    {
      courseId: status.courseId,
      courseTitle: status.courseTitle,
      completed: status.completion !== null,
      submitted: status.submitted,
      requiredBy: status.requiredBy,
      form: { version: status.form.version, items: status.form.items },
    },
    { headers: PRIVATE },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const form = await parseSubmission(request, evaluationPostSchema, {
    echo: (fields: FormFields) => fields,
  });
  if (!form.ok) return form.response;
  const { formVersion, fields } = form.value;
  const result = await submitEvaluation(context.services.database.db, {
    uid: user.id,
    courseId: params.courseId,
    formVersion,
    fields,
  });
  if (!result.ok) {
    return refuseForm<FormFields>(result.message, {
      errors: result.errors ?? {},
      values: fields,
      status: result.status,
    });
  }
  return redirect(`/dashboard/evaluations/${params.courseId}`);
}

const LINK = "text-brand-700 underline";

/** The attendee's evaluation of a course they completed; the certificate waits for it where required. */
export default function CourseEvaluationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { courseId, courseTitle, completed, submitted, requiredBy, form } = loaderData;
  const page = usePageForm(actionData);
  const certificateLink = (
    <Link to={`/certificates/new?courseId=${courseId}`} className={LINK}>
      Get your certificate of attendance
    </Link>
  );
  return (
    <PageShell eyebrow="Course evaluation" title="Evaluate the course" intro={courseTitle}>
      <div className="max-w-3xl">
        {!completed ? (
          <>
            <p>{NOT_COMPLETED_MESSAGE}</p>
            <p className="mt-4">
              <Link to={`/course-player/${courseId}`} className={LINK}>
                Open the course player
              </Link>
            </p>
          </>
        ) : submitted ? (
          <>
            <FormAlert tone="success">Thank you: your evaluation was received.</FormAlert>
            <p className="mt-4">{certificateLink}</p>
          </>
        ) : (
          <>
            {requiredBy.length > 0 ? (
              <p className="mb-6 rounded-md border-amber-500 border-l-4 bg-amber-50 p-3 text-amber-950">
                <strong>Required before your certificate</strong> ({requiredBy.join(", ")}): your
                certificate of attendance is issued once you have submitted this evaluation.
              </p>
            ) : (
              <p className="mb-6">
                This evaluation is optional: your certificate does not wait for it.{" "}
                {certificateLink}.
              </p>
            )}
            <CourseEvaluationForm
              formVersion={form.version}
              items={form.items}
              typed={page.values}
              errors={page.errors}
              alert={actionData ?? null}
              busy={page.busy}
              formRef={page.form}
            />
          </>
        )}
      </div>
    </PageShell>
  );
}

import { data, Link, redirect } from "react-router";
import { AffirmationForm } from "~/components/certificates/affirmation-form";
import { AffirmationRefused } from "~/components/certificates/affirmation-refused";
import { CompletedAttendance } from "~/components/certificates/completed-attendance";
import { PageShell } from "~/components/layout/page-shell";
import { isCourseId } from "~/content/catalogue";
import { FIELD_ERRORS_MESSAGE, refuseForm } from "~/lib/form-reply";
import { formatLongDate } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { queryParam } from "~/lib/text-input";
import { requireUser } from "~/modules/auth/session.server";
import { affirmationSchema } from "~/modules/certificates/affirmation-form";
import { statesOnOffer } from "~/modules/certificates/certificate-eligibility";
import { CERTIFICATE_MESSAGES } from "~/modules/certificates/certificate-messages";
import { issueCertificates } from "~/modules/certificates/issue-certificates.server";
import { certificateName, loadAffirmation } from "~/modules/certificates/load-affirmation.server";
import { evaluationGate } from "~/modules/evaluations/evaluation-gate.server";
import { evaluationRequiredMessage } from "~/modules/evaluations/evaluation-messages";
import { statusFromEligibility } from "~/modules/evaluations/evaluation-status.server";
import type { Route } from "./+types/new-certificate";

export const meta: Route.MetaFunction = () =>
  pageMeta("Affirm Attendance", "Affirm your attendance and get your certificate of attendance.");

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const courseId = queryParam(new URL(request.url).searchParams, "courseId");
  if (!courseId || !isCourseId(courseId)) throw data(null, { status: 404 });
  const affirmation = await loadAffirmation(context.services.database.db, user, courseId);
  if (!affirmation) throw data(null, { status: 404 });
  if (affirmation.notRegistered) return data(affirmation, { status: 403, headers: PRIVATE });
  const status = affirmation.eligibility.eligible
    ? await statusFromEligibility(context.services.database.db, user.id, affirmation.eligibility)
    : null;
  const evaluation = status ? { submitted: status.submitted, requiredBy: status.requiredBy } : null;
  return data(
    { ...affirmation, evaluation, today: formatLongDate(new Date()) },
    { headers: PRIVATE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const form = await parseSubmission(request, affirmationSchema, { lists: ["states"] });
  if (!form.ok) return form.response;
  const { database, mailer, config } = context.services;
  // Where a state of theirs (or the course) requires the evaluation, the certificate waits for it.
  const waiting = await evaluationGate(database.db, {
    uid: user.id,
    courseId: form.value.courseId,
    requested: form.value.states,
  });
  if (waiting) return refuseForm(waiting, { status: 409 });
  const result = await issueCertificates(
    database.db,
    mailer,
    { baseUrl: config.baseUrl },
    {
      uid: user.id,
      email: user.email,
      courseId: form.value.courseId,
      states: form.value.states,
      typedName: form.value.typedName,
      accountName: await certificateName(database.db, user),
    },
  );
  if (!result.ok) {
    return result.field
      ? refuseForm(FIELD_ERRORS_MESSAGE, {
          errors: { [result.field]: result.message },
          status: result.status,
        })
      : refuseForm(result.message, { status: result.status });
  }
  const count = result.issued.length + result.existing.length;
  return redirect(`/dashboard?certificates=${count}#certificates`);
}

export default function NewCertificatePage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.notRegistered) {
    const { courseId, title } = loaderData.notRegistered;
    return (
      <PageShell eyebrow="Certificate of attendance" title="Affirm your attendance" intro={title}>
        <div className="max-w-3xl">
          <AffirmationRefused
            message={CERTIFICATE_MESSAGES.notRegistered}
            link={{ to: `/courses/${courseId}`, label: "See the course and register" }}
          />
        </div>
      </PageShell>
    );
  }
  const { eligibility, evaluation } = loaderData;
  const { open, issued, suggested } = statesOnOffer(eligibility.states);
  const evaluationPath = `/dashboard/evaluations/${eligibility.courseId}`;
  const waitsForEvaluation =
    evaluation !== null && !evaluation.submitted && evaluation.requiredBy.length > 0;
  return (
    <PageShell
      eyebrow="Certificate of attendance"
      title="Affirm your attendance"
      intro={eligibility.courseTitle}
    >
      <div className="max-w-3xl">
        {!eligibility.eligible ? (
          <AffirmationRefused
            message={CERTIFICATE_MESSAGES.notEligible}
            missing={eligibility.missing}
            link={{ to: `/course-player/${eligibility.courseId}`, label: "Open the course player" }}
          />
        ) : (
          <>
            <CompletedAttendance
              format={eligibility.format}
              codes={eligibility.codes}
              issued={issued}
            />
            {evaluation && !evaluation.submitted ? (
              waitsForEvaluation ? (
                <div className="mt-4 rounded-md border-amber-500 border-l-4 bg-amber-50 p-3 text-amber-950">
                  <p>{evaluationRequiredMessage(evaluation.requiredBy)}</p>
                  <p className="mt-2">
                    <Link to={evaluationPath} className="font-semibold underline">
                      Evaluate the course
                    </Link>{" "}
                    and come back here for your certificate.
                  </p>
                </div>
              ) : (
                <p className="mt-4">
                  Tell us what you thought:{" "}
                  <Link to={evaluationPath} className="text-brand-700 underline">
                    evaluate the course
                  </Link>{" "}
                  (optional; your certificate does not wait for it).
                </p>
              )
            ) : null}
            {waitsForEvaluation ? null : open.length === 0 ? (
              <p className="mt-4">
                You have a certificate for every state this course is offered in.
              </p>
            ) : (
              <AffirmationForm
                courseId={eligibility.courseId}
                states={open}
                suggested={suggested}
                affirmation={loaderData.affirmation}
                today={loaderData.today}
                name={loaderData.name}
                reply={actionData}
              />
            )}
          </>
        )}
      </div>
    </PageShell>
  );
}

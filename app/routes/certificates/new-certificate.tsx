import { data, redirect } from "react-router";
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
  return data({ ...affirmation, today: formatLongDate(new Date()) }, { headers: PRIVATE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const form = await parseSubmission(request, affirmationSchema, { lists: ["states"] });
  if (!form.ok) return form.response;
  const { database, mailer, config } = context.services;
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
  const { eligibility } = loaderData;
  const { open, issued, suggested } = statesOnOffer(eligibility.states);
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
            {open.length === 0 ? (
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

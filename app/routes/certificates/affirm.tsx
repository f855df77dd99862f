import { useId, useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { PageShell } from "~/components/layout/page-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import { useFocusFirstError } from "~/components/ui/use-focus-first-error";
import { COURSES, isCourseId } from "~/content/catalogue";
import { fieldErrors, formProblem } from "~/lib/form-submission";
import { formatCategoryCredits, formatLongDate } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { queryParam, UNREADABLE_FORM_MESSAGE } from "~/lib/read-form";
import { attendeePrefill } from "~/modules/accounts/profile.server";
import { requireUser } from "~/modules/auth/session.server";
import { CERTIFICATE_MESSAGES } from "~/modules/certificates/certificate-messages";
import {
  affirmationText,
  certificateEligibility,
  issueCertificates,
} from "~/modules/certificates/certificates.server";
import type { Route } from "./+types/affirm";

export const meta: Route.MetaFunction = () =>
  pageMeta("Affirm Attendance", "Affirm your attendance and get your certificate of attendance.");

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const courseId = queryParam(new URL(request.url).searchParams, "courseId");
  if (!courseId || !isCourseId(courseId)) throw data(null, { status: 404 });
  const db = context.services.database.db;
  const eligibility = await certificateEligibility(db, user.id, courseId);
  if (!eligibility) {
    // A course of ours the attorney has not registered for: say so, with the way to register.
    const course = COURSES.find((item) => item.id === courseId && item.status === "published");
    if (!course) throw data(null, { status: 404 });
    return data({ notRegistered: { courseId: course.id, title: course.title } } as const, {
      status: 403,
      headers: PRIVATE,
    });
  }
  const attendee = await attendeePrefill(db, user);
  return data(
    {
      notRegistered: null,
      eligibility,
      affirmation: eligibility.format
        ? affirmationText(eligibility.courseTitle, eligibility.format)
        : null,
      today: formatLongDate(new Date()),
      name: `${attendee.firstName} ${attendee.lastName}`.trim(),
    },
    { headers: PRIVATE },
  );
}

// Every field's message at once: an empty submission hears all that is missing.
const affirmSchema = z.object({
  courseId: z.string().refine(isCourseId),
  states: z.array(z.string().max(40)).min(1, { error: CERTIFICATE_MESSAGES.chooseState }).max(20),
  typedName: z
    .string({ error: CERTIFICATE_MESSAGES.typeName })
    .trim()
    .min(2, { error: CERTIFICATE_MESSAGES.typeName })
    .max(120, { error: CERTIFICATE_MESSAGES.typeName }),
  affirm: z.literal("yes", { error: CERTIFICATE_MESSAGES.mustAffirm }),
});

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData().catch(() => null);
  if (!form) return formProblem({ formError: UNREADABLE_FORM_MESSAGE });
  const fields = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const parsed = affirmSchema.safeParse({
    ...fields,
    states: form.getAll("states").filter((value) => typeof value === "string"),
  });
  if (!parsed.success) return formProblem({ errors: fieldErrors(parsed.error) });
  if (Object.values(fields).some((value) => value.includes("\u0000"))) {
    return formProblem({ formError: UNREADABLE_FORM_MESSAGE });
  }
  const { services } = context;
  const attendee = await attendeePrefill(services.database.db, user);
  const result = await issueCertificates(
    services.database.db,
    services.mailer,
    { baseUrl: services.config.baseUrl },
    {
      uid: user.id,
      email: user.email,
      courseId: parsed.data.courseId,
      states: parsed.data.states,
      typedName: parsed.data.typedName,
      accountName: `${attendee.firstName} ${attendee.lastName}`,
    },
  );
  if (!result.ok) {
    return result.field
      ? formProblem({ errors: { [result.field]: result.message } }, result.status)
      : formProblem({ formError: result.message }, result.status);
  }
  const count = result.issued.length + result.existing.length;
  return redirect(`/dashboard?certificates=${count}#certificates`);
}

export default function AffirmPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.notRegistered) {
    const { courseId, title } = loaderData.notRegistered;
    return (
      <PageShell eyebrow="Certificate of attendance" title="Affirm your attendance" intro={title}>
        <div className="max-w-3xl">
          <FormAlert tone="error">{CERTIFICATE_MESSAGES.notRegistered}</FormAlert>
          <p className="mt-4">
            <Link to={`/courses/${courseId}`} className="text-brand-700 underline">
              See the course and register
            </Link>
          </p>
        </div>
      </PageShell>
    );
  }
  return (
    <AffirmForm
      eligibility={loaderData.eligibility}
      affirmation={loaderData.affirmation}
      today={loaderData.today}
      name={loaderData.name}
      actionData={actionData}
    />
  );
}

type Ready = Extract<Route.ComponentProps["loaderData"], { notRegistered: null }>;

function AffirmForm({
  eligibility,
  affirmation,
  today,
  name,
  actionData,
}: Omit<Ready, "notRegistered"> & { actionData: Route.ComponentProps["actionData"] }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useNavigation().state !== "idle";
  useFocusFirstError(formRef, actionData);
  const errors = actionData?.errors ?? {};
  const open = eligibility.states.filter((state) => !state.certificateId);
  const issued = eligibility.states.filter((state) => state.certificateId);
  const suggested = new Set(
    (open.some((state) => state.admitted) ? open.filter((state) => state.admitted) : []).map(
      (state) => state.slug,
    ),
  );
  return (
    <PageShell
      eyebrow="Certificate of attendance"
      title="Affirm your attendance"
      intro={eligibility.courseTitle}
    >
      <div className="max-w-3xl">
        {!eligibility.eligible ? (
          <>
            <FormAlert tone="error">{CERTIFICATE_MESSAGES.notEligible}</FormAlert>
            <ul className="mt-4 list-disc space-y-1 pl-6">
              {eligibility.missing.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p className="mt-4">
              <Link
                to={`/course-player/${eligibility.courseId}`}
                className="text-brand-700 underline"
              >
                Open the course player
              </Link>
            </p>
          </>
        ) : (
          <>
            <p>
              You completed this course{" "}
              {eligibility.format === "live" ? "in its live webcast" : "on demand"} and entered{" "}
              {eligibility.codes.entered} of {eligibility.codes.total} verification codes.
            </p>
            {issued.length > 0 ? (
              <p className="mt-3">
                Already issued:{" "}
                {issued.map((state, index) => (
                  <span key={state.slug}>
                    {index > 0 ? ", " : ""}
                    <Link
                      to={`/certificates/${state.certificateId}`}
                      className="text-brand-700 underline"
                    >
                      {state.name}
                    </Link>
                  </span>
                ))}
                .
              </p>
            ) : null}
            {open.length === 0 ? (
              <p className="mt-4">
                You have a certificate for every state this course is offered in.
              </p>
            ) : (
              <Form ref={formRef} method="post" noValidate className="mt-6 grid gap-6">
                {actionData?.formError ? (
                  <FormAlert tone="error">{actionData.formError}</FormAlert>
                ) : null}
                <input type="hidden" name="courseId" value={eligibility.courseId} />
                <fieldset
                  aria-describedby={errors.states ? `${id}-states-error` : `${id}-states-hint`}
                  aria-invalid={errors.states ? true : undefined}
                >
                  <legend className="font-semibold text-lg">Certificates for</legend>
                  <p id={`${id}-states-hint`} className="mt-1 text-slate-700 text-sm">
                    One certificate per state, with your bar number there (add bar numbers in{" "}
                    <Link to="/profile" className="text-brand-700 underline">
                      Profile Settings
                    </Link>
                    ).
                  </p>
                  <ul className="mt-3 grid gap-2">
                    {open.map((state) => (
                      <li key={state.slug}>
                        <label className="flex items-start gap-3 rounded-md bg-white p-3 ring-1 ring-slate-300">
                          <input
                            type="checkbox"
                            name="states"
                            value={state.slug}
                            defaultChecked={suggested.has(state.slug)}
                            className="mt-1 size-4"
                          />
                          <span>
                            <span className="font-semibold">{state.name}</span>
                            <span className="block text-sm text-slate-700">
                              {state.approvalStatus === "approved"
                                ? `Approved, course ${state.approvalNumber}: ${formatCategoryCredits(state.credits, state.slug)}`
                                : "Approval pending: the certificate will say so, and credit is not guaranteed until the state approves the course"}
                              {" · "}
                              {state.barNumber
                                ? `Bar number ${state.barNumber}`
                                : "No bar number on file"}
                            </span>
                          </span>
                        </label>
                      </li>
                    ))}
                  </ul>
                  {errors.states ? (
                    <p id={`${id}-states-error`} className="mt-2 text-red-700 text-sm">
                      {errors.states}
                    </p>
                  ) : null}
                </fieldset>
                <div className="rounded-md bg-brand-50 p-4">
                  <h2 className="font-semibold">Affirmation</h2>
                  <p className="mt-1">{affirmation}</p>
                  <p className="mt-1 text-slate-700 text-sm">Date: {today}</p>
                </div>
                <TextField
                  label="Type your full name to sign"
                  name="typedName"
                  autoComplete="name"
                  required
                  maxLength={120}
                  hint={`Your name as it is in your profile, ${name}: the name on the certificate. To change it, edit Profile Settings first.`}
                  error={errors.typedName}
                />
                <div>
                  <label className="flex items-start gap-3">
                    <input
                      type="checkbox"
                      name="affirm"
                      value="yes"
                      required
                      aria-invalid={errors.affirm ? true : undefined}
                      aria-describedby={errors.affirm ? `${id}-affirm-error` : undefined}
                      className="mt-1 size-4"
                    />
                    <span>I affirm the statement above.</span>
                  </label>
                  {errors.affirm ? (
                    <p id={`${id}-affirm-error`} className="mt-1 text-red-700 text-sm">
                      {errors.affirm}
                    </p>
                  ) : null}
                </div>
                <div>
                  <SubmitButton busy={busy} busyLabel="Issuing...">
                    Affirm and get my certificate
                  </SubmitButton>
                </div>
              </Form>
            )}
          </>
        )}
      </div>
    </PageShell>
  );
}

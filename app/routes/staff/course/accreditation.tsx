import { data, Form, Link } from "react-router";
import {
  ApplicationChecklist,
  ApplicationsTable,
  ReleaseDayForm,
  TimedAgendaTable,
} from "~/components/staff/bar-application-sections";
import { CourseAccreditationFields } from "~/components/staff/course-accreditation-fields";
import { PageSection } from "~/components/staff/page-section";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { usePageForm } from "~/components/ui/use-page-form";
import { isCourseId } from "~/content/catalogue";
import { RECENT_SIGN_IN_MINUTES, type StaffPermission } from "~/content/staff-roles";
import { findState } from "~/content/states";
import { refuseForm, replyToForm } from "~/lib/form-reply";
import { formatLongDate, scheduleToday } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { buildApplicationChecklist } from "~/modules/bar-applications/build-application-checklist";
import {
  deriveCourseApplications,
  documentsAskedBy,
} from "~/modules/bar-applications/derive-applications";
import { loadApplicationDossier } from "~/modules/bar-applications/load-application-dossier.server";
import { releaseDaySchema } from "~/modules/bar-applications/release-day-form";
import { setReleaseDay } from "~/modules/bar-applications/set-release-day.server";
import { accreditationSchema } from "~/modules/course-editing/accreditation-forms";
import { loadAccreditation } from "~/modules/course-editing/load-accreditations.server";
import { refuseCourseChange } from "~/modules/course-editing/refuse-course-change.server";
import { saveAccreditations } from "~/modules/course-editing/save-accreditations.server";
import {
  hasRecentSignIn,
  MISSING_PERMISSION_MESSAGE,
  requireRecentSignIn,
  requireStaff,
} from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/accreditation";

type Typed = Record<string, string>;

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  pageMeta(
    loaderData ? `Accreditation: ${loaderData.course.title}` : "Accreditation",
    "A course's status in each state, and the decisions to record.",
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "accreditation.record");
  if (!isCourseId(params.courseId)) {
    throw data({ message: "We have no course at this address." }, { status: 404 });
  }
  const db = context.services.database.db;
  const [loaded, dossier] = await Promise.all([
    loadAccreditation(db, params.courseId),
    loadApplicationDossier(db, params.courseId, {
      contactEmail: context.services.config.contactEmail,
    }),
  ]);
  if (!loaded || !dossier) {
    throw data({ message: "We have no course at this address." }, { status: 404 });
  }
  const base = `/staff/courses/${encodeURIComponent(params.courseId)}`;
  // Links only to the course's tabs this person may open.
  const may = (permission: StaffPermission, path: string) =>
    staff.permissions.has(permission) ? path : undefined;
  const today = scheduleToday();
  const { items, agenda } = buildApplicationChecklist(
    dossier,
    {
      media: may("media.manage", `${base}/media`),
      materials: may("courses.manage", `${base}/materials`),
      details: may("courses.manage", base),
    },
    documentsAskedBy(today),
  );
  return data(
    {
      ...loaded,
      recentSignIn: await hasRecentSignIn(context, staff),
      applications: {
        format: dossier.course.format,
        releaseOn: dossier.course.releaseOn,
        first: dossier.first,
        rows: deriveCourseApplications({
          format: dossier.course.format,
          first: dossier.first,
          decisions: loaded.approvals,
          today,
        }),
        checklist: items,
        agenda,
      },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** The release-day form posts here with `?intent=release-day`; the decisions form with `?intent=decisions` (or none). */
const RELEASE_DAY_INTENT = "release-day";

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "accreditation.record");
  if (new URL(request.url).searchParams.get("intent") === RELEASE_DAY_INTENT) {
    const form = await parseSubmission(request, releaseDaySchema, {
      echo: (fields): Typed => ({ releaseOn: String(fields.releaseOn ?? "") }),
    });
    if (!form.ok) return form.response;
    const saved = await setReleaseDay(
      context.services.database.db,
      staff.actor,
      params.courseId,
      form.value,
    );
    if (!saved.ok) return refuseCourseChange(saved, { intent: RELEASE_DAY_INTENT, request });
    return replyToForm({
      ok: true,
      intent: RELEASE_DAY_INTENT,
      message: form.value.releaseOn
        ? `The release day is saved: ${formatLongDate(form.value.releaseOn)}.`
        : "The release day is cleared.",
    });
  }
  // A decision re-issues or revokes certificates: as on a certificate's page.
  await requireRecentSignIn(request, context, staff);
  const form = await parseSubmission(request, accreditationSchema, {
    echo: (fields): Typed =>
      Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)])),
  });
  if (!form.ok) return form.response;
  const { database, mailer, config } = context.services;
  const saved = await saveAccreditations(database.db, staff.actor, {
    courseId: params.courseId,
    form: form.value,
    notify: { mailer, baseUrl: config.baseUrl },
    mayRevokeCertificates: staff.permissions.has("certificates.manage"),
  });
  if (!saved.ok) {
    if (saved.reason === "forbidden")
      return refuseForm(MISSING_PERMISSION_MESSAGE, { status: 403 });
    return refuseCourseChange(saved, { request });
  }
  // Re-issued and revoked certificates, and claim notices, wait in the outbox.
  mailer.wake();
  const followed = [
    saved.reissuedCertificates
      ? `${saved.reissuedCertificates} certificate(s) re-issued with the approval`
      : null,
    saved.revokedCertificates ? `${saved.revokedCertificates} certificate(s) revoked` : null,
  ].filter(Boolean);
  return replyToForm({
    ok: true,
    message: `The decisions are saved${followed.length > 0 ? `; ${followed.join(" and ")}` : ""}.`,
  });
}

const LINK = "font-semibold text-brand-700 underline";

export default function StaffCourseAccreditationPage({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { course, approvals, pending, recentSignIn, applications } = loaderData;
  // Which form answered: the release day's carries its intent (or its field's message).
  const releaseReply =
    actionData &&
    (actionData.intent === RELEASE_DAY_INTENT || "releaseOn" in (actionData.errors ?? {}))
      ? actionData
      : undefined;
  const decisionsReply = releaseReply ? undefined : actionData;
  const here = `/staff/courses/${encodeURIComponent(course.id)}/accreditation`;
  // Each form posts to its own address, so only the one sent shows itself busy.
  const decisionsAction = `${here}?intent=decisions`;
  const page = usePageForm<Typed>(decisionsReply, { action: decisionsAction });
  return (
    <>
      <p>
        <Link to="/staff/accreditation" className={LINK}>
          All courses
        </Link>
        {" · "}
        {pending.length === 0
          ? "No certificate is waiting for a state's approval."
          : `Certificates waiting for approval: ${pending
              .map((row) => `${row.count} in ${findState(row.stateSlug)?.name ?? row.stateSlug}`)
              .join(", ")}.`}
      </p>
      {recentSignIn ? (
        <Form
          method="post"
          action={decisionsAction}
          ref={page.form}
          aria-labelledby="decisions-heading"
          className="mt-6 grid gap-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="decisions-heading" className="font-semibold text-xl">
            States' decisions
          </h2>
          <input type="hidden" name="version" value={course.version} />
          {decisionsReply ? (
            <FormAlert tone={decisionsReply.ok ? "success" : "error"}>
              {decisionsReply.message}
            </FormAlert>
          ) : null}
          {/* Keyed by the version, so a change saved elsewhere shows once reloaded. */}
          <CourseAccreditationFields
            key={course.version}
            approvals={approvals}
            typed={page.values}
            errors={page.errors}
          />
          <div>
            <SubmitButton busy={page.busy} busyLabel="Saving…">
              Save the decisions
            </SubmitButton>
          </div>
        </Form>
      ) : (
        <p className="mt-6">
          Recording a decision needs a sign-in from the last {RECENT_SIGN_IN_MINUTES} minutes,
          because it re-issues or revokes certificates.{" "}
          <Link to={`/staff/confirm?redirectTo=${encodeURIComponent(here)}`} className={LINK}>
            Confirm your password to record decisions
          </Link>
        </p>
      )}
      <div className="mt-10">
        <PageSection
          id="applications-heading"
          title="Applications to the bars"
          intro={`Each state's application is due its lead time before the course's first presentation: ${
            applications.first
              ? `${formatLongDate(applications.first.day)} (${
                  applications.first.from === "live-session"
                    ? "its first live session"
                    : "its on-demand release"
                })`
              : applications.format === "live_webcast"
                ? "no live session is scheduled yet"
                : "no release day is set yet"
          }. Record an application as applied for above once it is filed.`}
        >
          <ApplicationsTable rows={applications.rows} />
          {applications.format === "on_demand" ? (
            <div className="mt-6">
              <ReleaseDayForm
                action={`${here}?intent=${RELEASE_DAY_INTENT}`}
                releaseOn={applications.releaseOn}
                version={course.version}
                reply={releaseReply}
              />
            </div>
          ) : null}
        </PageSection>
        <PageSection
          id="checklist-heading"
          title="Checklist for each application"
          intro="What the states ask to see with an application, built from the course. The same documents go with every state's application."
        >
          <ApplicationChecklist items={applications.checklist} />
          <p className="mt-4">
            <a
              href={`/staff/courses/${encodeURIComponent(course.id)}/application-documents.zip`}
              className={LINK}
              download
            >
              Download the application documents (ZIP)
            </a>
          </p>
        </PageSection>
        {applications.agenda.length > 0 ? (
          <PageSection
            id="agenda-heading"
            title="Timed agenda"
            intro={
              applications.format === "live_webcast" && applications.first
                ? "From the lecture's chapters, in clock times from the first live session's start."
                : "From the lecture's chapters, in minutes into the recording."
            }
          >
            <TimedAgendaTable rows={applications.agenda} />
          </PageSection>
        ) : null}
      </div>
    </>
  );
}

import { data, Link } from "react-router";
import {
  AttendanceCorrectionForm,
  type CorrectionFormValues,
} from "~/components/staff/attendance-correction-form";
import { FactList } from "~/components/staff/fact-list";
import { EmptyState, StaffPage } from "~/components/staff/staff-frame";
import { RECENT_SIGN_IN_MINUTES } from "~/content/staff-roles";
import { refuseForm, replyToForm } from "~/lib/form-reply";
import { formatCategoryCredits, formatClock, formatSessionDateTime } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import {
  CORRECTION_OUTCOME_LABELS,
  ON_DEMAND_SUBJECT,
} from "~/modules/attendance/attendance-correction-fields";
import { attendanceCorrectionSchema } from "~/modules/attendance/attendance-corrections";
import {
  CERTIFICATE_STATUS_LABELS,
  certificateStatus,
} from "~/modules/certificates/certificate-status";
import { attendeeIdSchema } from "~/modules/rosters/attendee-forms";
import { loadAttendanceRecord } from "~/modules/rosters/load-attendance-record.server";
import { recordAttendanceCorrection } from "~/modules/rosters/record-attendance-correction.server";
import {
  hasRecentSignIn,
  requireRecentSignIn,
  requireStaff,
} from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/attendance";

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  pageMeta(
    loaderData
      ? `Attendance: ${loaderData.record.name}, ${loaderData.record.courseTitle}`
      : "Attendance",
    "One attendee's attendance at one course, and its corrections.",
  );

const GONE = "This attendee is not registered for this course.";

function readParams(params: { userId?: string; courseId?: string }) {
  const userId = attendeeIdSchema.safeParse(params.userId);
  const courseId = attendeeIdSchema.safeParse(params.courseId);
  return userId.success && courseId.success ? { uid: userId.data, courseId: courseId.data } : null;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "attendance.view");
  const ids = readParams(params);
  const record = ids
    ? await loadAttendanceRecord(context.services.database.db, ids.uid, ids.courseId)
    : null;
  if (!ids || !record) throw data({ message: GONE }, { status: 404 });
  const mayCorrect = staff.permissions.has("attendance.correct");
  return data(
    {
      ids,
      record,
      mayCorrect,
      recentSignIn: mayCorrect ? await hasRecentSignIn(context, staff) : false,
      mayManageCertificates: staff.permissions.has("certificates.manage"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "attendance.correct");
  await requireRecentSignIn(request, context, staff);
  const ids = readParams(params);
  if (!ids) return refuseForm<CorrectionFormValues>(GONE, { status: 404 });
  const form = await parseSubmission(request, attendanceCorrectionSchema, {
    echo: (fields): CorrectionFormValues =>
      Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)])),
  });
  if (!form.ok) return form.response;
  const { services } = context;
  const recorded = await recordAttendanceCorrection(
    services.database.db,
    services.mailer,
    { baseUrl: services.config.baseUrl },
    staff.actor,
    { ...ids, ...form.value },
  );
  if (!recorded.ok) {
    return refuseForm<CorrectionFormValues>(recorded.message, {
      status: recorded.status,
      values: form.submission.fields as CorrectionFormValues,
      errors: recorded.field ? { [recorded.field]: recorded.message } : {},
    });
  }
  const followed = [
    recorded.reissued.length > 0 ? `${recorded.reissued.length} certificate(s) re-issued` : null,
    recorded.revoked.length > 0 ? `${recorded.revoked.length} certificate(s) revoked` : null,
  ].filter(Boolean);
  return replyToForm<CorrectionFormValues>({
    ok: true,
    message: `The correction is recorded${followed.length > 0 ? `; ${followed.join(" and ")}` : ""}.`,
  });
}

const LINK = "font-semibold text-brand-700 underline";

function CodeList({ codes }: { codes: { position: number; enteredAt: string | Date | null }[] }) {
  if (codes.length === 0) return <EmptyState>No codes set.</EmptyState>;
  return (
    <ol className="grid gap-1">
      {codes.map((code) => (
        <li key={code.position}>
          Code {code.position}:{" "}
          {code.enteredAt
            ? `entered ${formatSessionDateTime(new Date(code.enteredAt))}`
            : "not entered"}
        </li>
      ))}
    </ol>
  );
}

export default function StaffAttendancePage({ loaderData, actionData }: Route.ComponentProps) {
  const { ids, record, mayCorrect, recentSignIn, mayManageCertificates } = loaderData;
  const sessionLabel = record.sessionStartsAt
    ? `The live webcast of ${formatSessionDateTime(new Date(record.sessionStartsAt))}`
    : null;
  const subjects = [
    ...(record.liveSessionId && sessionLabel && record.sessionEnded
      ? [{ value: record.liveSessionId, label: sessionLabel }]
      : []),
    { value: ON_DEMAND_SUBJECT, label: "The on-demand lecture" },
  ];
  const eligibility = record.eligibility;
  const countingIds = new Set(record.countingCorrectionIds);
  const counting = record.corrections.filter((correction) => countingIds.has(correction.id));
  const facts: [string, string][] = [
    ["Registered", formatSessionDateTime(new Date(record.registeredAt))],
    [
      "Live session",
      sessionLabel
        ? `${sessionLabel}${record.join ? `; joined ${formatSessionDateTime(new Date(record.join.firstJoinedAt))}${record.join.times > 1 ? ` (opened ${record.join.times} times, last ${formatSessionDateTime(new Date(record.join.lastJoinedAt))})` : ""}` : "; not joined through the site"}`
        : "None (on demand)",
    ],
    [
      "Lecture watched",
      `${formatClock(record.watchedSeconds)}${record.watchedToEndAt ? `, to the end on ${formatSessionDateTime(new Date(record.watchedToEndAt))}` : ", not to the end"}`,
    ],
    [
      "May claim now",
      eligibility?.eligible
        ? `Yes, ${eligibility.format === "live" ? "live" : "self-study"} credit: ${eligibility.states.map((state) => `${state.name} ${formatCategoryCredits(state.credits, state.slug)}`).join("; ")}`
        : `No. ${eligibility?.missing.join(" ") ?? ""}`,
    ],
  ];
  return (
    <StaffPage
      title={`Attendance: ${record.name}`}
      intro={
        <p>
          {record.courseTitle}.{" "}
          <Link to={`/staff/attendees/${encodeURIComponent(ids.uid)}`} className={LINK}>
            Back to {record.name}
          </Link>
        </p>
      }
    >
      <section
        aria-labelledby="recorded-heading"
        className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="recorded-heading" className="font-semibold text-xl">
          What was recorded
        </h2>
        <FactList facts={facts} />
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          {record.liveSessionId ? (
            <div>
              <h3 className="font-semibold">Live session codes</h3>
              <CodeList codes={record.liveCodes} />
            </div>
          ) : null}
          <div>
            <h3 className="font-semibold">Lecture codes</h3>
            <CodeList codes={record.lectureCodes} />
          </div>
        </div>
      </section>
      <section aria-labelledby="corrections-heading" className="mt-8">
        <h2 id="corrections-heading" className="font-semibold text-xl">
          Corrections
        </h2>
        {record.corrections.length === 0 ? (
          <EmptyState>No correction: what was recorded stands.</EmptyState>
        ) : (
          <ol className="mt-3 grid gap-3">
            {record.corrections.map((correction) => (
              <li key={correction.id} className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
                <p className="font-semibold">
                  {CORRECTION_OUTCOME_LABELS[correction.outcome]}
                  {correction.attendedMinutes !== null
                    ? `: ${correction.attendedMinutes} of ${correction.programMinutes} minutes`
                    : ""}{" "}
                  ({correction.liveSessionId ? "live session" : "on-demand lecture"})
                  {!countingIds.has(correction.id)
                    ? ", replaced"
                    : correction.liveSessionId !== null &&
                        correction.liveSessionId !== record.liveSessionId
                      ? ", about a session the attendee is no longer in"
                      : ", the one that counts"}
                </p>
                <p className="text-slate-700 text-sm">
                  By {correction.createdByEmail},{" "}
                  {formatSessionDateTime(new Date(correction.createdAt))}
                </p>
                <p className="mt-2">Reason: {correction.reason}</p>
                <p className="mt-1 whitespace-pre-line">Evidence: {correction.evidence}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="certificates-heading" className="mt-8">
        <h2 id="certificates-heading" className="font-semibold text-xl">
          Certificates for this course
        </h2>
        {record.certificates.length === 0 ? (
          <EmptyState>No certificate issued for this course.</EmptyState>
        ) : (
          <ul className="mt-3 grid gap-1">
            {record.certificates.map((certificate) => (
              <li key={certificate.id}>
                <Link
                  to={
                    mayManageCertificates
                      ? `/staff/certificates/${encodeURIComponent(certificate.id)}`
                      : `/certificates/${encodeURIComponent(certificate.id)}`
                  }
                  className={LINK}
                >
                  {certificate.id}
                </Link>
                {`: ${CERTIFICATE_STATUS_LABELS[certificateStatus(certificate)]}, version ${certificate.version}, ${formatCategoryCredits(certificate.credits, certificate.stateSlug)}`}
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="mt-8">
        {!mayCorrect ? null : recentSignIn ? (
          <AttendanceCorrectionForm
            reply={actionData}
            subjects={subjects}
            replaces={{
              session:
                counting.find(
                  (row) => row.liveSessionId === record.liveSessionId && row.liveSessionId !== null,
                )?.id ?? "",
              lecture: counting.find((row) => row.liveSessionId === null)?.id ?? "",
            }}
            programMinutes={{
              ...(record.liveSessionId ? { [record.liveSessionId]: record.sessionMinutes } : {}),
              [ON_DEMAND_SUBJECT]: record.courseMinutes,
            }}
          />
        ) : (
          <p>
            Attendance corrections need a sign-in from the last {RECENT_SIGN_IN_MINUTES} minutes.{" "}
            <Link
              to={`/staff/confirm?redirectTo=${encodeURIComponent(`/staff/attendees/${ids.uid}/courses/${ids.courseId}/attendance`)}`}
              className={LINK}
            >
              Confirm your password to correct attendance
            </Link>
          </p>
        )}
      </div>
    </StaffPage>
  );
}

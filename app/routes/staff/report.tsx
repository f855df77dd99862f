import { data, Link, redirect } from "react-router";
import {
  MarkSubmittedForm,
  type MarkSubmittedValues,
  ReportLinesTable,
  ReportProblems,
  WaitingForApproval,
} from "~/components/staff/bar-report-sections";
import {
  formatFee,
  reportPath,
  statusText,
  UnconfirmedMark,
} from "~/components/staff/bar-report-table";
import { FactList } from "~/components/staff/fact-list";
import { EmptyState, StaffPage } from "~/components/staff/staff-frame";
import { FormAlert } from "~/components/ui/form-alert";
import { refuseForm } from "~/lib/form-reply";
import { formatLongDate, scheduleToday } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { markSubmittedSchema } from "~/modules/bar-reports/bar-report-forms";
import { loadBarReport, reportContents } from "~/modules/bar-reports/load-bar-report.server";
import { coverageLabel, isSlotKey, parseSlotKey } from "~/modules/bar-reports/report-slot";
import { submitBarReport } from "~/modules/bar-reports/submit-bar-report.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/report";

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  pageMeta(
    loaderData
      ? `${loaderData.report.stateName}: ${coverageLabel(loaderData.report)}`
      : "Report to a bar",
    "One attendance report: its attendees, its file and its submission.",
  );

const FILE_LABELS = {
  csv: "CSV (the fields every state asks for)",
  "washington-tab-delimited": "Washington's tab-delimited upload",
} as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "reports.manage");
  const page = await loadBarReport(context.services.database.db, params.reportId);
  if (!page) throw data({ message: "We have no such report." }, { status: 404 });
  // A slot whose reports are all submitted: its last one.
  if (page.report.id !== params.reportId) throw redirect(reportPath(page.report.id));
  return data(
    {
      ...page,
      contents: page.report.status === "submitted" ? null : reportContents(page.report),
      today: scheduleToday(),
      justSubmitted: new URL(request.url).searchParams.has("submitted"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const REFUSALS = {
  "not-found": ["There is nothing to report here any more: reload the page.", 404],
  "not-needed": ["This state takes no report, so there is nothing to submit.", 409],
  waiting: ["Nothing can be reported before the state approves the course.", 409],
  problems: ["The report still has problems: fix them first, then make and send the file.", 409],
  changed: [
    "The report changed since you opened it (a new completion, or a corrected or revoked certificate). Nothing was saved: check it again below, make the file again and submit that.",
    409,
  ],
} as const;

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "reports.manage");
  const form = await parseSubmission(request, markSubmittedSchema, {
    echo: (fields): MarkSubmittedValues => ({
      submittedOn: String(fields.submittedOn ?? ""),
      reference: String(fields.reference ?? ""),
      note: String(fields.note ?? ""),
    }),
  });
  if (!form.ok) return form.response;
  if (!isSlotKey(params.reportId)) {
    return refuseForm("This report is submitted: it never changes.", { status: 409 });
  }
  if (!parseSlotKey(params.reportId)) return refuseForm(REFUSALS["not-found"][0], { status: 404 });
  const outcome = await submitBarReport(context.services.database.db, staff.actor, {
    ...form.value,
    slotKey: params.reportId,
  });
  if (outcome.ok) throw redirect(`${reportPath(outcome.id)}?submitted=1`);
  if (outcome.reason === "taken") {
    return refuseForm(
      `${outcome.by} already marked this report submitted (${outcome.id}, on ${formatLongDate(outcome.on)}). Nothing was changed.`,
      { status: 409 },
    );
  }
  const [message, status] = REFUSALS[outcome.reason];
  return refuseForm(message, { status });
}

const LINK = "font-semibold text-brand-700 underline";

/** "Illinois's rule from January 1, 2000, replaced on March 1, 2027" (the replacement when there is one). */
function ruleVersionText(stateName: string, from: string, until: string | null): string {
  return `${stateName}'s rule from ${formatLongDate(from)}${
    until ? `, replaced on ${formatLongDate(until)}` : ""
  }`;
}

export default function StaffReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { report, pending, history, contents, rule, today, justSubmitted } = loaderData;
  const { sources } = rule;
  const open = report.status === "due" || report.status === "overdue";
  const canMakeFile = report.status !== "waiting" && report.status !== "not-needed";
  const facts: [string, React.ReactNode][] = [
    ["Status", statusText(report)],
    ["State", report.stateName],
    ["Covers", coverageLabel(report)],
    ["Course", report.courseTitle],
    [
      report.status === "not-needed" ? "Why" : "Rule",
      <>
        {report.ruleText}
        <UnconfirmedMark confidence={report.confidence} />
      </>,
    ],
    [
      report.submitted ? "Made under" : "Rule in force",
      ruleVersionText(report.stateName, rule.effectiveFrom, rule.effectiveUntil),
    ],
  ];
  if (report.status !== "not-needed") {
    facts.push(
      ["Due", report.dueOn ? formatLongDate(report.dueOn) : "–"],
      ["Fee", `${formatFee(report.feeCents)}${report.late ? " (with the late fee)" : ""}`],
      ["Attendees", String(report.attendees)],
      ["File", FILE_LABELS[report.fileFormat]],
    );
  }
  if (report.correctionOfId) {
    facts.push([
      "Corrects",
      <Link key="corrects" to={reportPath(report.correctionOfId)} className={LINK}>
        {report.correctionOfId}
      </Link>,
    ]);
  }
  if (report.submitted?.note) facts.push(["Note", report.submitted.note]);
  return (
    <StaffPage
      title={`${report.stateName}: ${coverageLabel(report)}`}
      intro={
        <p>
          <Link to="/staff/reports" className={`${LINK} inline-block min-h-6`}>
            All reports to the bars
          </Link>
        </p>
      }
    >
      {justSubmitted ? (
        <FormAlert tone="success">
          Marked submitted. This report is now kept as it is; later changes make a correction.
        </FormAlert>
      ) : null}
      <section
        aria-labelledby="report-heading"
        className="mt-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="report-heading" className="font-semibold text-xl">
          {report.submitted ? `Report ${report.id}` : "The report due"}
        </h2>
        <FactList facts={facts} />
        {sources.length > 0 ? (
          <p className="mt-3 text-slate-700 text-sm">
            Sources:{" "}
            {sources.map((source, index) => (
              <span key={source.key}>
                {index > 0 ? "; " : ""}
                <a href={source.url} className="underline">
                  {source.note ?? source.url}
                </a>
              </span>
            ))}
          </p>
        ) : null}
      </section>
      {report.problems.length > 0 ? <ReportProblems problems={report.problems} /> : null}
      {report.waiting.length > 0 ? <WaitingForApproval waiting={report.waiting} /> : null}
      <section aria-labelledby="lines-heading" className="mt-8">
        <h2 id="lines-heading" className="font-semibold text-xl">
          Attendees
        </h2>
        <div className="mt-3">
          {report.lines.length === 0 ? (
            <EmptyState>
              {report.status === "waiting"
                ? "No attendee can be reported yet."
                : `No attendee to list: the report says that none of ${report.stateName}'s attorneys attended.`}
            </EmptyState>
          ) : (
            <ReportLinesTable
              lines={report.lines}
              stateSlug={report.stateSlug}
              correction={report.sequence > 1}
            />
          )}
        </div>
      </section>
      {canMakeFile ? (
        <section aria-labelledby="file-heading" className="mt-8">
          <h2 id="file-heading" className="font-semibold text-xl">
            File
          </h2>
          {report.problems.length > 0 ? (
            <p className="mt-2 rounded-md bg-red-50 px-4 py-3 text-red-800 ring-1 ring-red-200">
              The file cannot be made yet: {report.problems.length}{" "}
              {report.problems.length === 1 ? "attendee has" : "attendees have"} no bar number for{" "}
              {report.stateName}. Fix the problems listed above.
            </p>
          ) : (
            <p className="mt-2">
              <a
                href={`${reportPath(report.id)}/file`}
                className={`${LINK} inline-block min-h-6`}
                download
              >
                Download the file ({FILE_LABELS[report.fileFormat]})
              </a>
            </p>
          )}
        </section>
      ) : null}
      {open && contents && report.problems.length === 0 ? (
        <div className="mt-8">
          <MarkSubmittedForm
            reply={actionData}
            contents={contents}
            sequence={report.sequence}
            today={today}
          />
        </div>
      ) : actionData && !actionData.ok ? (
        <div className="mt-8 max-w-xl">
          <FormAlert tone="error">{actionData.message}</FormAlert>
        </div>
      ) : null}
      {history.length > 0 || (pending && pending.id !== report.id) ? (
        <section aria-labelledby="history-heading" className="mt-8">
          <h2 id="history-heading" className="font-semibold text-xl">
            This session's or window's reports
          </h2>
          <ol className="mt-3 grid list-decimal gap-1 pl-6">
            {history.map((entry) => (
              <li key={entry.id}>
                {entry.id === report.id ? (
                  <span className="font-semibold">{entry.id} (this page)</span>
                ) : (
                  <Link to={reportPath(entry.id)} className={LINK}>
                    {entry.id}
                  </Link>
                )}
                {`: ${statusText(entry)}${entry.correctionOfId ? `; corrects ${entry.correctionOfId}` : ""}.`}
              </li>
            ))}
            {pending && pending.id !== report.id ? (
              <li>
                <Link to={reportPath(pending.id)} className={LINK}>
                  {pending.correctionOfId ? "Correction" : "Report"} not yet submitted
                </Link>
                {`: ${statusText(pending)}.`}
              </li>
            ) : null}
          </ol>
        </section>
      ) : null}
    </StaffPage>
  );
}

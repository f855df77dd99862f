import { Form, Link } from "react-router";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { usePageForm } from "~/components/ui/use-page-form";
import type { FormReply } from "~/lib/form-reply";
import { formatCategoryCredits, formatLongDate } from "~/lib/format";
import type {
  ReportLine,
  ReportProblem,
  WaitingCompletion,
} from "~/modules/bar-reports/bar-report-types";

const LINK = "font-semibold text-brand-700 underline";
const CHANGE_LABELS = { new: "Added", corrected: "Corrected", withdrawn: "Withdrawn" } as const;
const certificatePath = (id: string) => `/staff/certificates/${encodeURIComponent(id)}`;

/** The report's lines: who, with which bar number, course number, date and hours. */
export function ReportLinesTable({
  lines,
  stateSlug,
  correction,
}: {
  lines: readonly ReportLine[];
  stateSlug: string;
  correction: boolean;
}) {
  const columns: Column<ReportLine>[] = [
    ...(correction
      ? [{ header: "Change", cell: (line: ReportLine) => CHANGE_LABELS[line.change] }]
      : []),
    {
      header: "Attorney",
      rowHeader: true,
      cell: (line) => (
        <Link to={certificatePath(line.certificateId)} className={LINK}>
          {line.attorneyName}
        </Link>
      ),
    },
    { header: "Bar number", cell: (line) => line.barNumber ?? "Missing" },
    { header: "Course number", cell: (line) => line.courseNumber, nowrap: true },
    { header: "Completed", cell: (line) => formatLongDate(line.completedOn), nowrap: true },
    { header: "Hours by category", cell: (line) => formatCategoryCredits(line.credits, stateSlug) },
  ];
  return (
    <DataTable
      label="Attendees in this report"
      columns={columns}
      rows={lines}
      rowKey={(line) => `${line.chainId}-${line.change}`}
      minWidth="44rem"
    />
  );
}

/** Attendees whose line cannot go in the file yet, each with where to fix it. */
export function ReportProblems({ problems }: { problems: readonly ReportProblem[] }) {
  return (
    <section aria-labelledby="problems-heading" className="mt-8">
      <h2 id="problems-heading" className="font-semibold text-xl">
        Problems to fix before the file is made
      </h2>
      <ul className="mt-3 grid list-disc gap-2 pl-6">
        {problems.map((problem) => (
          <li key={problem.certificateId}>
            {problem.attorneyName}: {problem.message}{" "}
            <Link to={certificatePath(problem.certificateId)} className={LINK}>
              Fix certificate {problem.certificateId}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Completions not reportable until the state approves the course. */
export function WaitingForApproval({ waiting }: { waiting: readonly WaitingCompletion[] }) {
  return (
    <section aria-labelledby="waiting-heading" className="mt-8">
      <h2 id="waiting-heading" className="font-semibold text-xl">
        Waiting for the state's approval
      </h2>
      <p className="mt-1 text-slate-700">
        The course's approval in this state is pending: these completions are reported once it is
        granted.
      </p>
      <ul className="mt-3 grid list-disc gap-1 pl-6">
        {waiting.map((completion) => (
          <li key={completion.certificateId}>
            <Link to={certificatePath(completion.certificateId)} className={LINK}>
              {completion.attorneyName}
            </Link>
            , completed {formatLongDate(completion.completedOn)}
          </li>
        ))}
      </ul>
    </section>
  );
}

export type MarkSubmittedValues = { submittedOn: string; reference: string; note: string };

/** "Mark submitted": the day, the regulator's reference and an optional note. */
export function MarkSubmittedForm({
  reply,
  contents,
  sequence,
  today,
}: {
  reply: FormReply<MarkSubmittedValues> | undefined;
  contents: string;
  sequence: number;
  today: string;
}) {
  const form = usePageForm(reply);
  return (
    <Form
      method="post"
      ref={form.form}
      aria-labelledby="submit-heading"
      className="grid max-w-xl gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="submit-heading" className="font-semibold text-xl">
        Mark submitted
      </h2>
      <p className="text-slate-700 text-sm">
        Once the regulator has the file, record it here. The report is kept exactly as it is now and
        never changes; anything that changes later makes a correction.
      </p>
      {reply ? <FormAlert tone={reply.ok ? "success" : "error"}>{reply.message}</FormAlert> : null}
      <input type="hidden" name="contents" value={contents} />
      <input type="hidden" name="sequence" value={sequence} />
      <TextField
        label="Date submitted"
        name="submittedOn"
        type="date"
        required
        max={today}
        defaultValue={form.values?.submittedOn ?? today}
        error={form.errors.submittedOn}
      />
      <TextField
        label="The regulator's reference (confirmation or receipt number)"
        name="reference"
        required
        maxLength={120}
        defaultValue={form.values?.reference ?? ""}
        error={form.errors.reference}
      />
      <TextAreaField
        label="Note (optional)"
        name="note"
        rows={3}
        maxLength={1000}
        defaultValue={form.values?.note ?? ""}
        error={form.errors.note}
      />
      <div>
        <SubmitButton busy={form.busy} busyLabel="Saving…">
          Mark submitted
        </SubmitButton>
      </div>
    </Form>
  );
}

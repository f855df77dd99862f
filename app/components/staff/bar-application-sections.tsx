import { Form, Link } from "react-router";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import { usePageForm } from "~/components/ui/use-page-form";
import type { FormFields, FormReply } from "~/lib/form-reply";
import { formatLongDate } from "~/lib/format";
import type { ChecklistItem } from "~/modules/bar-applications/build-application-checklist";
import {
  type CourseApplication,
  STANDING_LABELS,
} from "~/modules/bar-applications/derive-applications";
import type { AgendaRow } from "~/modules/bar-applications/timed-agenda";

const LINK = "font-semibold text-brand-700 underline";

const CONFIDENCE_LABELS = {
  official: "From the regulator",
  secondary: "Secondary source",
  unconfirmed: "Not confirmed",
} as const;

const APPLICATION_COLUMNS: Column<CourseApplication>[] = [
  { header: "State", rowHeader: true, cell: (row) => row.stateName },
  {
    header: "Lead time",
    cell: (row) => (
      <>
        <span className="font-medium">{row.lead}</span>
        <span className="block text-slate-700 text-sm">
          {row.leadText} {CONFIDENCE_LABELS[row.confidence]}
          {row.sources.length > 0 ? ` [${row.sources.join("][")}]` : ""}.
        </span>
      </>
    ),
  },
  {
    header: "File by",
    nowrap: true,
    cell: (row) => (row.fileBy ? formatLongDate(row.fileBy) : "No date"),
  },
  {
    header: "Standing",
    cell: (row) =>
      row.standing === "applied" && row.appliedOn
        ? `Applied for on ${formatLongDate(row.appliedOn)}`
        : STANDING_LABELS[row.standing],
  },
];

/** Each state's application: its lead time (with its source), the day to file by and where it stands. */
export function ApplicationsTable({ rows }: { rows: CourseApplication[] }) {
  return (
    <DataTable
      label="Applications to each state"
      columns={APPLICATION_COLUMNS}
      rows={rows}
      rowKey={(row) => row.stateSlug}
      stackOnPhone
      minWidth="48rem"
    />
  );
}

/** The documents an application asks for, each present or missing. */
export function ApplicationChecklist({ items }: { items: ChecklistItem[] }) {
  return (
    <ul className="grid gap-3" aria-label="Application checklist">
      {items.map((item) => (
        <li key={item.id} className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
          <p>
            <span
              className={
                item.present
                  ? "rounded bg-green-100 px-2 py-0.5 font-semibold text-green-900 text-sm"
                  : "rounded bg-red-100 px-2 py-0.5 font-semibold text-red-900 text-sm"
              }
            >
              {item.present ? "Present" : "Missing"}
            </span>{" "}
            <span className="font-semibold">{item.label}</span>
            {item.href ? (
              <>
                {" · "}
                <Link to={item.href} className={LINK}>
                  {item.id === "financial-aid" ? "The financial-aid policy" : `Open: ${item.label}`}
                </Link>
              </>
            ) : null}
          </p>
          <p className="mt-1 text-slate-700 text-sm">{item.detail}</p>
          {item.askedBy.length > 0 ? (
            <p className="mt-1 text-slate-700 text-sm">Asked by: {item.askedBy.join(", ")}.</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

const AGENDA_COLUMNS: Column<AgendaRow>[] = [
  { header: "From", nowrap: true, cell: (row) => row.from },
  { header: "To", nowrap: true, cell: (row) => row.to },
  { header: "Minutes", align: "right", cell: (row) => row.minutes },
  { header: "Part", rowHeader: true, cell: (row) => row.title },
];

export function TimedAgendaTable({ rows }: { rows: AgendaRow[] }) {
  return (
    <DataTable
      label="Parts of the timed agenda"
      columns={AGENDA_COLUMNS}
      rows={rows}
      rowKey={(row) => `${row.from}-${row.title}`}
      minWidth="32rem"
    />
  );
}

/** An on-demand course's release day: its first presentation, from which the deadlines count. */
export function ReleaseDayForm({
  action,
  releaseOn,
  version,
  reply,
}: {
  action: string;
  releaseOn: string | null;
  version: number;
  reply: FormReply<FormFields> | undefined;
}) {
  const form = usePageForm(reply, { action });
  return (
    <Form
      key={version}
      method="post"
      action={action}
      ref={form.form}
      aria-labelledby="release-day-heading"
      className="grid max-w-md gap-3"
    >
      <h3 id="release-day-heading" className="font-semibold">
        Release day
      </h3>
      <input type="hidden" name="version" value={version} />
      {reply ? <FormAlert tone={reply.ok ? "success" : "error"}>{reply.message}</FormAlert> : null}
      <TextField
        label="First day attorneys can take the course on demand"
        name="releaseOn"
        type="date"
        defaultValue={form.values?.releaseOn ?? releaseOn ?? ""}
        error={form.errors.releaseOn}
        hint="Leave empty while it is not known. The states' deadlines count from this day."
      />
      <div>
        <SubmitButton busy={form.busy} busyLabel="Saving…">
          Save the release day
        </SubmitButton>
      </div>
    </Form>
  );
}

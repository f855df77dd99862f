import { CreditReportingNote } from "~/components/certificates/credit-reporting-note";
import { DeleteButton } from "~/components/credit-tracker/delete-button";
import { FormatNoteList } from "~/components/credit-tracker/format-rule-notes";
import { categoryHours } from "~/content/credit-categories";
import type { CreditCategory } from "~/content/state-rules/types";
import { formatLongDate } from "~/lib/format";
import { formatHours } from "~/lib/hours";
import type { PendingCredit, TrackerCredit } from "~/modules/credit-tracker/credit-tracker-types";

const hours = formatHours;

const FORMAT_NAMES = { live: "Live", "self-study": "Self-study" } as const;

/** "Live", "Self-study", or "Self-study (not an accredited course)". */
function formatName(credit: { format: "live" | "self-study"; accredited?: boolean }): string {
  return credit.accredited === false
    ? `${FORMAT_NAMES[credit.format]} (not an accredited course)`
    : FORMAT_NAMES[credit.format];
}

/** "2.0 General, 1.0 Ethics" */
function hoursByCategory(values: Partial<Record<CreditCategory, number>>, state: string): string {
  return categoryHours(values, state)
    .map(({ label, hours: value }) => `${hours(value)} ${label}`)
    .join(", ");
}

/** A state's approved course certificates and credits earned elsewhere, and whether each counts. */
export function CreditList({
  credits,
  state,
  judged,
}: {
  credits: readonly TrackerCredit[];
  state: string;
  judged: boolean;
}) {
  if (credits.length === 0) {
    return (
      <p className="text-slate-700">
        No credits yet. Certificates from our courses appear here; add credits earned elsewhere
        below.
      </p>
    );
  }
  return (
    <ul className="grid gap-3">
      {credits.map((credit) => (
        <li key={credit.key} className="min-w-0 rounded-lg p-3 ring-1 ring-slate-200">
          <p className="break-words font-semibold">{credit.title}</p>
          <p className="break-words text-slate-700 text-sm">
            {credit.provider} · {formatLongDate(credit.completedOn)} · {formatName(credit)}
          </p>
          <p className="text-sm">
            {hours(credit.totalHours)} hours: {hoursByCategory(credit.hours, state)}
          </p>
          <p className="text-sm">
            {judged ? (
              credit.inPeriod ? (
                <span className="font-semibold text-emerald-800">Counted in this period</span>
              ) : (
                <span className="font-semibold text-slate-700">
                  Outside this period: not counted
                </span>
              )
            ) : (
              <span className="text-slate-700">Counted once a period is recorded</span>
            )}
          </p>
          <FormatNoteList notes={credit.formatNotes} />
          {credit.reporting ? <CreditReportingNote reporting={credit.reporting} /> : null}
          <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            {credit.certificateUrl ? (
              <a href={credit.certificateUrl} download className="text-brand-700 underline">
                Download certificate<span className="sr-only"> for {credit.title}</span>
              </a>
            ) : credit.source === "outside" ? (
              <span className="text-slate-700">No certificate uploaded</span>
            ) : null}
            {credit.stateForm ? (
              <a href={credit.stateForm.url} download className="text-brand-700 underline">
                Download the {credit.stateForm.title}
              </a>
            ) : null}
            {credit.source === "outside" ? (
              <DeleteButton
                intent="delete-credit"
                field="creditId"
                id={credit.id}
                state={state}
                detail={`(${credit.title})`}
                question={
                  credit.certificateFilename
                    ? "Delete this credit and its uploaded certificate?"
                    : "Delete this credit?"
                }
              >
                Delete credit
              </DeleteButton>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Course certificates awaiting the state's approval: listed, not counted. */
export function PendingList({
  pending,
  state,
  Heading = "h4",
}: {
  pending: readonly PendingCredit[];
  state: string;
  /** Under a state card's h3 by default; under a page's h2 on the state's credits pages. */
  Heading?: "h3" | "h4";
}) {
  return (
    <div>
      <Heading className="font-semibold">Approval pending, not counted</Heading>
      <p className="text-slate-700 text-sm">
        These courses await the state's approval; they count once it is granted.
      </p>
      <ul className="mt-2 grid gap-2">
        {pending.map((credit) => (
          <li key={credit.id} className="min-w-0 rounded-lg bg-slate-50 p-3 text-sm">
            <p className="break-words font-semibold">{credit.title}</p>
            <p className="text-slate-700">
              {formatLongDate(credit.completedOn)} · {formatName(credit)} ·{" "}
              {hoursByCategory(credit.hours, state)} (approval pending, not counted)
            </p>
            <FormatNoteList notes={credit.formatNotes} />
            {credit.reporting ? <CreditReportingNote reporting={credit.reporting} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

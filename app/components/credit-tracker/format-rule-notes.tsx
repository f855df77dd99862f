import { formatHoursText, toHundredths } from "~/lib/hours";
import type { FormatNotice } from "~/modules/credit-tracker/describe-format-restrictions";
import type { FormatNote } from "~/modules/credit-tracker/restrict-credit-formats";

// A state's format rules as the attorney reads them: the state-wide word
// (course page, payment page, tracker card) and what the rule did with one
// credit's hours (tracker list, certificate page).

const OUTCOME: Record<FormatNote["outcome"], string> = {
  refused: "Not counted",
  "self-study": "Counted as self-study",
  counted: "Counted (rule not confirmed)",
};

/** One or more states' notices, each with its caution where the rule is not confirmed. */
export function FormatNotices({
  notices,
  heading,
}: {
  notices: readonly FormatNotice[];
  heading?: string;
}) {
  if (notices.length === 0) return null;
  return (
    <section
      aria-label={heading ?? "State rules on formats"}
      className="grid gap-2 rounded-md bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-200"
      data-testid="format-notices"
    >
      {heading ? <h2 className="font-semibold text-lg">{heading}</h2> : null}
      {notices.map((notice) => (
        <div key={`${notice.courseTitle ?? ""}:${notice.stateSlug}`} className="grid gap-1">
          <p>
            <span className="font-semibold">
              {notice.courseTitle ? `${notice.courseTitle}, ${notice.stateName}` : notice.stateName}
              :
            </span>{" "}
            {notice.text}
          </p>
          {notice.caution ? (
            <p className="text-sm">
              <span className="font-semibold">Not confirmed:</span> {notice.caution}
            </p>
          ) : null}
        </div>
      ))}
    </section>
  );
}

/** What the state's format rule did with a credit's hours, per category. */
export function FormatNoteList({ notes }: { notes: readonly FormatNote[] }) {
  if (notes.length === 0) return null;
  return (
    <ul className="grid gap-1 text-sm">
      {notes.map((note) => (
        <li key={note.category}>
          <span
            className={
              note.outcome === "refused"
                ? "font-semibold text-red-800"
                : "font-semibold text-amber-900"
            }
          >
            {OUTCOME[note.outcome]}: {formatHoursText(toHundredths(note.hours))} {note.label}.
          </span>{" "}
          {note.reason}
        </li>
      ))}
    </ul>
  );
}

import { Link } from "react-router";
import { formatLongDate } from "~/lib/format";
import type { CreditReporting } from "~/modules/bar-reports/credit-reporting";

/** What happens to a credit after the course, in one or two sentences. */
export function creditReportingText(reporting: CreditReporting): string {
  const regulator = `${reporting.stateName}'s CLE regulator`;
  switch (reporting.kind) {
    case "reported":
      return `Reported by us to ${regulator} on ${formatLongDate(reporting.on)} (reference ${reporting.reference}).`;
    case "due":
      return reporting.dueOn === null
        ? `We report it to ${regulator}.`
        : reporting.overdue
          ? `We report it to ${regulator}: it was due by ${formatLongDate(reporting.dueOn)} and goes in our next report.`
          : `We report it to ${regulator} by ${formatLongDate(reporting.dueOn)}.`;
    case "waiting-approval":
      return `We report it to ${regulator} once ${reporting.stateName} has approved the course.`;
    case "needs-bar-number":
      return `We report it to ${regulator}${reporting.dueOn ? ` by ${formatLongDate(reporting.dueOn)}` : ""}, but we need your ${reporting.stateName} bar number first.`;
    case "attorney":
      return `Yours to report: ${reporting.attorneyReports?.text ?? `${reporting.stateName} asks attorneys to report their own credits.`}`;
  }
}

/**
 * Where a credit stands with the state's regulator (decision 0057): reported,
 * due from us, waiting, or the attorney's to report, with the state's rule on
 * what the attorney files themselves.
 */
export function CreditReportingNote({ reporting }: { reporting: CreditReporting }) {
  const also =
    reporting.kind !== "attorney" && reporting.attorneyReports
      ? `You also file: ${reporting.attorneyReports.text}`
      : null;
  const deadlines = reporting.attorneyReports?.deadlines;
  return (
    <div className="text-sm">
      <p>
        <span className="font-semibold">Reporting: </span>
        {creditReportingText(reporting)}
        {reporting.kind === "needs-bar-number" ? (
          <>
            {" "}
            <Link to="/profile" className="text-brand-700 underline">
              Add it to your profile
            </Link>
          </>
        ) : null}
      </p>
      {also ? <p className="text-slate-700">{also}</p> : null}
      {(reporting.kind === "attorney" || also) && deadlines ? (
        <p className="text-slate-700">By when: {deadlines}</p>
      ) : null}
    </div>
  );
}

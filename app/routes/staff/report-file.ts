import { data } from "react-router";
import { csvDownload } from "~/lib/csv-download.server";
import { loadBarReport } from "~/modules/bar-reports/load-bar-report.server";
import { reportFileColumns, reportFileName } from "~/modules/bar-reports/report-file-columns";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/report-file";

/**
 * A report's file, as its state takes it (docs/report-files.md): Washington's
 * tab-delimited upload, or the common CSV. Refused while an attendee lacks a
 * bar number; a submitted report's file is made from its frozen lines.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "reports.manage");
  const page = await loadBarReport(context.services.database.db, params.reportId);
  if (!page || page.report.id !== params.reportId) {
    throw data({ message: "We have no such report." }, { status: 404 });
  }
  const { report } = page;
  if (report.status === "not-needed" || report.status === "waiting") {
    throw data(
      {
        message:
          report.status === "waiting"
            ? "There is no file yet: the course's approval in this state is pending."
            : "This state takes no report, so there is no file to make.",
      },
      { status: 409 },
    );
  }
  if (report.problems.length > 0) {
    throw data(
      {
        message: `The file cannot be made yet: ${report.problems.length} attendee(s) have no bar number for ${report.stateName}. Fix them on the report's page first.`,
      },
      { status: 409 },
    );
  }
  const tabs = report.fileFormat === "washington-tab-delimited";
  return csvDownload(reportFileColumns(report), report.lines, {
    filename: reportFileName(report),
    delimiter: tabs ? "\t" : ",",
  });
}

import { downloadResponse } from "~/lib/download-response";
import { scheduleToday } from "~/lib/format";
import { requireUser } from "~/modules/auth/session.server";
import {
  filterFirmCompliance,
  readFirmComplianceFilters,
} from "~/modules/firm-compliance/firm-compliance-filters";
import { loadFirmCompliance } from "~/modules/firm-compliance/load-firm-compliance.server";
import { renderFirmCompliancePdf } from "~/modules/firm-compliance/render-firm-compliance-pdf.server";
import { requireFirmAdmin } from "~/modules/firms/require-firm-admin.server";
import type { Route } from "./+types/compliance-report";

/** The firm compliance view (with the page's filters) as a PDF report. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const db = context.services.database.db;
  const firm = await requireFirmAdmin(db, user.id);
  const members = filterFirmCompliance(
    await loadFirmCompliance(db, firm.firmId),
    readFirmComplianceFilters(request.url),
  );
  const today = scheduleToday();
  const pdf = await renderFirmCompliancePdf({ firmName: firm.firmName, members, today });
  return downloadResponse(pdf, {
    filename: `firm-compliance-${today}.pdf`,
    contentType: "application/pdf",
  });
}

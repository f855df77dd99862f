import { csvLine } from "~/lib/csv";
import { readAuditLog } from "~/modules/staff/list-audit-log.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import { auditFiltersSchema } from "~/modules/staff/staff-forms";
import type { Route } from "./+types/audit-export";

const HEADER = [
  "id",
  "at (UTC)",
  "actor e-mail",
  "actor roles",
  "action",
  "record type",
  "record id",
  "before",
  "after",
  "reason",
  "address",
];

/** The audit log (with the page's filters) as CSV, streamed a batch at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "audit.view");
  const filters = auditFiltersSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const entries = readAuditLog(context.services.database.db, filters);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvLine(HEADER)));
    },
    async pull(controller) {
      const next = await entries.next();
      if (next.done) {
        controller.close();
        return;
      }
      const entry = next.value;
      controller.enqueue(
        encoder.encode(
          csvLine([
            entry.id,
            entry.at.toISOString(),
            entry.actorEmail,
            entry.actorRoles.join(" "),
            entry.action,
            entry.recordType,
            entry.recordId,
            entry.before === null ? "" : JSON.stringify(entry.before),
            entry.after === null ? "" : JSON.stringify(entry.after),
            entry.reason,
            entry.ipAddress,
          ]),
        ),
      );
    },
    async cancel() {
      await entries.return(undefined);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="audit-log-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}

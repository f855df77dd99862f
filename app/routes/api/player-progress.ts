import { data } from "react-router";
import { isCourseId } from "~/content/catalogue";
import { replyToForm } from "~/lib/form-reply";
import { parseSubmission } from "~/lib/parse-submission.server";
import { getSessionUser } from "~/modules/auth/session.server";
import { recordProgress } from "~/modules/learning/player-progress.server";
import { progressReportSchema } from "~/modules/learning/progress-report-form";
import type { RecordedProgress } from "~/modules/learning/recorded-progress";
import type { Route } from "./+types/player-progress";

// The course player reports where the attorney is every few seconds while
// playing, and on pause, seek and leaving the page (sendBeacon). A refusal is
// a form reply; an accepted report answers what the server recorded.
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return replyToForm({ ok: false, message: "Use POST." }, 405);
  const user = await getSessionUser(request, context);
  if (!user) return replyToForm({ ok: false, message: "Sign in to save your progress." }, 401);
  if (!isCourseId(params.courseId))
    return replyToForm({ ok: false, message: "Unknown course." }, 404);
  const report = await parseSubmission(request, progressReportSchema);
  if (!report.ok)
    return replyToForm({ ok: false, message: "The progress report was not understood." }, 400);
  const result = await recordProgress(
    context.services.database.db,
    user.id,
    params.courseId,
    report.value,
  );
  if (!result)
    return replyToForm(
      { ok: false, message: "Open the course in the player to save progress." },
      403,
    );
  return data<RecordedProgress>(result, { headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return replyToForm(
    { ok: false, message: "Use POST." },
    { status: 405, headers: { Allow: "POST" } },
  );
}

import { createElement } from "react";
import type { Database } from "~/db/client.server";
import { enqueueEmail } from "~/modules/email/outbox.server";
import { EvaluationSummaryEmail } from "~/modules/email/templates/evaluation-summary";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { loadSpeakerSummary } from "./load-speaker-summary.server";

/**
 * Mails a faculty member the summary of a course's evaluations (through the
 * outbox, with the audit entry, in one transaction). False when the faculty
 * member does not teach the course.
 */
export async function mailSpeakerSummary(
  db: Database,
  actor: StaffActor,
  options: { courseId: string; facultyId: string; to: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const loaded = await loadSpeakerSummary(tx, options);
    if (!loaded) return false;
    const { summary } = loaded;
    await enqueueEmail(tx, {
      to: options.to,
      subject: `Evaluation summary: ${loaded.course.title}`,
      template: "evaluation-summary",
      body: createElement(EvaluationSummaryEmail, {
        speaker: loaded.faculty.name,
        courseTitle: loaded.course.title,
        responses: summary.responses,
        completers: summary.completers,
        items: summary.items,
        comments: summary.comments.map((comment) => comment.text),
      }),
    });
    await recordStaffAction(tx, actor, {
      action: "evaluation.summary-mailed",
      recordType: "course",
      recordId: options.courseId,
      after: { facultyId: options.facultyId, to: options.to, responses: summary.responses },
    });
    return true;
  });
}

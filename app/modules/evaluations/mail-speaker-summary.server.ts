import { eq } from "drizzle-orm";
import { createElement } from "react";
import type { Database } from "~/db/client.server";
import { faculty } from "~/db/schema/catalogue";
import { enqueueEmail } from "~/modules/email/outbox.server";
import { EvaluationSummaryEmail } from "~/modules/email/templates/evaluation-summary";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { loadSpeakerSummary } from "./load-speaker-summary.server";

export type SpeakerMailResult =
  | { ok: true; to: string }
  | { ok: false; reason: "not-teaching" | "no-address" };

/**
 * Mails a faculty member the summary of a course's evaluations (through the
 * outbox, with the audit entry, in one transaction), to `to`, or without it
 * to their faculty-desk login address. Refused when the faculty member does
 * not teach the course, or when no address is given and they have no login.
 */
export async function mailSpeakerSummary(
  db: Database,
  actor: StaffActor,
  options: { courseId: string; facultyId: string; to: string | null },
): Promise<SpeakerMailResult> {
  return db.transaction(async (tx): Promise<SpeakerMailResult> => {
    const loaded = await loadSpeakerSummary(tx, options);
    if (!loaded) return { ok: false, reason: "not-teaching" };
    let to = options.to;
    if (!to) {
      const [member] = await tx
        .select({ loginEmail: faculty.loginEmail })
        .from(faculty)
        .where(eq(faculty.id, options.facultyId));
      to = member?.loginEmail ?? null;
    }
    if (!to) return { ok: false, reason: "no-address" };
    const { summary } = loaded;
    await enqueueEmail(tx, {
      to,
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
      after: { facultyId: options.facultyId, to, responses: summary.responses },
    });
    return { ok: true, to };
  });
}

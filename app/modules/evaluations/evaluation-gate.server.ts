import type { EvaluationRuleBook } from "~/content/state-rules/evaluation-rules";
import type { Database } from "~/db/client.server";
import { evaluationRequiredMessage } from "./evaluation-messages";
import { evaluationStatus } from "./evaluation-status.server";

/**
 * Whether issuing certificates in `requested` states must wait for the
 * attendee's evaluation: required by a state of theirs (admitted, holding or
 * asking for a certificate there) under its rule on the completion day, or
 * by the course, and not yet given. The message to show, or null to go on.
 */
export async function evaluationGate(
  db: Database,
  options: {
    uid: string;
    courseId: string;
    requested: readonly string[];
    book?: EvaluationRuleBook;
  },
): Promise<string | null> {
  const status = await evaluationStatus(db, options.uid, options.courseId, {
    requested: options.requested,
    book: options.book,
  });
  if (!status?.completion || status.submitted || status.requiredBy.length === 0) return null;
  return evaluationRequiredMessage(status.requiredBy);
}

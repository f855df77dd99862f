import { refuseForm } from "~/lib/form-reply";
import type { FormFields } from "~/lib/read-submission.server";
import {
  CREDIT_CHANGE_UNANSWERED,
  creditChangeQuestion,
} from "~/modules/course-editing/course-forms";
import type { CourseChange } from "~/modules/course-editing/save-course.server";

/** A refused course change as the editor shows it: gone, invalid, taken, or overtaken by whom and when. */
export function courseRefusal(change: CourseChange & { ok: false }, intent: string) {
  if (change.reason === "gone") {
    return refuseForm("This course no longer exists.", { intent, status: 404 });
  }
  if (change.reason === "invalid") return refuseForm(change.message, { intent, status: 409 });
  if (change.reason === "taken")
    return refuseForm("That address is taken.", { intent, status: 409 });
  return refuseForm(
    `Not saved: ${change.by ?? "someone"} changed this course at ${change.at.toISOString().slice(11, 16)} UTC (${change.at.toISOString().slice(0, 10)}). The page now shows their version; make your change again if it is still needed.`,
    { intent, status: 409 },
  );
}

/**
 * A save whose changed credits concern issued certificates, sent without
 * saying which change it is (docs/decisions/0042): nothing is saved, and the
 * form comes back as typed with the choice to make, the number beside it.
 */
export function askAboutCredits(certificates: number, typed: FormFields) {
  return refuseForm(CREDIT_CHANGE_UNANSWERED, {
    intent: "save",
    errors: { creditChange: creditChangeQuestion(certificates) },
    values: typed,
    status: 400,
  });
}

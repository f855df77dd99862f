// What the attendee is told about the evaluation (the pages and the modules say the same).

export const NOT_COMPLETED_MESSAGE =
  "You can evaluate this course once you have completed it (attended the live webcast or watched the lecture with its codes).";

/** Why a certificate waits: the evaluation is required and not yet given. */
export function evaluationRequiredMessage(requiredBy: readonly string[]): string {
  return `An evaluation of the course is required before your certificate (${requiredBy.join(", ")}). Please evaluate the course first.`;
}

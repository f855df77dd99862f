// What the course editor's pages show of its forms (choices, questions,
// outcomes), without zod: components import this, the schemas in
// course-forms.ts build on it.

/**
 * What changed credits mean for the certificates already issued under them
 * (docs/decisions/0042): asked only when there are some.
 */
export const CREDIT_CHANGES = {
  correction: {
    label: "A correction: the credits were wrong",
    hint: "The certificates issued under them are wrong too: each is re-issued with the corrected credits (a new number, the old one marked superseded with the change as the reason), and its holder is e-mailed the new certificate.",
  },
  forward: {
    label: "A change from now on: the course itself changed",
    hint: "The certificates already issued were right for the course as it was: they keep their credits. Checks lists them as differing from the course's credits.",
  },
} as const;
export type CreditChange = keyof typeof CREDIT_CHANGES;

/** The editor's answer to a save that changes issued certificates' credits without saying how. */
export const CREDIT_CHANGE_UNANSWERED =
  "Not saved yet: the new credits concern certificates already issued. Say below, beside the credit hours, whether they correct them or apply from now on, then save again.";

/** The question the editor asks, beside the choice, when a save changes issued certificates' credits. */
export function creditChangeQuestion(certificates: number): string {
  const issued =
    certificates === 1
      ? "1 valid certificate was issued"
      : `${certificates.toLocaleString("en-US")} valid certificates were issued`;
  return `${issued} with the credits you changed. Say whether the change corrects them or applies from now on.`;
}

/** The lifecycle buttons on a course's page. */
export const COURSE_STATUS_CHANGES = {
  publish: "published",
  announce: "upcoming",
  unpublish: "draft",
  archive: "archived",
  restore: "draft",
} as const;
export type CourseStatusChange = keyof typeof COURSE_STATUS_CHANGES;

/**
 * What a successful save says, with the certificates a state's decision
 * re-issued or revoked, and those corrected credits re-issued or kept.
 */
export function courseSavedMessage(saved: {
  revokedCertificates?: number;
  reissuedCertificates?: number;
  creditsCorrected?: number;
  creditsKept?: number;
}): string {
  const count = (n: number) => (n === 1 ? "One certificate" : `${n} certificates`);
  const reissued = saved.reissuedCertificates ?? 0;
  const revoked = saved.revokedCertificates ?? 0;
  const corrected = saved.creditsCorrected ?? 0;
  const kept = saved.creditsKept ?? 0;
  return [
    "The course is saved.",
    reissued > 0
      ? `${count(reissued)} issued while an approved state's approval was pending ${reissued === 1 ? "is" : "are"} re-issued with it, and the holders are told.`
      : null,
    revoked > 0
      ? `${count(revoked)} issued while a denied state's approval was pending ${revoked === 1 ? "is" : "are"} revoked, and the holders are told.`
      : null,
    corrected > 0
      ? `${count(corrected)} issued under the earlier credits ${corrected === 1 ? "is" : "are"} re-issued with the corrected credits, and the holders are told.`
      : null,
    kept > 0
      ? `${count(kept)} issued under the earlier credits ${kept === 1 ? "keeps its" : "keep their"} credits; Checks lists ${kept === 1 ? "it" : "them"}.`
      : null,
  ]
    .filter(Boolean)
    .join(" ");
}

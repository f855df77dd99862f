import { and, eq } from "drizzle-orm";
import { stateRules, versionInForce } from "~/content/state-rules";
import { dayInState } from "~/content/state-time-zones";
import type { Database } from "~/db/client.server";
import { courses } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { courseRegistrations } from "~/db/schema/registrations";
import { oneLine } from "~/lib/form-fields";
import type { Mailer } from "~/modules/email/mailer.server";
import { affirmationText } from "./affirmation-text";
import { newCertificateId } from "./certificate-id.server";
import { CERTIFICATE_MESSAGES } from "./certificate-messages";
import { certificateEligibility } from "./check-certificate-eligibility.server";
import { comparableName } from "./compare-names";
import { isLatestVersion } from "./current-certificates.server";
import { lockCompletionTotalsOf } from "./lock-completion-totals.server";
import { sendIssuedCertificates } from "./send-issued-certificates.server";

type IssueResult =
  | { ok: true; issued: string[]; existing: string[] }
  | {
      ok: false;
      status: number;
      message: string;
      field?: "states" | "typedName" | "affirm";
    };

/**
 * Issues the attorney's certificates for the chosen states, at once, after
 * the affirmation: each freezes the facts of that moment (name, bar number,
 * the state's approval and credits, codes, watching time). One per course and
 * state: asking again returns the existing one. The PDFs are e-mailed in the
 * same transaction.
 */
export async function issueCertificates(
  db: Database,
  mailer: Mailer,
  options: { baseUrl: string },
  input: {
    uid: string;
    email: string;
    courseId: string;
    states: string[];
    typedName: string;
    /** The attorney's name in their profile: the name the certificate carries. */
    accountName: string;
  },
  now = new Date(),
): Promise<IssueResult> {
  const typedName = oneLine(input.typedName);
  const accountName = oneLine(input.accountName);
  if (typedName.length < 2 || typedName.length > 120) {
    return { ok: false, status: 400, message: CERTIFICATE_MESSAGES.typeName, field: "typedName" };
  }
  // The signature must be the account's own name: a certificate never names someone else.
  if (comparableName(typedName) !== comparableName(accountName)) {
    return {
      ok: false,
      status: 400,
      message: CERTIFICATE_MESSAGES.nameMismatch(accountName),
      field: "typedName",
    };
  }
  const wanted = [...new Set(input.states)];
  if (wanted.length === 0) {
    return { ok: false, status: 400, message: CERTIFICATE_MESSAGES.chooseState, field: "states" };
  }
  const result = await db.transaction(async (tx): Promise<IssueResult> => {
    // Read under the locks a staff correction (the registration) and a state's denial (the
    // course) take, so a certificate is never issued on what they have just changed.
    await tx
      .select({ id: courseRegistrations.id })
      .from(courseRegistrations)
      .where(
        and(
          eq(courseRegistrations.uid, input.uid),
          eq(courseRegistrations.courseId, input.courseId),
        ),
      )
      .for("update");
    await tx
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.id, input.courseId))
      .for("share");
    const eligibility = await certificateEligibility(tx, input.uid, input.courseId, now);
    if (!eligibility?.eligible || !eligibility.format || !eligibility.completedAt) {
      return { ok: false, status: 409, message: CERTIFICATE_MESSAGES.notEligible };
    }
    const chosen = wanted.map((slug) => eligibility.states.find((state) => state.slug === slug));
    if (chosen.some((state) => state === undefined)) {
      return {
        ok: false,
        status: 400,
        message: CERTIFICATE_MESSAGES.unknownState,
        field: "states",
      };
    }
    const format = eligibility.format;
    const completedAt = eligibility.completedAt;
    const text = affirmationText(eligibility.courseTitle, format);
    const issued: string[] = [];
    const existing: string[] = [];
    // Each insert's trigger writes its state's total for the month: those that
    // exist are locked first, in key order, as every writer of more than one
    // total takes them (so two issuances, or an issuance and a re-issue, never
    // hold one each while waiting for the other's).
    await lockCompletionTotalsOf(
      tx,
      chosen.flatMap((state) =>
        state
          ? [
              {
                courseId: input.courseId,
                stateSlug: state.slug,
                month: dayInState(state.slug, completedAt).slice(0, 7),
              },
            ]
          : [],
      ),
    );
    for (const state of chosen) {
      if (!state) continue;
      const completedOn = dayInState(state.slug, completedAt);
      const rules = stateRules(state.slug);
      const version = rules ? versionInForce(rules, completedOn) : null;
      const inserted = await tx
        .insert(certificates)
        .values({
          id: newCertificateId(),
          uid: input.uid,
          courseId: input.courseId,
          stateSlug: state.slug,
          attorneyName: accountName,
          barNumber: state.barNumber,
          courseTitle: eligibility.courseTitle,
          format,
          liveSessionId: eligibility.liveSessionId,
          // Pending also where the approval does not cover this completion day: the
          // eligibility reads approvalCovers for each state (docs/decisions/0038).
          approvalStatus: state.approvalStatus,
          approvalNumber: state.approvalStatus === "approved" ? state.approvalNumber : null,
          completedOn,
          credits: state.credits,
          creditHourMinutes: version?.creditHourMinutes.value ?? null,
          codesEntered: eligibility.codes.entered,
          codesTotal: eligibility.codes.total,
          watchedSeconds: eligibility.watchedSeconds,
          affirmationText: text,
          typedName,
          affirmedAt: now,
          issuedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: certificates.id });
      if (inserted[0]) {
        issued.push(inserted[0].id);
        continue;
      }
      // Issued already, perhaps by a second submission a moment ago: that one stands.
      const [earlier] = await tx
        .select({ id: certificates.id })
        .from(certificates)
        .where(
          and(
            eq(certificates.uid, input.uid),
            eq(certificates.courseId, input.courseId),
            eq(certificates.stateSlug, state.slug),
            isLatestVersion,
          ),
        );
      if (earlier) existing.push(earlier.id);
    }
    if (issued.length > 0) {
      await sendIssuedCertificates(tx, mailer, options.baseUrl, {
        uid: input.uid,
        email: input.email,
        name: accountName,
        courseTitle: eligibility.courseTitle,
        ids: issued,
      });
    }
    return { ok: true, issued, existing };
  });
  if (result.ok && result.issued.length > 0) mailer.wake();
  return result;
}

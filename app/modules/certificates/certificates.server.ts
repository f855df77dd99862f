import { randomInt } from "node:crypto";
import { and, asc, desc, eq, isNull, max, sql } from "drizzle-orm";
import { categoryHours } from "~/content/credit-categories";
import { SITE_NAME } from "~/content/site";
import { stateRules, versionInForce } from "~/content/state-rules";
import type { CreditCategory } from "~/content/state-rules/types";
import { dayInState } from "~/content/state-time-zones";
import type { Database } from "~/db/client.server";
import { barAdmissions, userProfiles } from "~/db/schema/accounts";
import { attendanceCheckpoints, attendanceCodeEntries } from "~/db/schema/attendance";
import { user } from "~/db/schema/auth";
import { courseStateApprovals, courses, liveSessions, states } from "~/db/schema/catalogue";
import { certificates } from "~/db/schema/certificates";
import { binaryAttachment } from "~/db/schema/email";
import { enrolments } from "~/db/schema/learning";
import { courseRegistrations } from "~/db/schema/registrations";
import {
  FORMAT_LABELS,
  formatCategoryCredits,
  formatLongDate,
  formatSessionDateTime,
} from "~/lib/format";
import { UNDECOMPOSABLE_LETTERS } from "~/lib/plain-letters";
import { CODE_ALPHABET } from "~/modules/attendance/checkpoint-placement";
import { codeProgress } from "~/modules/attendance/checkpoints.server";
import type { Mailer } from "~/modules/email/mailer.server";
import { CertificateApproved } from "~/modules/email/templates/certificate-approved";
import { CertificatesIssued } from "~/modules/email/templates/certificates-issued";
import { formatClock } from "~/modules/learning/player-rules";
import { CERTIFICATE_MESSAGES } from "./certificate-messages";
import { type CertificateDocument, renderCertificatePdf } from "./certificate-pdf.server";

/** The affirmation the attorney makes, word for word as stored on the certificate. */
export function affirmationText(courseTitle: string, format: "live" | "self-study"): string {
  return format === "live"
    ? `I affirm that I personally attended the live webcast "${courseTitle}" from start to finish, that I entered the attendance codes announced during it myself, and that the information on this certificate is true.`
    : `I affirm that I personally watched the whole of the on-demand course "${courseTitle}", that I entered the verification codes shown during it myself, and that the information on this certificate is true.`;
}

export type StateChoice = {
  slug: string;
  name: string;
  approvalStatus: "approved" | "pending";
  approvalNumber: string | null;
  credits: Partial<Record<CreditCategory, number>>;
  barNumber: string | null;
  /** The attorney is admitted there (the form ticks it). */
  admitted: boolean;
  /** A certificate for this state exists already. */
  certificateId: string | null;
};

export type Eligibility = {
  courseId: string;
  courseTitle: string;
  /** How attendance is proven: the live session's codes, or the lecture watched with its codes. */
  format: "live" | "self-study" | null;
  eligible: boolean;
  /** What is still missing, in plain sentences. */
  missing: string[];
  liveSessionId: string | null;
  sessionStartsAt: Date | null;
  codes: { entered: number; total: number };
  watchedSeconds: number;
  /** When attendance was completed (each state's certificate reads the day in its own time zone). */
  completedAt: Date | null;
  states: StateChoice[];
};

/**
 * Whether the attorney may affirm attendance and get certificates: for a
 * live webcast, the session is over and every code announced in it was
 * entered in time; for the on-demand lecture, it was watched to the end and
 * every code shown in it was entered. Null when the course does not exist or
 * the attorney is not registered for it.
 */
export async function certificateEligibility(
  db: Database,
  uid: string,
  courseId: string,
  now = new Date(),
): Promise<Eligibility | null> {
  const [row] = await db
    .select({
      title: courses.title,
      liveSessionId: courseRegistrations.liveSessionId,
      sessionStartsAt: liveSessions.startsAt,
      sessionMinutes: liveSessions.durationMinutes,
    })
    .from(courseRegistrations)
    .innerJoin(courses, eq(courses.id, courseRegistrations.courseId))
    .leftJoin(liveSessions, eq(liveSessions.id, courseRegistrations.liveSessionId))
    .where(and(eq(courseRegistrations.uid, uid), eq(courseRegistrations.courseId, courseId)))
    .limit(1);
  if (!row) return null;

  const [enrolment] = await db
    .select({ completedAt: enrolments.completedAt, watchedSeconds: enrolments.watchedSeconds })
    .from(enrolments)
    .where(and(eq(enrolments.uid, uid), eq(enrolments.courseId, courseId)))
    .limit(1);
  const lectureCodes = await codeProgress(db, uid, courseId, null);
  const liveCodes = row.liveSessionId
    ? await codeProgress(db, uid, courseId, row.liveSessionId)
    : null;

  const sessionEnd =
    row.sessionStartsAt && row.sessionMinutes !== null
      ? new Date(row.sessionStartsAt.getTime() + row.sessionMinutes * 60_000)
      : null;
  const liveDone =
    liveCodes !== null &&
    sessionEnd !== null &&
    now >= sessionEnd &&
    liveCodes.total > 0 &&
    liveCodes.entered === liveCodes.total;
  const lectureDone =
    enrolment?.completedAt != null &&
    lectureCodes.total > 0 &&
    lectureCodes.entered === lectureCodes.total;

  let format: Eligibility["format"] = null;
  let completedAt: Date | null = null;
  const missing: string[] = [];
  if (liveDone && row.sessionStartsAt) {
    format = "live";
    completedAt = row.sessionStartsAt;
  } else if (lectureDone && enrolment?.completedAt) {
    format = "self-study";
    const [lastCode] = await db
      .select({ at: max(attendanceCodeEntries.enteredAt) })
      .from(attendanceCodeEntries)
      .innerJoin(
        attendanceCheckpoints,
        eq(attendanceCheckpoints.id, attendanceCodeEntries.checkpointId),
      )
      .where(
        and(
          eq(attendanceCodeEntries.uid, uid),
          eq(attendanceCheckpoints.courseId, courseId),
          isNull(attendanceCheckpoints.liveSessionId),
        ),
      );
    const last = lastCode?.at && lastCode.at > enrolment.completedAt ? lastCode.at : null;
    completedAt = last ?? enrolment.completedAt;
  } else {
    if (liveCodes && row.sessionStartsAt && sessionEnd) {
      if (now < sessionEnd) {
        missing.push(
          `Attend the live webcast on ${formatSessionDateTime(row.sessionStartsAt)} and enter the ${liveCodes.total} codes announced during it.`,
        );
      } else {
        missing.push(
          `Enter the codes announced in the live webcast (${liveCodes.entered} of ${liveCodes.total} entered), or watch the on-demand lecture for self-study credit.`,
        );
      }
    }
    if (!enrolment?.completedAt) {
      missing.push("Watch the lecture in the course player to the end.");
    }
    if (lectureCodes.entered < lectureCodes.total) {
      missing.push(
        `Enter the lecture's verification codes (${lectureCodes.entered} of ${lectureCodes.total} collected).`,
      );
    }
  }

  const choices = await db
    .select({
      slug: courseStateApprovals.stateSlug,
      name: states.name,
      approvalStatus: courseStateApprovals.status,
      approvalNumber: courseStateApprovals.approvalNumber,
      credits: courseStateApprovals.credits,
      barNumber: barAdmissions.barNumber,
      certificateId: certificates.id,
    })
    .from(courseStateApprovals)
    .innerJoin(states, eq(states.slug, courseStateApprovals.stateSlug))
    .leftJoin(
      barAdmissions,
      and(eq(barAdmissions.uid, uid), eq(barAdmissions.state, courseStateApprovals.stateSlug)),
    )
    .leftJoin(
      certificates,
      and(
        eq(certificates.uid, uid),
        eq(certificates.courseId, courseId),
        eq(certificates.stateSlug, courseStateApprovals.stateSlug),
      ),
    )
    .where(eq(courseStateApprovals.courseId, courseId))
    .orderBy(asc(states.position));

  const codes = format === "live" && liveCodes ? liveCodes : lectureCodes;
  return {
    courseId,
    courseTitle: row.title,
    format,
    eligible: format !== null,
    missing,
    liveSessionId: format === "live" ? row.liveSessionId : null,
    sessionStartsAt: format === "live" ? row.sessionStartsAt : null,
    codes: { entered: codes.entered, total: codes.total },
    watchedSeconds: enrolment?.watchedSeconds ?? 0,
    completedAt,
    states: choices.map((choice) => ({
      ...choice,
      admitted: choice.barNumber !== null,
    })),
  };
}

/** A name as typed, compared without case, accents, punctuation or extra spaces. */
export function comparableName(name: string): string {
  return (
    [...name.normalize("NFKD").replace(/\p{Mn}/gu, "")]
      .map((char) => UNDECOMPOSABLE_LETTERS[char] ?? char)
      .join("")
      .toLowerCase()
      // Letters and digits only: "O'Neil", "O’Neil", "O Neil" and "ONeil" are one name.
      .replace(/[^\p{L}\p{N}]+/gu, "")
  );
}

/** "LX-7K2M-9QDP-4HTA": public, unguessable, easy to read out. */
export function newCertificateId(): string {
  const group = () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
  return `LX-${group()}-${group()}-${group()}`;
}

export const CERTIFICATE_ID_PATTERN = /^LX-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

export type IssueResult =
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
  const typedName = input.typedName.trim().replace(/\s+/g, " ");
  const accountName = input.accountName.trim().replace(/\s+/g, " ");
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
  const eligibility = await certificateEligibility(db, input.uid, input.courseId, now);
  if (!eligibility?.eligible || !eligibility.format || !eligibility.completedAt) {
    return { ok: false, status: 409, message: CERTIFICATE_MESSAGES.notEligible };
  }
  const chosen = wanted.map((slug) => eligibility.states.find((state) => state.slug === slug));
  if (chosen.some((state) => state === undefined)) {
    return { ok: false, status: 400, message: CERTIFICATE_MESSAGES.unknownState, field: "states" };
  }
  const format = eligibility.format;
  const completedAt = eligibility.completedAt;
  const text = affirmationText(eligibility.courseTitle, format);

  const result = await db.transaction(async (tx) => {
    const issued: string[] = [];
    const existing: string[] = [];
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
          ),
        );
      if (earlier) existing.push(earlier.id);
    }
    if (issued.length > 0) {
      const documents = await Promise.all(
        issued.map(async (id) => {
          const certificate = await getCertificate(tx, id);
          if (!certificate) throw new Error(`certificate ${id} was not written`);
          return {
            id,
            certificate,
            pdf: await renderCertificatePdf(certificateDocument(certificate, options.baseUrl)),
          };
        }),
      );
      await mailer.sendEmail(
        {
          to: input.email,
          uid: input.uid,
          subject: `Your certificate${issued.length > 1 ? "s" : ""} of attendance: ${eligibility.courseTitle}`,
          template: "certificates-issued",
          body: CertificatesIssued({
            name: accountName,
            courseTitle: eligibility.courseTitle,
            certificates: documents.map(({ id, certificate }) => ({
              id,
              stateName: certificate.stateName,
              pending: certificate.approvalStatus === "pending",
              verifyUrl: `${options.baseUrl}/certificates/${id}`,
            })),
            dashboardUrl: `${options.baseUrl}/dashboard#certificates`,
          }),
          attachments: documents.map(({ id, certificate, pdf }) =>
            binaryAttachment(
              certificateFilename(id, certificate.stateSlug),
              "application/pdf",
              pdf,
            ),
          ),
        },
        tx,
      );
    }
    return { issued, existing };
  });
  if (result.issued.length > 0) mailer.wake();
  return { ok: true, ...result };
}

export function certificateFilename(id: string, stateSlug: string): string {
  return `certificate-${stateSlug}-${id}.pdf`;
}

/** One certificate with its state's name, or null. */
export async function getCertificate(db: Database, typedId: string) {
  // Read out or typed by hand, the number may come in lower case.
  const id = typedId.trim().toUpperCase();
  if (!CERTIFICATE_ID_PATTERN.test(id)) return null;
  const [row] = await db
    .select({
      certificate: certificates,
      stateName: states.name,
      sessionStartsAt: liveSessions.startsAt,
      courseFormat: courses.format,
    })
    .from(certificates)
    .innerJoin(states, eq(states.slug, certificates.stateSlug))
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .leftJoin(liveSessions, eq(liveSessions.id, certificates.liveSessionId))
    .where(eq(certificates.id, id))
    .limit(1);
  return row
    ? {
        ...row.certificate,
        stateName: row.stateName,
        sessionStartsAt: row.sessionStartsAt,
        courseFormat: row.courseFormat,
      }
    : null;
}

export type Certificate = NonNullable<Awaited<ReturnType<typeof getCertificate>>>;

/** The attorney's certificates, newest first (the dashboard). */
export function listCertificates(db: Database, uid: string) {
  return db
    .select({
      id: certificates.id,
      courseId: certificates.courseId,
      courseTitle: certificates.courseTitle,
      stateSlug: certificates.stateSlug,
      stateName: states.name,
      approvalStatus: certificates.approvalStatus,
      completedOn: certificates.completedOn,
      credits: certificates.credits,
      issuedAt: certificates.issuedAt,
    })
    .from(certificates)
    .innerJoin(states, eq(states.slug, certificates.stateSlug))
    .where(eq(certificates.uid, uid))
    .orderBy(desc(certificates.issuedAt), asc(states.position));
}

/** What the PDF shows, from the stored certificate. */
export function certificateDocument(
  certificate: Certificate,
  baseUrl: string,
): CertificateDocument {
  const credits = categoryHours(certificate.credits, certificate.stateSlug).map(
    ({ label, hours }) => ({ label, hours }),
  );
  const minutes = certificate.creditHourMinutes;
  return {
    certificateId: certificate.id,
    verifyUrl: `${baseUrl}/certificates/${certificate.id}`,
    attorneyName: certificate.attorneyName,
    barNumber: certificate.barNumber,
    stateName: certificate.stateName,
    courseTitle: certificate.courseTitle,
    providerName: SITE_NAME,
    courseApprovalNumber: certificate.approvalNumber,
    approvalStatus: certificate.approvalStatus,
    format: certificate.format === "live" ? FORMAT_LABELS.live_webcast : FORMAT_LABELS.on_demand,
    dates:
      certificate.format === "live" && certificate.sessionStartsAt
        ? formatSessionDateTime(certificate.sessionStartsAt)
        : formatLongDate(certificate.completedOn),
    credits,
    creditHourMinutes: minutes === 50 || minutes === 60 ? minutes : null,
    attendanceVerification: attendanceLine(certificate),
    affirmation: {
      text: certificate.affirmationText,
      typedName: certificate.typedName,
      affirmedOn: formatLongDate(certificate.affirmedAt),
    },
    issuedOn: formatLongDate(certificate.issuedAt),
  };
}

/** "3 of 3 verification codes entered; 62:10 watched" */
export function attendanceLine(certificate: {
  format: "live" | "self-study";
  codesEntered: number;
  codesTotal: number;
  watchedSeconds: number;
}): string {
  const codes = `${certificate.codesEntered} of ${certificate.codesTotal} ${certificate.format === "live" ? "attendance codes announced in the session" : "verification codes shown in the course"} entered`;
  return certificate.format === "live"
    ? codes
    : `${codes}; ${formatClock(certificate.watchedSeconds)} of viewing recorded`;
}

/** The certificate as PDF (the owner's download). */
export async function certificatePdf(certificate: Certificate, baseUrl: string) {
  return renderCertificatePdf(certificateDocument(certificate, baseUrl));
}

/** Whether this attorney owns that certificate (only the owner downloads the PDF). */
export async function ownsCertificate(db: Database, uid: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(certificates)
    .where(and(eq(certificates.id, id), eq(certificates.uid, uid)))
    .limit(1);
  return row !== undefined;
}

/**
 * Certificates issued while a course's approval in their state was pending
 * take the approval once it is granted (its number and the credits the state
 * approved), so the credit lands in that state's tracker and the PDF and the
 * verification page show it. Not when the approval ran out before the course
 * was completed. Runs whenever approvals are (re)loaded. Returns the ids updated.
 */
export async function confirmPendingCertificates(
  db: Database,
  notify?: { mailer: Mailer; baseUrl: string },
): Promise<string[]> {
  const rows = await db
    .update(certificates)
    .set({
      approvalStatus: "approved",
      approvalNumber: sql`${courseStateApprovals.approvalNumber}`,
      credits: sql`${courseStateApprovals.credits}`,
    })
    .from(courseStateApprovals)
    .where(
      and(
        eq(certificates.approvalStatus, "pending"),
        eq(courseStateApprovals.courseId, certificates.courseId),
        eq(courseStateApprovals.stateSlug, certificates.stateSlug),
        eq(courseStateApprovals.status, "approved"),
        sql`(${courseStateApprovals.expiresOn} is null or ${courseStateApprovals.expiresOn} >= ${certificates.completedOn})`,
      ),
    )
    .returning({ id: certificates.id, uid: certificates.uid });
  if (notify) {
    // In the caller's transaction: the e-mail is queued exactly when the update lands.
    for (const row of rows) await sendApprovedCertificate(db, notify, row);
  }
  return rows.map((row) => row.id);
}

/** Tells the attorney a pending certificate now carries the approval, with the new PDF. */
async function sendApprovedCertificate(
  db: Database,
  { mailer, baseUrl }: { mailer: Mailer; baseUrl: string },
  row: { id: string; uid: string },
) {
  const [owner] = await db
    .select({ email: user.email, accountName: user.name, firstName: userProfiles.firstName })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.uid, user.id))
    .where(eq(user.id, row.uid))
    .limit(1);
  const certificate = await getCertificate(db, row.id);
  if (!owner || !certificate) return;
  const pdf = await renderCertificatePdf(certificateDocument(certificate, baseUrl));
  await mailer.sendEmail(
    {
      to: owner.email,
      uid: row.uid,
      subject: `Approved in ${certificate.stateName}: ${certificate.courseTitle}`,
      template: "certificate-approved",
      body: CertificateApproved({
        name: owner.firstName ?? owner.accountName,
        courseTitle: certificate.courseTitle,
        stateName: certificate.stateName,
        certificateId: certificate.id,
        approvalNumber: certificate.approvalNumber,
        credits: formatCategoryCredits(certificate.credits, certificate.stateSlug),
        verifyUrl: `${baseUrl}/certificates/${certificate.id}`,
        dashboardUrl: `${baseUrl}/dashboard#certificates`,
      }),
      attachments: [
        binaryAttachment(
          certificateFilename(certificate.id, certificate.stateSlug),
          "application/pdf",
          pdf,
        ),
      ],
    },
    db,
  );
}

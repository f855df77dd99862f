// The attorney's credit tracker: bar admissions and reporting periods per
// state, the credits that land in them (approved course certificates and
// credits earned elsewhere), each period judged by the state's rules module.

import { randomUUID } from "node:crypto";
import { and, asc, eq, gte, lte, ne, sql } from "drizzle-orm";
import { categoryLabel } from "~/content/credit-categories";
import { SITE_NAME } from "~/content/site";
import { stateRules, versionInForce } from "~/content/state-rules";
import type { CreditCategory, StateRules } from "~/content/state-rules/types";
import { dayInState } from "~/content/state-time-zones";
import { APPROVED_STATES, findState, statePagePath } from "~/content/states";
import { ADVISORY_LOCKS } from "~/db/advisory-locks";
import type { Database } from "~/db/client.server";
import { barAdmissions, userProfiles } from "~/db/schema/accounts";
import { user } from "~/db/schema/auth";
import { certificates } from "~/db/schema/certificates";
import { deadlineWarnings, outsideCredits, reportingPeriods } from "~/db/schema/compliance";
import { formatLongDate } from "~/lib/format";
import { fromHundredths, toHundredths } from "~/lib/hours";
import { parseDay } from "~/lib/iso-dates";
import {
  stateCategories,
  TRACKER_LIMITS,
  TRACKER_MESSAGES,
  trackerToday,
} from "~/modules/compliance/credit-tracker-fields";
import { latestPeriodEnd } from "~/modules/compliance/credit-tracker-forms";
import type {
  CreditSummaryLine,
  CreditTracker,
  PendingCredit,
  StateTracker,
  TrackerCredit,
  TrackerPeriod,
} from "~/modules/compliance/credit-tracker-types";
import {
  type EarnedCredit,
  evaluatePeriod,
  type PeriodEvaluation,
} from "~/modules/compliance/evaluate-period";
import {
  type AttorneyFacts,
  periodFromCycleEnd,
  suggestPeriod,
} from "~/modules/compliance/reporting-period";

/** Where the owner downloads an outside credit's certificate. */
export function outsideCertificatePath(id: string): string {
  return `/dashboard/credits/certificates/${id}`;
}

type CreditRows = {
  courses: {
    id: string;
    stateSlug: string;
    courseTitle: string;
    format: "live" | "self-study";
    approvalStatus: "approved" | "pending";
    completedOn: string;
    credits: Partial<Record<CreditCategory, number>>;
  }[];
  outside: {
    id: string;
    stateSlug: string;
    title: string;
    provider: string;
    completedOn: string;
    format: "live" | "self-study";
    accredited: boolean;
    hours: Partial<Record<CreditCategory, number>>;
    certificateFilename: string | null;
    certificateBytes: number | null;
  }[];
};

/** The attorney's certificates and outside credits (optionally of one state), without files. */
async function loadCreditRows(db: Database, uid: string, stateSlug?: string): Promise<CreditRows> {
  const [courses, outside] = await Promise.all([
    db
      .select({
        id: certificates.id,
        stateSlug: certificates.stateSlug,
        courseTitle: certificates.courseTitle,
        format: certificates.format,
        approvalStatus: certificates.approvalStatus,
        completedOn: certificates.completedOn,
        credits: certificates.credits,
      })
      .from(certificates)
      .where(
        stateSlug === undefined
          ? eq(certificates.uid, uid)
          : and(eq(certificates.uid, uid), eq(certificates.stateSlug, stateSlug)),
      )
      .orderBy(asc(certificates.completedOn), asc(certificates.id)),
    db
      .select({
        id: outsideCredits.id,
        stateSlug: outsideCredits.stateSlug,
        title: outsideCredits.title,
        provider: outsideCredits.provider,
        completedOn: outsideCredits.completedOn,
        format: outsideCredits.format,
        accredited: outsideCredits.accredited,
        hours: outsideCredits.hours,
        certificateFilename: outsideCredits.certificateFilename,
        certificateBytes: outsideCredits.certificateBytes,
      })
      .from(outsideCredits)
      .where(
        stateSlug === undefined
          ? eq(outsideCredits.uid, uid)
          : and(eq(outsideCredits.uid, uid), eq(outsideCredits.stateSlug, stateSlug)),
      )
      .orderBy(asc(outsideCredits.completedOn), asc(outsideCredits.id)),
  ]);
  return { courses, outside };
}

/** The credits that count in a state: approved certificates and outside credits. */
function earnedIn(rows: CreditRows, stateSlug: string): EarnedCredit[] {
  return [
    ...rows.courses
      .filter((row) => row.stateSlug === stateSlug && row.approvalStatus === "approved")
      .map(
        (row): EarnedCredit => ({
          id: `course:${row.id}`,
          title: row.courseTitle,
          completedOn: row.completedOn,
          format: row.format,
          // Approved in this state: an accredited course, live or on demand.
          accredited: true,
          hours: row.credits,
          source: "course",
        }),
      ),
    ...rows.outside
      .filter((row) => row.stateSlug === stateSlug)
      .map(
        (row): EarnedCredit => ({
          id: `outside:${row.id}`,
          title: row.title,
          completedOn: row.completedOn,
          format: row.format,
          accredited: row.accredited,
          hours: row.hours,
          source: "outside",
        }),
      ),
  ];
}

function totalHours(hours: Partial<Record<CreditCategory, number>>): number {
  return fromHundredths(
    Object.values(hours).reduce((total, value) => total + toHundredths(value), 0),
  );
}

function requireRules(slug: string): StateRules {
  const rules = stateRules(slug);
  if (!rules) throw new Error(`No rules recorded for ${slug}`);
  return rules;
}

/**
 * Judges a period by the rules in force on its last day; a RangeError (no
 * rules recorded for it) becomes a message for the attorney.
 */
export function judgePeriod(
  stateSlug: string,
  period: { startsOn: string; endsOn: string; carriedIn: number },
  credits: EarnedCredit[],
  today: string,
): { evaluation: PeriodEvaluation; problem: null } | { evaluation: null; problem: string } {
  const rules = requireRules(stateSlug);
  try {
    return {
      evaluation: evaluatePeriod({
        rules,
        period: { startsOn: period.startsOn, endsOn: period.endsOn },
        credits,
        carriedIn: period.carriedIn,
        today,
      }),
      problem: null,
    };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const name = findState(stateSlug)?.name ?? stateSlug;
    return {
      evaluation: null,
      problem: `No ${name} rules are recorded for a period ending ${formatLongDate(period.endsOn)}, so it cannot be checked. Check the dates, or the rules with the ${rules.regulator.value}.`,
    };
  }
}

/** One of the attorney's periods in a state that shares a day with from–to (but `except`), if any. */
async function periodOverlapping(
  db: Database,
  uid: string,
  stateSlug: string,
  range: { from: string; to: string; except?: string | null },
): Promise<{ startsOn: string; endsOn: string } | null> {
  const [row] = await db
    .select({ startsOn: reportingPeriods.startsOn, endsOn: reportingPeriods.endsOn })
    .from(reportingPeriods)
    .where(
      and(
        eq(reportingPeriods.uid, uid),
        eq(reportingPeriods.stateSlug, stateSlug),
        lte(reportingPeriods.startsOn, range.to),
        gte(reportingPeriods.endsOn, range.from),
        range.except ? ne(reportingPeriods.id, range.except) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * What the tracker judges "today" by: an instant (read as the day it is in
 * each state, where that state's deadlines fall) or, in tests, one ISO day
 * for every state.
 */
export type TrackerClock = string | Date;

export function trackerDay(stateSlug: string, clock: TrackerClock): string {
  return typeof clock === "string" ? clock : dayInState(stateSlug, clock);
}

function periodStatus(period: { startsOn: string; endsOn: string }, today: string) {
  if (period.endsOn < today) return "ended" as const;
  if (period.startsOn > today) return "upcoming" as const;
  return "current" as const;
}

/** Current first, then upcoming (soonest first), then ended (latest first). */
function orderPeriods(periods: TrackerPeriod[]): TrackerPeriod[] {
  const rank = { current: 0, upcoming: 1, ended: 2 } as const;
  return [...periods].sort((a, b) => {
    if (a.status !== b.status) return rank[a.status] - rank[b.status];
    return a.status === "ended"
      ? b.startsOn.localeCompare(a.startsOn)
      : a.startsOn.localeCompare(b.startsOn);
  });
}

type Facts = {
  exists: boolean;
  lastName: string | null;
  birthDate: string | null;
  admissions: { id: string; state: string; barNumber: string; admittedOn: string | null }[];
};

async function loadFacts(db: Database, uid: string): Promise<Facts> {
  const [profileRows, userRows, admissions] = await Promise.all([
    db
      .select({ lastName: userProfiles.lastName, birthDate: userProfiles.birthDate })
      .from(userProfiles)
      .where(eq(userProfiles.uid, uid))
      .limit(1),
    db.select({ name: user.name }).from(user).where(eq(user.id, uid)).limit(1),
    db
      .select({
        id: barAdmissions.id,
        state: barAdmissions.state,
        barNumber: barAdmissions.barNumber,
        admittedOn: barAdmissions.admittedOn,
      })
      .from(barAdmissions)
      .where(eq(barAdmissions.uid, uid)),
  ]);
  const profile = profileRows[0];
  // Without a profile, the account's name gives the last name (its last word).
  const fallbackLastName = userRows[0]?.name.trim().split(/\s+/).at(-1) ?? null;
  return {
    exists: profile !== undefined,
    lastName: profile?.lastName ?? fallbackLastName,
    birthDate: profile?.birthDate ?? null,
    admissions,
  };
}

function attorneyFacts(facts: Facts, stateSlug: string): AttorneyFacts {
  return {
    lastName: facts.lastName,
    birthDate: facts.birthDate,
    admittedOn: facts.admissions.find((row) => row.state === stateSlug)?.admittedOn ?? null,
  };
}

/**
 * Everything the tracker page shows: per state the attorney has a bar
 * admission or a reporting period in, the admission, the periods, the judged
 * period's evaluation fed with that state's credits, the period the state's
 * rule suggests, and course credits whose approval is pending.
 */
export async function loadCreditTracker(
  db: Database,
  uid: string,
  clock: TrackerClock = new Date(),
): Promise<CreditTracker> {
  const [facts, periodRows, creditRows] = await Promise.all([
    loadFacts(db, uid),
    db
      .select({
        id: reportingPeriods.id,
        stateSlug: reportingPeriods.stateSlug,
        startsOn: reportingPeriods.startsOn,
        endsOn: reportingPeriods.endsOn,
        carriedIn: reportingPeriods.carriedIn,
      })
      .from(reportingPeriods)
      .where(eq(reportingPeriods.uid, uid))
      .orderBy(asc(reportingPeriods.startsOn)),
    loadCreditRows(db, uid),
  ]);

  const tracked = new Set([
    ...facts.admissions.map((row) => row.state),
    ...periodRows.map((row) => row.stateSlug),
  ]);
  const states: StateTracker[] = APPROVED_STATES.filter((state) => tracked.has(state.slug)).map(
    (state) => {
      const today = trackerDay(state.slug, clock);
      const rules = requireRules(state.slug);
      const admission = facts.admissions.find((row) => row.state === state.slug) ?? null;
      const periods = orderPeriods(
        periodRows
          .filter((row) => row.stateSlug === state.slug)
          .map((row) => ({
            id: row.id,
            startsOn: row.startsOn,
            endsOn: row.endsOn,
            carriedIn: Number(row.carriedIn),
            status: periodStatus(row, today),
          })),
      );
      const judged = periods[0] ?? null;
      const credits = earnedIn(creditRows, state.slug);
      const judgement = judged ? judgePeriod(state.slug, judged, credits, today) : null;
      const evaluation = judgement?.evaluation ?? null;
      const inPeriod = new Set(evaluation?.creditIdsInPeriod ?? []);

      const suggestion = suggestPeriod(rules, attorneyFacts(facts, state.slug), today);
      const version = versionInForce(rules, today) ?? rules.versions.at(-1);

      const listed: TrackerCredit[] = [
        ...creditRows.courses
          .filter((row) => row.stateSlug === state.slug && row.approvalStatus === "approved")
          .map(
            (row): TrackerCredit => ({
              key: `course:${row.id}`,
              id: row.id,
              source: "course",
              title: row.courseTitle,
              provider: SITE_NAME,
              completedOn: row.completedOn,
              format: row.format,
              accredited: true,
              hours: row.credits,
              totalHours: totalHours(row.credits),
              inPeriod: inPeriod.has(`course:${row.id}`),
              certificateUrl: `/certificates/${row.id}/pdf`,
              certificateFilename: null,
              certificateBytes: null,
            }),
          ),
        ...creditRows.outside
          .filter((row) => row.stateSlug === state.slug)
          .map(
            (row): TrackerCredit => ({
              key: `outside:${row.id}`,
              id: row.id,
              source: "outside",
              title: row.title,
              provider: row.provider,
              completedOn: row.completedOn,
              format: row.format,
              accredited: row.accredited,
              hours: row.hours,
              totalHours: totalHours(row.hours),
              inPeriod: inPeriod.has(`outside:${row.id}`),
              certificateUrl: row.certificateFilename ? outsideCertificatePath(row.id) : null,
              certificateFilename: row.certificateFilename,
              certificateBytes: row.certificateBytes,
            }),
          ),
      ].sort((a, b) =>
        a.completedOn === b.completedOn
          ? a.key.localeCompare(b.key)
          : b.completedOn.localeCompare(a.completedOn),
      );

      const pending: PendingCredit[] = creditRows.courses
        .filter((row) => row.stateSlug === state.slug && row.approvalStatus === "pending")
        .map((row) => ({
          id: row.id,
          title: row.courseTitle,
          completedOn: row.completedOn,
          format: row.format,
          hours: row.credits,
          totalHours: totalHours(row.credits),
        }))
        .reverse();

      return {
        slug: state.slug,
        name: state.name,
        code: state.code,
        statePage: statePagePath(state.slug),
        admission: admission
          ? { id: admission.id, barNumber: admission.barNumber, admittedOn: admission.admittedOn }
          : null,
        periods,
        judged,
        evaluation,
        ruleProblem: judgement?.problem ?? null,
        suggestion,
        offerSuggestion: !periods.some((period) => period.status !== "ended"),
        judgedMatchesSuggestion:
          judged !== null &&
          suggestion.ok &&
          suggestion.startsOn === judged.startsOn &&
          suggestion.endsOn === judged.endsOn,
        periodKind: version?.period.value.kind ?? "fixed",
        categories: stateCategories(rules).map((id) => ({
          id,
          label: categoryLabel(id, state.slug),
        })),
        capsUnaccreditedSelfStudy: (version?.formats.value ?? []).some(
          (rule) => rule.kind === "max-self-study" && rule.onlyUnaccredited === true,
        ),
        credits: listed,
        pending,
      };
    },
  );

  return {
    today: typeof clock === "string" ? clock : trackerToday(clock),
    profile: { exists: facts.exists, lastName: facts.lastName, birthDate: facts.birthDate },
    states,
    addableStates: APPROVED_STATES.filter((state) => !tracked.has(state.slug)).map((state) => ({
      slug: state.slug,
      name: state.name,
    })),
  };
}

/** Unmet requirements (innermost included), with the hours each still needs. */
function missingRequirements(evaluation: PeriodEvaluation): { label: string; hours: number }[] {
  const lines: { label: string; hours: number }[] = [];
  const walk = (items: PeriodEvaluation["requirements"]) => {
    for (const item of items) {
      if (item.missing > 0) lines.push({ label: item.label, hours: item.missing });
      walk(item.within);
    }
  };
  walk(evaluation.requirements);
  return lines;
}

/** One compact line per tracked state, for the dashboard. */
export async function loadCreditSummary(
  db: Database,
  uid: string,
  clock: TrackerClock = new Date(),
): Promise<CreditSummaryLine[]> {
  const tracker = await loadCreditTracker(db, uid, clock);
  return tracker.states.map((state) => {
    const evaluation = state.evaluation;
    if (!state.judged || !evaluation) {
      return {
        slug: state.slug,
        name: state.name,
        periodEndsOn: state.judged?.endsOn ?? null,
        daysLeft: null,
        counted: null,
        required: null,
        stillNeeded: null,
        missing: [],
        complete: false,
        status: state.judged ? "no-rules" : "no-period",
      };
    }
    return {
      slug: state.slug,
      name: state.name,
      periodEndsOn: state.judged.endsOn,
      daysLeft: evaluation.deadline.daysLeft,
      counted: evaluation.total.counted,
      required: evaluation.total.required,
      stillNeeded: evaluation.hoursStillNeeded,
      missing: missingRequirements(evaluation),
      complete: evaluation.complete,
      status: "tracking",
    };
  });
}

// --- Reporting periods --------------------------------------------------

export type PeriodWrite =
  | { ok: true; id: string; startsOn: string; endsOn: string }
  | { ok: false; status: 400 | 404; field: "startsOn" | "endsOn" | null; message: string };

/**
 * Adds a reporting period, or changes one of the attorney's own (`periodId`).
 * Refused: an end not after the start, more than 4 years, a period no rules
 * are recorded for, or one overlapping another period in the same state.
 * Periods of one attorney and state are written one at a time (an advisory
 * lock), so two overlapping ones can never both be saved.
 */
export async function saveReportingPeriod(
  db: Database,
  uid: string,
  input: {
    stateSlug: string;
    startsOn: string;
    endsOn: string;
    carriedIn?: number;
    periodId?: string | null;
  },
): Promise<PeriodWrite> {
  const rules = stateRules(input.stateSlug);
  if (!rules) return { ok: false, status: 400, field: null, message: TRACKER_MESSAGES.chooseState };
  if (!parseDay(input.startsOn) || !parseDay(input.endsOn)) {
    return { ok: false, status: 400, field: null, message: "Enter the period's dates." };
  }
  if (input.endsOn <= input.startsOn) {
    return { ok: false, status: 400, field: "endsOn", message: TRACKER_MESSAGES.periodOrder };
  }
  const latest = latestPeriodEnd(input.startsOn);
  if (latest === null || input.endsOn > latest) {
    return { ok: false, status: 400, field: "endsOn", message: TRACKER_MESSAGES.periodTooLong };
  }
  if (!versionInForce(rules, input.endsOn)) {
    const name = findState(input.stateSlug)?.name ?? input.stateSlug;
    return {
      ok: false,
      status: 400,
      field: "endsOn",
      message: `No ${name} rules are recorded for a period ending ${formatLongDate(input.endsOn)}.`,
    };
  }
  const carriedIn = fromHundredths(
    Math.min(toHundredths(input.carriedIn ?? 0), TRACKER_LIMITS.carriedInMax * 100),
  );

  return db.transaction(async (tx): Promise<PeriodWrite> => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.reportingPeriods}, hashtext(${`${uid}:${input.stateSlug}`}))`,
    );
    const clash = await periodOverlapping(tx, uid, input.stateSlug, {
      from: input.startsOn,
      to: input.endsOn,
      except: input.periodId,
    });
    if (clash) {
      return {
        ok: false,
        status: 400,
        field: "startsOn",
        message: `These dates overlap your period ${formatLongDate(clash.startsOn)} – ${formatLongDate(clash.endsOn)}. Change or delete that one first.`,
      };
    }
    if (input.periodId) {
      const updated = await tx
        .update(reportingPeriods)
        .set({ startsOn: input.startsOn, endsOn: input.endsOn, carriedIn })
        .where(
          and(
            eq(reportingPeriods.id, input.periodId),
            eq(reportingPeriods.uid, uid),
            eq(reportingPeriods.stateSlug, input.stateSlug),
          ),
        )
        .returning({ id: reportingPeriods.id });
      if (updated.length === 0) {
        return { ok: false, status: 404, field: null, message: TRACKER_MESSAGES.periodNotFound };
      }
      // A new deadline gets its own 60- and 14-day warnings.
      await tx
        .delete(deadlineWarnings)
        .where(
          and(
            eq(deadlineWarnings.periodId, input.periodId),
            sql`${deadlineWarnings.sentAt} < (${input.endsOn}::date - ${deadlineWarnings.daysBefore} * interval '1 day')`,
          ),
        );
      return { ok: true, id: input.periodId, startsOn: input.startsOn, endsOn: input.endsOn };
    }
    const id = randomUUID();
    await tx.insert(reportingPeriods).values({
      id,
      uid,
      stateSlug: input.stateSlug,
      startsOn: input.startsOn,
      endsOn: input.endsOn,
      carriedIn,
    });
    return { ok: true, id, startsOn: input.startsOn, endsOn: input.endsOn };
  });
}

/** Records the period the state's rule gives this attorney today (worked out again here). */
export async function acceptSuggestedPeriod(
  db: Database,
  uid: string,
  stateSlug: string,
  clock: TrackerClock = new Date(),
): Promise<PeriodWrite> {
  const rules = stateRules(stateSlug);
  if (!rules) return { ok: false, status: 400, field: null, message: TRACKER_MESSAGES.chooseState };
  const suggestion = suggestPeriod(
    rules,
    attorneyFacts(await loadFacts(db, uid), stateSlug),
    trackerDay(stateSlug, clock),
  );
  if (!suggestion.ok) {
    return { ok: false, status: 400, field: null, message: TRACKER_MESSAGES.suggestionUnavailable };
  }
  return saveReportingPeriod(db, uid, {
    stateSlug,
    startsOn: suggestion.startsOn,
    endsOn: suggestion.endsOn,
  });
}

/** Florida and Washington: the cycle the regulator assigned, from its last day. */
export async function saveAssignedCycle(
  db: Database,
  uid: string,
  stateSlug: string,
  cycleEnd: string,
): Promise<PeriodWrite> {
  const rules = stateRules(stateSlug);
  if (!rules || !parseDay(cycleEnd)) {
    return { ok: false, status: 400, field: null, message: TRACKER_MESSAGES.chooseState };
  }
  const period = periodFromCycleEnd(rules, cycleEnd);
  return saveReportingPeriod(db, uid, { stateSlug, ...period });
}

/** Deletes one of the attorney's own periods (its reminders go with it). */
export async function deleteReportingPeriod(
  db: Database,
  uid: string,
  periodId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(reportingPeriods)
    .where(and(eq(reportingPeriods.id, periodId), eq(reportingPeriods.uid, uid)))
    .returning({ id: reportingPeriods.id });
  return deleted.length > 0;
}

// --- Outside credits and their certificates ------------------------------

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** Whether the bytes start as a PDF does ("%PDF-"), whatever the file's name or type say. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return PDF_MAGIC.every((byte, index) => bytes[index] === byte);
}

/**
 * A stored name for an uploaded file: its last path segment, control
 * characters and quotes removed, at most 120 characters, ending in .pdf.
 */
export function certificateStoredName(name: string): string {
  const base = name.split(/[\\/]/).at(-1) ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  const stem = cleaned.replace(/\.pdf$/i, "").slice(0, TRACKER_LIMITS.filenameMax - 4);
  return `${stem || "certificate"}.pdf`;
}

export type CertificateUpload = { name: string; bytes: Uint8Array };

export type UploadCheck =
  | { ok: true; file: { name: string; bytes: Uint8Array } }
  | { ok: false; status: 400 | 413; message: string };

/** An uploaded certificate: a PDF by its first bytes, not empty, at most 5 MB. */
export function checkCertificateUpload(upload: CertificateUpload): UploadCheck {
  if (upload.bytes.byteLength > TRACKER_LIMITS.certificateMaxBytes) {
    return { ok: false, status: 413, message: TRACKER_MESSAGES.certificateTooLarge };
  }
  if (upload.bytes.byteLength === 0) {
    return { ok: false, status: 400, message: TRACKER_MESSAGES.certificateEmpty };
  }
  if (!looksLikePdf(upload.bytes)) {
    return { ok: false, status: 400, message: TRACKER_MESSAGES.certificateNotPdf };
  }
  return { ok: true, file: { name: certificateStoredName(upload.name), bytes: upload.bytes } };
}

export type OutsideCreditInput = {
  stateSlug: string;
  title: string;
  provider: string;
  completedOn: string;
  format: "live" | "self-study";
  /** False for self-study that is not an accredited course. */
  accredited: boolean;
  hours: Partial<Record<CreditCategory, number>>;
  /** Already checked with checkCertificateUpload. */
  certificate: { name: string; bytes: Uint8Array } | null;
};

/** Stores a credit earned elsewhere, with its certificate when one was uploaded. */
export async function addOutsideCredit(
  db: Database,
  uid: string,
  input: OutsideCreditInput,
  limits: { maxCredits: number; maxCertificateBytes: number } = {
    maxCredits: TRACKER_LIMITS.outsideCreditsMax,
    maxCertificateBytes: TRACKER_LIMITS.certificateStorageMaxBytes,
  },
): Promise<
  /** `inRecordedPeriod`: whether a recorded reporting period of that state holds its date. */
  | { ok: true; id: string; inRecordedPeriod: boolean }
  | { ok: false; status: 409; field: "certificate" | null; message: string }
> {
  return db.transaction(async (tx) => {
    // One at a time per attorney, so two uploads at once cannot both pass the limits.
    await tx.execute(
      sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.outsideCredits}, hashtext(${uid}))`,
    );
    const [held] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        // bigint: node-postgres reads it as a string.
        bytes: sql<string | number>`coalesce(sum(${outsideCredits.certificateBytes}), 0)::bigint`,
      })
      .from(outsideCredits)
      .where(eq(outsideCredits.uid, uid));
    if ((held?.count ?? 0) >= limits.maxCredits) {
      return { ok: false, status: 409, field: null, message: TRACKER_MESSAGES.tooManyCredits };
    }
    const size = input.certificate?.bytes.byteLength ?? 0;
    if (size > 0 && Number(held?.bytes ?? 0) + size > limits.maxCertificateBytes) {
      return {
        ok: false,
        status: 409,
        field: "certificate",
        message: TRACKER_MESSAGES.certificateStorageFull,
      };
    }
    const id = randomUUID();
    await tx.insert(outsideCredits).values({
      id,
      uid,
      stateSlug: input.stateSlug,
      title: input.title,
      provider: input.provider,
      completedOn: input.completedOn,
      format: input.format,
      accredited: input.accredited,
      hours: input.hours,
      certificateFile: input.certificate?.bytes ?? null,
      certificateFilename: input.certificate?.name ?? null,
      certificateBytes: input.certificate ? size : null,
    });
    const holding = await periodOverlapping(tx, uid, input.stateSlug, {
      from: input.completedOn,
      to: input.completedOn,
    });
    return { ok: true, id, inRecordedPeriod: holding !== null };
  });
}

/** Deletes one of the attorney's own outside credits (with its certificate). */
export async function deleteOutsideCredit(db: Database, uid: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(outsideCredits)
    .where(and(eq(outsideCredits.id, id), eq(outsideCredits.uid, uid)))
    .returning({ id: outsideCredits.id });
  return deleted.length > 0;
}

/** An outside credit's certificate, for its owner only (null otherwise, or when there is none). */
export async function readOutsideCertificate(
  db: Database,
  uid: string,
  id: string,
): Promise<{ filename: string; bytes: Uint8Array } | null> {
  if (id.length > 60) return null;
  const [row] = await db
    .select({
      file: outsideCredits.certificateFile,
      filename: outsideCredits.certificateFilename,
    })
    .from(outsideCredits)
    .where(and(eq(outsideCredits.id, id), eq(outsideCredits.uid, uid)))
    .limit(1);
  if (!row?.file || !row.filename) return null;
  return { filename: row.filename, bytes: row.file };
}

/** Credits of one attorney in one state, for judging a period outside the page (reminders). */
export async function earnedCredits(
  db: Database,
  uid: string,
  stateSlug: string,
): Promise<EarnedCredit[]> {
  return earnedIn(await loadCreditRows(db, uid, stateSlug), stateSlug);
}

// What an attorney is told about a state's format rules before buying a
// course (the course page, the payment page) and on the tracker: Missouri's
// on-demand as self-study, New York's newly admitted attorneys refused skills
// and ethics credit on demand. Pure: the rules in force today, the
// attorney's admissions and the course's credits in each state.

import { categoryLabel } from "~/content/credit-categories";
import {
  newlyAdmittedOn,
  newlyAdmittedUntil,
  selfStudyLimitText,
  treatmentOf,
} from "~/content/state-rules/format-rules";
import type { Confidence, CreditCategory } from "~/content/state-rules/types";
import { findState } from "~/content/states";
import { formatLongDate } from "~/lib/format";
import { addDays, formatDay, requireDay } from "~/lib/iso-dates";

/** One state's word to the attorney, and any part of it that rests on an unconfirmed rule. */
export type FormatNotice = {
  stateSlug: string;
  /** The course it is about, where the page lists several (a bundle). */
  courseTitle?: string;
  stateName: string;
  text: string;
  /** A caution where the rule it rests on is not confirmed; null otherwise. */
  caution: string | null;
  confidence: Confidence;
};

export type AttorneyStates = {
  /** The attorney's bar admissions (state slug, ISO admission day or null). */
  admissions: readonly { state: string; admittedOn: string | null }[];
  /** The state chosen at sign-up (a slug), when there is no admission there. */
  homeState: string | null;
};

/** The last day an attorney is newly admitted, in words ("June 30, 2027"). */
function lastNewlyAdmittedDay(stateSlug: string, admittedOn: string | null): string | null {
  const until = newlyAdmittedUntil(stateSlug, admittedOn);
  return until ? formatLongDate(formatDay(addDays(requireDay(until, "until"), -1))) : null;
}

function stateName(slug: string): string {
  return findState(slug)?.name ?? slug;
}

/** "skills", "skills and ethics and professionalism" */
function categoryList(stateSlug: string, categories: readonly CreditCategory[]): string {
  const labels = categories.map((category) => categoryLabel(category, stateSlug).toLowerCase());
  return labels.length <= 1
    ? (labels[0] ?? "")
    : `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
}

/**
 * Whether the attorney is in a state for these notices: admitted there, or
 * chose it at sign-up (enough for a rule for everyone, not for one that
 * depends on the admission).
 */
function admissionIn(attorney: AttorneyStates, slug: string) {
  const admission = attorney.admissions.find((row) => row.state === slug);
  if (admission) return { admittedOn: admission.admittedOn, admitted: true };
  return attorney.homeState === slug ? { admittedOn: null, admitted: false } : null;
}

/**
 * Before purchase: what each state where the course carries credit says
 * about the ways the attorney may take it. `onDemand`: the course can be
 * watched on demand; `live`: a live webcast is offered.
 */
export function describeCourseRestrictions(input: {
  approvals: readonly { stateSlug: string; credits: Partial<Record<CreditCategory, number>> }[];
  onDemand: boolean;
  live: boolean;
  attorney: AttorneyStates;
  /** ISO date. */
  today: string;
}): FormatNotice[] {
  const notices: FormatNotice[] = [];
  if (!input.onDemand) return notices;
  for (const approval of input.approvals) {
    const slug = approval.stateSlug;
    const admission = admissionIn(input.attorney, slug);
    if (!admission) continue;
    const name = stateName(slug);
    const categories = (Object.entries(approval.credits) as [CreditCategory, number][])
      .filter(([, hours]) => hours > 0)
      .map(([category]) => category);
    // Without an admission there, nothing says the attorney is newly admitted.
    const newly = admission.admitted
      ? newlyAdmittedOn(slug, admission.admittedOn, input.today)
      : false;
    const judged = categories.map((category) => ({
      category,
      ...treatmentOf({
        stateSlug: slug,
        format: "on-demand",
        category,
        newlyAdmitted: newly !== false,
        on: input.today,
      }),
    }));
    const refused = judged.filter((item) => item.treatment === "refused");
    const selfStudy = judged.find((item) => item.treatment === "self-study");
    if (refused.length > 0 && refused[0]?.rule) {
      const list = categoryList(
        slug,
        refused.map((item) => item.category),
      );
      const who =
        newly === true
          ? `You are a newly admitted ${name} attorney (until ${lastNewlyAdmittedDay(slug, admission.admittedOn)}), so`
          : `If you were admitted to the ${name} bar less than two years ago (add your admission date to your bar admissions to be sure),`;
      // Each rule's reason once (skills and ethics have their own).
      const reasons = [
        ...new Set(refused.flatMap((item) => (item.rule ? [item.rule.treatment.text] : []))),
      ].join(" ");
      const liveWay = input.live
        ? " Attend a live webcast of this course to earn that credit."
        : "";
      const liveRule = input.live
        ? refused.map((item) =>
            treatmentOf({
              stateSlug: slug,
              format: "live-webcast",
              category: item.category,
              newlyAdmitted: true,
              on: input.today,
            }),
          )
        : [];
      const doubtful = liveRule.find(
        (item) => item.rule && item.rule.treatment.confidence !== "official",
      );
      notices.push({
        stateSlug: slug,
        stateName: name,
        text: `${who} the ${list} credit of this course does not count for you in ${name} if you watch it on demand. ${reasons}${liveWay}`,
        caution: doubtful?.rule?.treatment.text ?? null,
        confidence: refused[0].rule.treatment.confidence,
      });
    } else if (selfStudy?.rule) {
      const limit = selfStudyLimitText(slug, input.today);
      notices.push({
        stateSlug: slug,
        stateName: name,
        text: `${name}: watched on demand, this course counts only as self-study. ${selfStudy.rule.treatment.text}${limit ? ` ${limit}` : ""}${input.live ? " Attend a live webcast of this course for accredited credit." : ""}`,
        caution: null,
        confidence: selfStudy.rule.treatment.confidence,
      });
    }
  }
  return notices;
}

/**
 * On the tracker, per state: how its format rules apply to the attorney
 * today (null where they say nothing to this attorney).
 */
export function describeStateRestrictions(
  stateSlug: string,
  admittedOn: string | null,
  today: string,
): FormatNotice | null {
  const name = stateName(stateSlug);
  const selfStudy = treatmentOf({
    stateSlug,
    format: "on-demand",
    category: "general",
    newlyAdmitted: false,
    on: today,
  });
  if (selfStudy.treatment === "self-study" && selfStudy.rule) {
    const limit = selfStudyLimitText(stateSlug, today);
    return {
      stateSlug,
      stateName: name,
      text: `${selfStudy.rule.treatment.text}${limit ? ` ${limit}` : ""}`,
      caution: null,
      confidence: selfStudy.rule.treatment.confidence,
    };
  }
  const newly = newlyAdmittedOn(stateSlug, admittedOn, today);
  if (newly === false) return null;
  const skills = treatmentOf({
    stateSlug,
    format: "on-demand",
    category: "skills",
    newlyAdmitted: true,
    on: today,
  });
  if (skills.treatment !== "refused" || !skills.rule) return null;
  const live = treatmentOf({
    stateSlug,
    format: "live-webcast",
    category: "skills",
    newlyAdmitted: true,
    on: today,
  });
  const caution =
    live.rule && live.rule.treatment.confidence !== "official" ? live.rule.treatment.text : null;
  if (newly === "unknown") {
    return {
      stateSlug,
      stateName: name,
      text: `Add your ${name} admission date: for the first two years after admission, ${name} does not count skills credit earned on demand, and the tracker needs the date to tell. ${skills.rule.treatment.text}`,
      caution,
      confidence: skills.rule.treatment.confidence,
    };
  }
  return {
    stateSlug,
    stateName: name,
    text: `You are a newly admitted ${name} attorney until ${lastNewlyAdmittedDay(stateSlug, admittedOn)}: skills and ethics credit you earn on demand until then does not count here. ${skills.rule.treatment.text} Law practice management and areas of professional practice count in any format.`,
    caution,
    confidence: skills.rule.treatment.confidence,
  };
}

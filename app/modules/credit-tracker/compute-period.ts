// The reporting period each kind of `PeriodAssignment` gives an attorney on a
// given day, with how it was worked out (or the facts it still needs), and
// the longest a period may run. Pure.

import type { PeriodAssignment } from "~/content/state-rules/types";
import { formatLongDate } from "~/lib/format";
import {
  addDays,
  addMonths,
  compareDays,
  type Day,
  daysInMonth,
  firstOfMonth,
  formatDay,
  lastOfMonth,
  monthAndDay,
  monthIndex,
  monthName,
  parseDay,
} from "~/lib/iso-dates";
import { TRACKER_LIMITS } from "~/modules/credit-tracker/credit-tracker-fields";
import { lastNameInitial } from "~/modules/credit-tracker/last-name-initial";

export type AttorneyFacts = {
  lastName: string | null;
  /** ISO date. */
  birthDate: string | null;
  /** ISO date of admission to this state's bar. */
  admittedOn: string | null;
};

export type MissingFact = "lastName" | "birthDate" | "admittedOn" | "cycleEnd";

type Parity = "even" | "odd";

type Computed =
  | { ok: true; start: Day; end: Day; how: string }
  | { ok: false; needs: MissingFact[]; how: string };

/** The period of this kind that contains `day` (or the next one), for the attorney's facts. */
export function computePeriod(
  assignment: PeriodAssignment,
  facts: AttorneyFacts,
  day: Day,
  state: string,
): Computed {
  const length = periodLength(assignment.months);
  switch (assignment.kind) {
    case "fixed": {
      const anchor: Day = {
        year: assignment.anchorYear,
        month: assignment.startMonth,
        day: assignment.startDay,
      };
      const { start, end } = fixedPeriodContaining(anchor, assignment.months, day);
      const firstEnd = addDays(addMonths(anchor, assignment.months), -1);
      const dates =
        assignment.months === 12
          ? `${monthAndDay(anchor.month, anchor.day)} – ${monthAndDay(firstEnd.month, firstEnd.day)}`
          : assignment.months === 24
            ? `starting ${monthAndDay(anchor.month, anchor.day)} of ${parityOf(anchor.year)} years`
            : `starting ${formatLongDate(anchor)} and every ${assignment.months} months after`;
      return {
        ok: true,
        start,
        end,
        how: `${state} uses the same ${length} reporting period for every attorney, ${dates}.`,
      };
    }

    case "birth-month": {
      const birth = parseDay(facts.birthDate);
      const how = `${state} reporting periods start on the 1st of the attorney's birth month and run ${assignment.months} months.`;
      if (!birth) return { ok: false, needs: ["birthDate"], how: `${how} Add your date of birth.` };
      const startIndex = monthIndex(
        day.month >= birth.month ? day.year : day.year - 1,
        birth.month,
      );
      const start = firstOfMonth(startIndex);
      const end = lastOfMonth(startIndex + assignment.months - 1);
      const admitted = parseDay(facts.admittedOn);
      const firstPeriod =
        assignment.firstPeriodMonths !== undefined &&
        admitted !== null &&
        compareDays(addMonths(admitted, assignment.firstPeriodMonths), start) > 0
          ? `The first period after admission is ${assignment.firstPeriodMonths} months long, so confirm its dates with the regulator.`
          : "";
      return {
        ok: true,
        start,
        end,
        how: joinSentences(
          `${state} reporting periods run ${assignment.months} months from the 1st of the attorney's birth month (yours is ${monthName(birth.month)}).`,
          firstPeriod,
        ),
      };
    }

    case "last-name": {
      const endDay = monthAndDay(assignment.endMonth, daysInMonth(2001, assignment.endMonth));
      const groups = assignment.groups
        .map((group) => `${group.from}–${group.to} end ${endDay} of ${group.endsIn} years`)
        .join(", ");
      const how = `${state} assigns ${length} periods by last name: ${groups}.`;
      if (!facts.lastName?.trim()) {
        return { ok: false, needs: ["lastName"], how: `${how} Add your last name.` };
      }
      const initial = lastNameInitial(facts.lastName);
      const group =
        initial === null
          ? undefined
          : assignment.groups.find(
              (candidate) =>
                candidate.from.toUpperCase() <= initial && initial <= candidate.to.toUpperCase(),
            );
      if (!initial || !group) {
        return {
          ok: false,
          needs: ["lastName"],
          how: `${how} Your last name does not start with a letter from A to Z, so enter it as the bar lists it.`,
        };
      }
      const { start, end } = periodEndingInParity(
        day,
        assignment.endMonth,
        assignment.months,
        group.endsIn,
      );
      return {
        ok: true,
        start,
        end,
        how: `${how} Your last name starts with ${initial}.`,
      };
    }

    case "birthday-and-admission-year": {
      const needs: MissingFact[] = [];
      const birth = parseDay(facts.birthDate);
      const admitted = parseDay(facts.admittedOn);
      if (!birth) needs.push("birthDate");
      if (!admitted) needs.push("admittedOn");
      const how = `${state} periods run ${yearsWord(assignment.months)} between biennial registrations: each ends on the attorney's birthday, in even years for attorneys admitted in an even year and in odd years for those admitted in an odd year.`;
      if (!birth || !admitted) {
        return { ok: false, needs, how: `${how} Add your ${needsPhrase(needs)}.` };
      }
      const parity = parityOf(admitted.year);
      const birthdayIn = (year: number): Day => ({
        year,
        month: birth.month,
        day: Math.min(birth.day, daysInMonth(year, birth.month)),
      });
      let endYear = day.year;
      if (compareDays(birthdayIn(endYear), day) < 0) endYear += 1;
      if (parityOf(endYear) !== parity) endYear += 1;
      const end = birthdayIn(endYear);
      const start = addDays(birthdayIn(endYear - Math.round(assignment.months / 12)), 1);
      const leapNote =
        birth.month === 2 && birth.day === 29
          ? "Your birthday is February 29, so in other years it is taken as February 28."
          : "";
      return {
        ok: true,
        start,
        end,
        how: joinSentences(
          how,
          `You were admitted in ${admitted.year}, so yours end in ${parity} years.`,
          leapNote,
        ),
      };
    }

    case "birth-date-group": {
      const describe = assignment.groups
        .map(
          (group) =>
            `born ${monthName(group.fromMonth)}–${monthName(group.toMonth)}, December 31 of ${group.endsIn} years`,
        )
        .join("; ");
      const how = `${state} ${length} periods end by birth date: ${describe}.`;
      const birth = parseDay(facts.birthDate);
      if (!birth) return { ok: false, needs: ["birthDate"], how: `${how} Add your date of birth.` };
      const group = assignment.groups.find(
        (candidate) => candidate.fromMonth <= birth.month && birth.month <= candidate.toMonth,
      );
      if (!group) return { ok: false, needs: ["birthDate"], how };
      const { start, end } = periodEndingInParity(day, 12, assignment.months, group.endsIn);
      return { ok: true, start, end, how };
    }

    case "admission-year-parity": {
      const endDay =
        assignment.endMonth === 2
          ? "the last day of February"
          : monthAndDay(assignment.endMonth, daysInMonth(2001, assignment.endMonth));
      const how = `${state} ${length} periods end on ${endDay} of years with the ${assignment.sameParity ? "same" : "opposite"} parity as the attorney's admission year.`;
      const admitted = parseDay(facts.admittedOn);
      if (!admitted) {
        return { ok: false, needs: ["admittedOn"], how: `${how} Add your date of admission.` };
      }
      const admittedParity = parityOf(admitted.year);
      const parity = assignment.sameParity ? admittedParity : otherParity(admittedParity);
      const { start, end } = periodEndingInParity(
        day,
        assignment.endMonth,
        assignment.months,
        parity,
      );
      return {
        ok: true,
        start,
        end,
        how: `${how} You were admitted in ${admitted.year}, so yours end in ${parity} years.`,
      };
    }

    case "assigned-by-regulator":
      return {
        ok: false,
        needs: ["cycleEnd"],
        how: `${state} assigns each attorney a ${length} reporting cycle that cannot be worked out from personal details. Enter the last day of your current cycle.`,
      };

    case "from-admission-date": {
      const years = Math.round(assignment.months / 12);
      const how = `In ${state}, the first period runs from the admission date to December 31 of the ${ordinal(years)} full calendar year after admission; later periods are ${yearsWord(assignment.months).replace("year", "full calendar year")}.`;
      const admitted = parseDay(facts.admittedOn);
      if (!admitted) {
        return { ok: false, needs: ["admittedOn"], how: `${how} Add your date of admission.` };
      }
      const firstEnd: Day = { year: admitted.year + years, month: 12, day: 31 };
      if (compareDays(day, firstEnd) <= 0) {
        return { ok: true, start: admitted, end: firstEnd, how };
      }
      const periodsAfter = Math.ceil((day.year - firstEnd.year) / years);
      const endYear = firstEnd.year + periodsAfter * years;
      return {
        ok: true,
        start: { year: endYear - years + 1, month: 1, day: 1 },
        end: { year: endYear, month: 12, day: 31 },
        how,
      };
    }
  }
}

/** The last day a period starting on `startsOn` may end on (4 years, less a day). */
export function latestPeriodEnd(startsOn: string): string | null {
  const start = parseDay(startsOn);
  if (!start) return null;
  return formatDay(addDays(addMonths(start, TRACKER_LIMITS.periodMonthsMax), -1));
}

/** The fixed period (same for everyone) containing `day`, counted from one that starts at `anchor`. */
function fixedPeriodContaining(anchor: Day, months: number, day: Day): { start: Day; end: Day } {
  let count = Math.floor(
    (monthIndex(day.year, day.month) - monthIndex(anchor.year, anchor.month)) / months,
  );
  // The month count can be one off when the day falls before the anchor's day of month.
  while (compareDays(addMonths(anchor, count * months), day) > 0) count -= 1;
  while (compareDays(addMonths(anchor, (count + 1) * months), day) <= 0) count += 1;
  return {
    start: addMonths(anchor, count * months),
    end: addDays(addMonths(anchor, (count + 1) * months), -1),
  };
}

/** The first period ending on or after `day` on the last day of `endMonth` in a year of `parity`. */
function periodEndingInParity(
  day: Day,
  endMonth: number,
  months: number,
  parity: Parity,
): { start: Day; end: Day } {
  let endYear = day.year;
  if (compareDays(lastOfMonth(monthIndex(endYear, endMonth)), day) < 0) endYear += 1;
  if (parityOf(endYear) !== parity) endYear += 1;
  const endIndex = monthIndex(endYear, endMonth);
  return { start: firstOfMonth(endIndex - months + 1), end: lastOfMonth(endIndex) };
}

function parityOf(year: number): Parity {
  return year % 2 === 0 ? "even" : "odd";
}

function otherParity(parity: Parity): Parity {
  return parity === "even" ? "odd" : "even";
}

function periodLength(months: number): string {
  const words: Record<number, string> = { 12: "one-year", 24: "two-year", 36: "three-year" };
  return words[months] ?? `${months}-month`;
}

function yearsWord(months: number): string {
  const words: Record<number, string> = { 12: "one year", 24: "two years", 36: "three years" };
  return words[months] ?? `${months} months`;
}

function ordinal(value: number): string {
  const words: Record<number, string> = { 1: "first", 2: "second", 3: "third", 4: "fourth" };
  return words[value] ?? `${value}th`;
}

function needsPhrase(needs: MissingFact[]): string {
  const words: Record<MissingFact, string> = {
    lastName: "last name",
    birthDate: "date of birth",
    admittedOn: "date of admission",
    cycleEnd: "cycle's last day",
  };
  return needs.map((need) => words[need]).join(" and ");
}

export function joinSentences(...sentences: string[]): string {
  return sentences.filter((sentence) => sentence.length > 0).join(" ");
}

// What the attorney still has to do in a period, as plain sentences. Pure.

import type { Reporting } from "~/content/state-rules/types";
import { formatLongDate } from "~/lib/format";
import { formatHours, hoursPhrase, moreHoursPhrase, toHundredths } from "~/lib/hours";
import type {
  PeriodEvaluation,
  RequirementProgress,
} from "~/modules/credit-tracker/period-evaluation-types";

/** The sentences of the period's to-do list, the outcome first, reporting and deadlines last. */
export function writePeriodTodo(
  evaluation: PeriodEvaluation,
  context: {
    stillNeeded: number;
    liveShort: number;
    minLive: number;
    selfStudyCap: number | null;
    /** The cap counts only self-study outside accredited courses (Texas). */
    onlyUnaccredited: boolean;
    selfStudyEarned: number;
    hasOutsideCredits: boolean;
    startsLater: boolean;
  },
): string[] {
  const todo: string[] = [];
  const by = formatLongDate(evaluation.deadline.completeBy);
  const { total } = evaluation;
  const counts = `${formatHours(total.counted)} of ${hoursPhrase(toHundredths(total.required))} counted so far`;

  if (context.stillNeeded === 0) {
    todo.push(`All hours for this period are earned (${counts}).`);
  } else if (evaluation.deadline.daysLeft < 0) {
    todo.push(
      `This period ended on ${by} with ${hoursPhrase(context.stillNeeded)} still needed (${counts}).`,
    );
  } else {
    todo.push(
      `Earn at least ${moreHoursPhrase(context.stillNeeded)} by ${by} (${counts}${context.startsLater ? "; the period has not started yet" : ""}).`,
    );
  }

  const requirementLines = (items: RequirementProgress[]) => {
    for (const item of items) {
      const innerOpen = item.within.some((inner) => !inner.met);
      if (item.missing > 0) {
        const live = item.liveOnly
          ? " (in person or by live webcast; self-study does not count)"
          : "";
        const inner = innerOpen ? " The hours listed below count toward it too." : "";
        todo.push(
          `${item.label}: earn ${moreHoursPhrase(toHundredths(item.missing))}${live}.${inner}`,
        );
      }
      requirementLines(item.within);
    }
  };
  requirementLines(evaluation.requirements);

  if (context.liveShort > 0) {
    todo.push(
      `Take at least ${moreHoursPhrase(context.liveShort)} live, in person or by live webcast (${hoursPhrase(context.minLive)} live in all).`,
    );
  }
  if (
    context.stillNeeded > 0 &&
    context.selfStudyCap !== null &&
    context.selfStudyEarned >= context.selfStudyCap
  ) {
    todo.push(
      context.onlyUnaccredited
        ? `You have reached the limit of ${hoursPhrase(context.selfStudyCap)} of self-study outside accredited courses: earn the remaining hours in accredited courses, live or on demand.`
        : `You have reached the limit of ${hoursPhrase(context.selfStudyCap)} of self-study: earn the remaining hours live, in person or by live webcast.`,
    );
  }

  todo.push(reportingSentence(evaluation.reporting, context.hasOutsideCredits));
  todo.push(evaluation.deadline.text);
  return todo;
}

function reportingSentence(reporting: { who: Reporting; text: string }, outside: boolean): string {
  switch (reporting.who) {
    case "provider":
      return [
        "Nothing to file: the provider reports your attendance.",
        outside ? "For courses taken elsewhere, check that each provider has reported them." : "",
        reporting.text,
      ]
        .filter(Boolean)
        .join(" ");
    case "attorney":
      return `You report your credits yourself. ${reporting.text}`;
    case "both":
      return `Providers report your attendance, and you also report yourself. ${reporting.text}`;
  }
}

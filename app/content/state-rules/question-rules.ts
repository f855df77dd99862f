import {
  QUESTION_RULES,
  type QuestionRules,
  type QuestionRulesVersion,
  questionRulesNotFound,
} from "./question-rules-data";
import { versionInForce } from "./version-in-force";

// Looking up what a state asks of a recorded course's question channel on a
// day. The data, versioned and sourced, is in question-rules-data.ts.

export type { QuestionRules, QuestionRulesVersion } from "./question-rules-data";

/** Every state's question rules: the data, or (in tests) the data with a rule change. */
export type QuestionRulesBook = readonly QuestionRules[];

/** A state's question rules; a state the research says nothing of is "not found". */
export function questionRules(
  slug: string,
  book: QuestionRulesBook = QUESTION_RULES,
): QuestionRules {
  return book.find((state) => state.slug === slug) ?? questionRulesNotFound(slug, slug);
}

/** A state's question rules in force on a day (before the first version: the first). */
export function questionRulesInForce(
  slug: string,
  on: Date | string = new Date(),
  book: QuestionRulesBook = QUESTION_RULES,
): QuestionRulesVersion {
  const state = questionRules(slug, book);
  const first = state.versions[0];
  if (!first) throw new Error(`${slug} has no question rules version`);
  return versionInForce(state, on) ?? first;
}

/** The answer time that binds a question: the shortest named by the course's states, and whose it is. */
export type AnswerTime = { hours: number; stateSlug: string; stateName: string };

/**
 * Of the states a course is approved in (or applied to), the shortest answer
 * time any of them names on the day the question was asked; null when none
 * names one (Illinois's "reasonable time" is no figure).
 */
export function answerTimeFor(
  stateSlugs: readonly string[],
  askedOn: Date | string,
  book: QuestionRulesBook = QUESTION_RULES,
): AnswerTime | null {
  let shortest: AnswerTime | null = null;
  for (const slug of [...stateSlugs].sort()) {
    const hours = questionRulesInForce(slug, askedOn, book).answerHours.value;
    if (hours === null) continue;
    if (!shortest || hours < shortest.hours) {
      shortest = { hours, stateSlug: slug, stateName: questionRules(slug, book).name };
    }
  }
  return shortest;
}

/** The states among these that require a question channel on recorded courses on a day. */
export function statesRequiringChannel(
  stateSlugs: readonly string[],
  on: Date | string = new Date(),
  book: QuestionRulesBook = QUESTION_RULES,
): string[] {
  return stateSlugs.filter((slug) => questionRulesInForce(slug, on, book).channelRequired.value);
}

/**
 * How long the log of questions and answers is kept: the longest period any
 * state's rules (any version) require. At least a year, should no state name one.
 */
export function questionLogRetentionYears(book: QuestionRulesBook = QUESTION_RULES): number {
  let longest = 1;
  for (const state of book) {
    for (const version of state.versions) {
      const years = version.logRetentionYears.value;
      if (years !== null && years > longest) longest = years;
    }
  }
  return longest;
}

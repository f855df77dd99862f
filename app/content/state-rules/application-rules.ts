import { APPLICATION_RULES, unconfirmedTiming } from "./application-rules-data";
import type { ApplicationRules, ApplicationRulesVersion } from "./application-rules-types";
import { versionInForce } from "./version-in-force";

// Looking up a state's application timing on a day. The data, versioned and
// sourced, is in application-rules-data.ts; its shape in
// application-rules-types.ts.

export { APPLICATION_RULES } from "./application-rules-data";
export type * from "./application-rules-types";

/** A state's timing; a state missing from the research is unconfirmed. */
export function applicationRules(
  slug: string,
  book: readonly ApplicationRules[] = APPLICATION_RULES,
): ApplicationRules {
  return book.find((state) => state.slug === slug) ?? unconfirmedTiming(slug, slug);
}

/** A state's timing in force on a day (before the first version: the first). */
export function applicationRulesInForce(
  slug: string,
  on: Date | string = new Date(),
  book: readonly ApplicationRules[] = APPLICATION_RULES,
): ApplicationRulesVersion {
  const state = applicationRules(slug, book);
  const first = state.versions[0];
  if (!first) throw new Error(`${slug} has no application timing version`);
  return versionInForce(state, on) ?? first;
}

import {
  type ObligationsBook,
  type ObligationsVersion,
  PROVIDER_OBLIGATIONS,
} from "~/content/state-rules/provider-obligations";

// A rule change as a developer would write it into the data: the state's
// last version ends the day the new one takes effect, and the new one is
// appended. Tests pass the result where the code takes the obligations.

type Change = Partial<Omit<ObligationsVersion, "effectiveFrom" | "effectiveUntil">>;

export function withRuleChange(
  slug: string,
  effectiveFrom: string,
  change: Change,
  sources: Record<string, { url: string; note?: string }> = {},
  book: ObligationsBook = PROVIDER_OBLIGATIONS,
): ObligationsBook {
  return book.map((state) => {
    if (state.slug !== slug) return state;
    const last = state.versions.at(-1);
    if (!last) throw new Error(`${slug} has no version`);
    return {
      ...state,
      versions: [
        ...state.versions.slice(0, -1),
        { ...last, effectiveUntil: effectiveFrom },
        { ...last, ...change, effectiveFrom, effectiveUntil: null },
      ],
      sources: { ...state.sources, ...sources },
    };
  });
}

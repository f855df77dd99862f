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

/** The source the test's Illinois change cites. */
export const ILLINOIS_CHANGE_SOURCE = {
  url: "https://www.mcleboard.org/",
  note: "Changed rule (a test's)",
};

/** The day the test's Illinois change takes effect. */
export const ILLINOIS_CHANGE_DAY = "2027-03-01";

/**
 * Illinois as if its rule changed on 1 March 2027: reports due 45 days after
 * completion, $1 per attorney per credit hour, records kept 5 years.
 */
export const ILLINOIS_CHANGED = withRuleChange(
  "illinois",
  ILLINOIS_CHANGE_DAY,
  {
    deadline: {
      value: { kind: "days-after", days: 45 },
      text: "Within 45 days of completion (the changed rule).",
      sources: ["IL-NEW"],
      confidence: "official",
    },
    fee: {
      value: { kind: "per-attorney-credit-hour", cents: 100 },
      text: "$1 per attorney per credit hour (the changed rule).",
      sources: ["IL-NEW"],
      confidence: "official",
    },
    retentionYears: { value: 5, text: "5 years.", sources: ["IL-NEW"], confidence: "official" },
  },
  { "IL-NEW": ILLINOIS_CHANGE_SOURCE },
);

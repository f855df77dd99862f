import { EVALUATION_RULES, type EvaluationRuleBook } from "~/content/state-rules/evaluation-rules";

/** The research's rule book with one change: Illinois requires the evaluation from 1 January 2027. */
export const ILLINOIS_REQUIRES_FROM_2027: EvaluationRuleBook = EVALUATION_RULES.map((state) => {
  if (state.slug !== "illinois") return state;
  const [version] = state.versions;
  if (!version) throw new Error("no Illinois version");
  return {
    ...state,
    versions: [
      { ...version, effectiveUntil: "2027-01-01" },
      {
        ...version,
        effectiveFrom: "2027-01-01",
        effectiveUntil: null,
        duty: { ...version.duty, value: "required" as const },
      },
    ],
  };
});

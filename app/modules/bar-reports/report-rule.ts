import {
  type ObligationsBook,
  type ObligationsVersion,
  obligationsInForce,
  obligationsVersion,
  PROVIDER_OBLIGATIONS,
  providerObligations,
} from "~/content/state-rules/provider-obligations";
import type { Confidence } from "~/content/state-rules/types";
import { fromHundredths, toHundredths } from "~/lib/hours";
import { reportFeeCents } from "~/modules/bar-reports/report-fee";
import type { Credits, ReportLine } from "./bar-report-types";
import { periodDays } from "./report-slot";

// The version of a state's obligations a report is judged by: one per
// report, for its due date, fee and file. A live session's report takes the
// version in force on the session's day; an on-demand window's the version in
// force on the window's last day, when the window closes and its report can
// be made (docs/decisions/0040-provider-obligations-versions.md). A submitted
// report keeps the version it was made under (state and effectiveFrom).

/** The day whose version judges a report: a live session's day, an on-demand window's last. */
export function ruleDay(report: {
  scope: "live" | "on-demand";
  heldOn: string;
  period: string | null;
}): string {
  return report.scope === "on-demand" && report.period
    ? periodDays(report.period).last
    : report.heldOn;
}

/** The version in force for a report not yet submitted. */
export function reportRule(
  report: { stateSlug: string; scope: "live" | "on-demand"; heldOn: string; period: string | null },
  book: ObligationsBook = PROVIDER_OBLIGATIONS,
): ObligationsVersion {
  return obligationsInForce(report.stateSlug, ruleDay(report), book);
}

/** The version a submitted report was made under. */
export function submittedRule(
  report: { stateSlug: string; rulesEffectiveFrom: string },
  book: ObligationsBook = PROVIDER_OBLIGATIONS,
): ObligationsVersion {
  return obligationsVersion(report.stateSlug, report.rulesEffectiveFrom, book);
}

const CONFIDENCE_ORDER: Confidence[] = ["unconfirmed", "secondary", "official"];
export const lessSure = (a: Confidence, b: Confidence) =>
  CONFIDENCE_ORDER.indexOf(a) <= CONFIDENCE_ORDER.indexOf(b) ? a : b;

/** The hours of a line, all categories together. */
export const lineHours = (credits: Credits) =>
  fromHundredths(
    Object.values(credits).reduce((sum: number, hours) => sum + toHundredths(hours), 0),
  );

/** What a report's new lines cost under a version (corrected and withdrawn lines are not billed again). */
export function reportFee(
  rule: ObligationsVersion,
  lines: readonly ReportLine[],
  late: boolean,
): number {
  return reportFeeCents(
    rule.fee.value,
    lines
      .filter((line) => line.change === "new")
      .map((line) => ({ hours: lineHours(line.credits) })),
    late,
  );
}

/**
 * Whether a version takes a report of this scope; when it does not, the reason
 * and how sure it is (the fact that says so, which may be less sure than the deadline).
 * An unconfirmed exemption of on-demand completions queues the report all the same
 * (docs/decisions/0038): a needless one costs a fee, a missing one the attorney's credit.
 */
export function reportNeeded(
  rule: ObligationsVersion,
  scope: "live" | "on-demand",
): { needed: true } | { needed: false; reason: string; confidence: Confidence } {
  if (rule.deadline.value.kind === "none") {
    return { needed: false, reason: rule.deadline.text, confidence: rule.deadline.confidence };
  }
  const exemption = rule.onDemandNotReported;
  if (scope === "on-demand" && exemption && exemption.confidence !== "unconfirmed") {
    return { needed: false, reason: exemption.text, confidence: exemption.confidence };
  }
  return { needed: true };
}

/** A report's rule as its page shows it: the version's days and the sources of what it says. */
export type ReportRuleFacts = {
  effectiveFrom: string;
  effectiveUntil: string | null;
  sources: { key: string; url: string; note?: string }[];
};

/** The sources of a report's deadline and fee (or of why none is needed) under its version. */
export function reportRuleFacts(
  report: {
    stateSlug: string;
    scope: "live" | "on-demand";
    status: string;
    rulesEffectiveFrom: string;
  },
  book: ObligationsBook = PROVIDER_OBLIGATIONS,
): ReportRuleFacts {
  const rule = submittedRule(report, book);
  // An on-demand window a state takes no report of: the fact that says so has its own sources.
  const exemption =
    report.status === "not-needed" && report.scope === "on-demand"
      ? (rule.onDemandNotReported?.sources ?? [])
      : [];
  const { sources } = providerObligations(report.stateSlug, book);
  return {
    effectiveFrom: rule.effectiveFrom,
    effectiveUntil: rule.effectiveUntil,
    sources: [...new Set([...rule.deadline.sources, ...rule.fee.sources, ...exemption])].flatMap(
      (key) => {
        const source = sources[key];
        return source ? [{ key, ...source }] : [];
      },
    ),
  };
}

// The firm view's status of a member, from the credit tracker's own judgement
// of each state's period (decision 0064). Pure.

import { AT_RISK_DAYS, type ComplianceStatus } from "~/content/firm-compliance";
import type { MemberStateCompliance } from "./firm-compliance-types";

/** Worst first: the order the page sorts by and a member's status is taken from. */
const RANK: Record<ComplianceStatus, number> = {
  late: 0,
  "at-risk": 1,
  "on-track": 2,
  "not-tracked": 3,
};

export function statusRank(status: ComplianceStatus | null): number {
  return status === null ? 4 : RANK[status];
}

/**
 * One state's status: complete is on track; otherwise a passed deadline is
 * late and one within 60 days is at risk.
 */
export function judgeStateStatus(state: {
  daysLeft: number | null;
  complete: boolean;
  evaluated: boolean;
}): ComplianceStatus {
  if (!state.evaluated || state.daysLeft === null) return "not-tracked";
  if (state.complete) return "on-track";
  if (state.daysLeft < 0) return "late";
  if (state.daysLeft <= AT_RISK_DAYS) return "at-risk";
  return "on-track";
}

/** A member's status: the worst of their states' (not tracked only when no state is). */
export function judgeMemberStatus(states: readonly MemberStateCompliance[]): ComplianceStatus {
  let worst: ComplianceStatus = "not-tracked";
  for (const state of states) if (RANK[state.status] < RANK[worst]) worst = state.status;
  return worst;
}

/** The deadline a member's status rests on: the soonest with hours missing, else the soonest ahead. */
export function nextDeadline(
  states: readonly MemberStateCompliance[],
): { stateName: string; on: string; daysLeft: number } | null {
  const dated = states
    .filter((state) => state.deadline !== null && state.daysLeft !== null)
    .toSorted((a, b) => (a.deadline ?? "").localeCompare(b.deadline ?? ""));
  const pick =
    dated.find((state) => (state.stillNeeded ?? 0) > 0) ??
    dated.find((state) => (state.daysLeft ?? -1) >= 0) ??
    null;
  if (!pick?.deadline || pick.daysLeft === null) return null;
  return { stateName: pick.name, on: pick.deadline, daysLeft: pick.daysLeft };
}

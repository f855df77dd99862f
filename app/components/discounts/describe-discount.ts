import { formatPrice } from "~/lib/format";

/** "20 % off" or "$50 off". */
export function describeReduction(code: { kind: "percent" | "amount"; value: number }): string {
  return code.kind === "percent" ? `${code.value} % off` : `${formatPrice(code.value)} off`;
}

/** What a code applies to, in words. */
export function describeScope(code: {
  scope: "all" | "course" | "bundle";
  courseTitle: string | null;
  bundleTitle: string | null;
}): string {
  if (code.scope === "course") return `Course: ${code.courseTitle ?? "removed"}`;
  if (code.scope === "bundle") return `Bundle: ${code.bundleTitle ?? "removed"}`;
  return "All courses and bundles";
}

/** Where a code stands now. */
export function describeCodeState(
  code: { startsAt: Date | string; endsAt: Date | string | null; endedAt: Date | string | null },
  now: Date = new Date(),
): string {
  if (code.endedAt) return "Ended";
  if (new Date(code.startsAt) > now) return "Not started";
  if (code.endsAt && new Date(code.endsAt) <= now) return "Expired";
  return "Running";
}

// Which completions a state's approval of a course covers (docs/decisions/0037).
// States approve a course, often before or after it first runs, and the
// approval covers it from an effective date the state gives, which may precede
// the decision. So the decision day is never the start: the start is the
// effective-from date staff record, and without one the approval covers the
// course from its first presentation. It ends with its expiry, if any.

import { formatLongDate } from "~/lib/format";

/** The dates of an approval that bound what it covers (ISO days; null: open). */
export type ApprovalPeriod = { effectiveFrom: string | null; expiresOn: string | null };

/**
 * Whether the approval covers a completion on `first` (or, given `last`, any
 * day from `first` to `last`: a reporting period). ISO days compare as text.
 */
export function approvalCovers(approval: ApprovalPeriod, first: string, last = first): boolean {
  return (
    (approval.effectiveFrom === null || approval.effectiveFrom <= last) &&
    (approval.expiresOn === null || approval.expiresOn >= first)
  );
}

/** The days an approval covers, in words: "from May 1, 2026 to April 30, 2028", "from …", "until …". */
export function describeApprovalPeriod(approval: ApprovalPeriod): string {
  const { effectiveFrom, expiresOn } = approval;
  if (effectiveFrom && expiresOn) {
    return `from ${formatLongDate(effectiveFrom)} to ${formatLongDate(expiresOn)}`;
  }
  if (effectiveFrom) return `from ${formatLongDate(effectiveFrom)}`;
  if (expiresOn) return `until ${formatLongDate(expiresOn)}`;
  return "on any date";
}

// What the firm compliance view says and the figures it rests on (decision 0064).

/** "At risk": a deadline within this many days with credits still missing (issue 36). */
export const AT_RISK_DAYS = 60;

export const COMPLIANCE_STATUSES = ["late", "at-risk", "on-track", "not-tracked"] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

export const COMPLIANCE_STATUS_LABELS: Record<ComplianceStatus, string> = {
  late: "Late",
  "at-risk": "At risk",
  "on-track": "On track",
  "not-tracked": "Not tracked",
};

/** What each status means, for the page's key and the PDF report. */
export const COMPLIANCE_STATUS_MEANINGS: Record<ComplianceStatus, string> = {
  late: "a deadline has passed with credits still missing",
  "at-risk": `a deadline within ${AT_RISK_DAYS} days with credits still missing`,
  "on-track": "every tracked state complete, or its deadline more than 60 days away",
  "not-tracked": "no reporting period recorded in the credit tracker yet",
};

export const FIRM_COMPLIANCE_SORTS = ["status", "name", "deadline", "needed"] as const;
export type FirmComplianceSort = (typeof FIRM_COMPLIANCE_SORTS)[number];

export const FIRM_COMPLIANCE_SORT_LABELS: Record<FirmComplianceSort, string> = {
  status: "Status (late first)",
  name: "Name",
  deadline: "Next deadline",
  needed: "Hours still needed",
};

export const FIRM_COMPLIANCE_MESSAGES = {
  notShared:
    "Has not agreed to share their credit tracker: only courses assigned and completed through the firm are shown.",
  noMembers: "No member matches these filters.",
  noGap: "Nothing is missing before the next deadline in any tracked state.",
  noCourses:
    "No approved course we offer closes this gap before the deadline. The member can add credits earned elsewhere in their credit tracker.",
  memberNotFound: "This person is not a member of your firm.",
  summaryOn: "You will get the weekly summary by e-mail.",
  summaryOff: "You will no longer get the weekly summary.",
} as const;

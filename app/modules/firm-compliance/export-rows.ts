// The firm compliance view flattened for its exports: one row per member and
// tracked state (one row for a member without any, or who does not share). Pure.

import { COMPLIANCE_STATUS_LABELS } from "~/content/firm-compliance";
import { formatHours } from "~/lib/hours";
import type { FirmMemberCompliance } from "./firm-compliance-types";

export type ComplianceExportRow = {
  name: string;
  email: string;
  role: string;
  shares: string;
  memberStatus: string;
  state: string;
  stateStatus: string;
  deadline: string;
  earned: string;
  required: string;
  stillNeeded: string;
  /** "Ethics 1.0 of 2.0; General 4.0 of 10.0" */
  byCategory: string;
  /** Courses through the firm: "Title (completed 2026-11-02)". */
  firmCourses: string;
};

export function complianceExportRows(
  members: readonly FirmMemberCompliance[],
): ComplianceExportRow[] {
  return members.flatMap((member) => {
    const base = {
      name: member.name,
      email: member.email,
      role: member.isAdmin ? "administrator" : "member",
      shares: member.shares ? "yes" : "no",
      memberStatus: member.status ? COMPLIANCE_STATUS_LABELS[member.status] : "Not shared",
      firmCourses: member.firmCourses
        .map(
          (course) =>
            `${course.title} (${course.completedOn ? `completed ${course.completedOn}` : `assigned ${course.assignedOn}`})`,
        )
        .join("; "),
    };
    const empty = {
      state: "",
      stateStatus: "",
      deadline: "",
      earned: "",
      required: "",
      stillNeeded: "",
      byCategory: "",
    };
    if (member.states.length === 0) return [{ ...base, ...empty }];
    return member.states.map((state) => ({
      ...base,
      state: state.name,
      stateStatus: COMPLIANCE_STATUS_LABELS[state.status],
      deadline: state.deadline ?? "",
      earned: state.counted === null ? "" : formatHours(state.counted),
      required: state.required === null ? "" : formatHours(state.required),
      stillNeeded: state.stillNeeded === null ? "" : formatHours(state.stillNeeded),
      byCategory: state.categories
        .filter((category) => category.label !== "Total")
        .map(
          (category) =>
            `${category.label} ${formatHours(category.earned)} of ${formatHours(category.required)}`,
        )
        .join("; "),
    }));
  });
}

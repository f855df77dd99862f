// What a state asks of every attorney, read from its rules alone: the total
// per period and the required subjects. The tracker shows it while the
// attorney's own period cannot be worked out yet (a date of birth missing ...).

import type { Requirement, RuleVersion } from "~/content/state-rules/types";

export type RequirementOutline = {
  id: string;
  label: string;
  hours: number;
  /** Requirements counted inside this one. */
  within: RequirementOutline[];
};

export type RequirementsOutline = {
  totalHours: number;
  periodMonths: number;
  requirements: RequirementOutline[];
};

function outline(requirement: Requirement): RequirementOutline {
  return {
    id: requirement.id,
    label: requirement.label,
    hours: requirement.minHours,
    within: (requirement.within ?? []).map(outline),
  };
}

export function outlineRequirements(version: RuleVersion): RequirementsOutline {
  return {
    totalHours: version.totalHours.value,
    periodMonths: version.period.value.months,
    requirements: version.requirements.value.map(outline),
  };
}

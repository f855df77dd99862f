import { COURSES, FACULTY } from "~/content/catalogue";
import { APPROVED_STATES } from "~/content/states";
import { courseDetailsSchema } from "~/modules/course-editing/course-forms";

/** The editor's form as a browser posts it (flat fields). */
export function detailsFields(
  version: number,
  overrides: Record<string, string | string[]> = {},
): Record<string, string | string[]> {
  const approvals = Object.fromEntries(
    APPROVED_STATES.flatMap((state) => [[`approval-${state.slug}-status`, "none"]]),
  );
  return {
    version: String(version),
    title: "AI Contract Review Clinic",
    summary: "Review contracts with AI tools, safely.",
    description: "A practical clinic on reviewing contracts with AI.",
    categorySlug: COURSES[0]?.categorySlug ?? "",
    format: "on_demand",
    level: "Intermediate",
    durationMinutes: "60",
    price: "49",
    memberPrice: "39.50",
    imagePath: "/images/courses/ai.svg",
    imageAlt: "",
    topics: "Clause extraction\n\n  Redlines  ",
    learningObjectives: "Spot risky clauses",
    includes: "On-demand video",
    facultyIds: [FACULTY[0]?.id ?? ""],
    "credit-general": "1",
    ...approvals,
    "approval-new-york-status": "pending",
    "approval-new-york-appliedOn": "2026-10-01",
    "approval-texas-status": "approved",
    "approval-texas-number": "TX-778812",
    "approval-texas-approvedOn": "2026-11-02",
    ...overrides,
  };
}

/** The editor's form (detailsFields) parsed as the action does. */
export function detailsForm(version: number, overrides: Record<string, string | string[]> = {}) {
  const parsed = courseDetailsSchema.safeParse(detailsFields(version, overrides));
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return parsed.data;
}

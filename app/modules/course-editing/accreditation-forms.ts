import { z } from "zod";
import type { AccreditationStatus } from "~/content/course-types";
import { APPROVED_STATES } from "~/content/states";
import {
  listPageField,
  listSearchField,
  optionalDayField,
  present,
  versionField,
} from "~/lib/form-fields";
import { ACCREDITATION_CHOICES, type AccreditationChoice } from "./accreditation-fields";

// A course's accreditation by state, as the course editor and the compliance
// officer's accreditation page post it: flat fields approval-<state>-<part>.

const today = () => new Date().toISOString().slice(0, 10);

function approvalFields(slug: string) {
  return {
    [`approval-${slug}-status`]: present(
      z.enum(
        Object.keys(ACCREDITATION_CHOICES) as [AccreditationChoice, ...AccreditationChoice[]],
        {
          message: "Choose the accreditation status.",
        },
      ),
    ),
    [`approval-${slug}-number`]: z
      .string()
      .trim()
      .max(60, "Use at most 60 characters.")
      .optional()
      .transform((value) => value || null),
    [`approval-${slug}-approvedOn`]: optionalDayField("the decision date", {
      example: "2026-03-02",
    }),
    [`approval-${slug}-appliedOn`]: optionalDayField("the application date", {
      latest: today,
      example: "2026-03-02",
    }),
    [`approval-${slug}-effectiveFrom`]: optionalDayField("the date the approval takes effect", {
      example: "2026-01-15",
    }),
    [`approval-${slug}-expiresOn`]: optionalDayField("the end of the approval", {
      example: "2028-03-01",
    }),
  };
}

/** Every state's fields, typed by their name pattern. */
export const approvalShape = Object.assign(
  {},
  ...APPROVED_STATES.map((state) => approvalFields(state.slug)),
) as Record<`approval-${string}`, z.ZodType<unknown>>;

/** What an approved or denied state also needs, and dates that must agree. */
export function checkApprovals(value: object, context: z.RefinementCtx): void {
  const fields = value as Record<string, unknown>;
  const issue = (slug: string, part: string, message: string) =>
    context.addIssue({ code: "custom", path: [`approval-${slug}-${part}`], message });
  for (const state of APPROVED_STATES) {
    const field = (part: string) => fields[`approval-${state.slug}-${part}`];
    const status = field("status");
    if (status === "approved") {
      if (!field("number")) issue(state.slug, "number", `Enter ${state.name}'s course number.`);
      if (!field("approvedOn"))
        issue(state.slug, "approvedOn", `Enter the date ${state.name} approved the course.`);
      const from = field("effectiveFrom");
      const until = field("expiresOn");
      if (typeof from === "string" && typeof until === "string" && from > until) {
        issue(
          state.slug,
          "effectiveFrom",
          `${state.name}'s approval cannot take effect after it ends: make the effective date no later than the end date.`,
        );
      }
    }
    if (status === "denied" && !field("approvedOn")) {
      issue(state.slug, "approvedOn", `Enter the date ${state.name} denied the course.`);
    }
  }
}

/** The compliance officer's accreditation page: every state's decision, at the course's version. */
export const accreditationSchema = z
  .object({ version: versionField, ...approvalShape })
  .superRefine(checkApprovals);

export type AccreditationForm = z.infer<typeof accreditationSchema>;

export type AccreditationInput = {
  stateSlug: string;
  status: AccreditationStatus;
  approvalNumber: string | null;
  approvedOn: string | null;
  appliedOn: string | null;
  effectiveFrom: string | null;
  expiresOn: string | null;
  deniedOn: string | null;
};

/**
 * The states where the course is approved, applied for or denied, from the
 * form. The form's one decision date is the approval's or the denial's.
 */
export function accreditationsFromForm(form: object): AccreditationInput[] {
  const fields = form as Record<string, string | null>;
  return APPROVED_STATES.flatMap((state) => {
    const field = (part: string) => fields[`approval-${state.slug}-${part}`] ?? null;
    const status = field("status");
    if (status !== "pending" && status !== "approved" && status !== "denied") return [];
    const approved = status === "approved";
    return [
      {
        stateSlug: state.slug,
        status,
        approvalNumber: approved ? field("number") : null,
        approvedOn: approved ? field("approvedOn") : null,
        appliedOn: field("appliedOn"),
        effectiveFrom: approved ? field("effectiveFrom") : null,
        expiresOn: approved ? field("expiresOn") : null,
        deniedOn: status === "denied" ? field("approvedOn") : null,
      },
    ];
  });
}

const DECISIONS = Object.keys(ACCREDITATION_CHOICES) as [
  AccreditationChoice,
  ...AccreditationChoice[],
];

/**
 * The accreditation list's search and filters (query string): a course's
 * title, a decision, in one state or in any; anything unreadable is no filter.
 */
export const accreditationFiltersSchema = z.object({
  q: listSearchField,
  state: z
    .string()
    .optional()
    .catch(undefined)
    .transform((slug) => APPROVED_STATES.find((state) => state.slug === slug)?.slug),
  decision: z.enum(DECISIONS).optional().catch(undefined),
  page: listPageField,
});

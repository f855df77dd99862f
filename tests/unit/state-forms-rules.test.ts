import { describe, expect, it } from "vitest";
import {
  attendanceFormFor,
  type FormCompletion,
  prescribedForms,
  STATE_FORMS,
  type StateFormsBook,
} from "~/content/state-rules/state-forms";

// Which prescribed form a completion gets, by state, approval and day, from
// the research (../shared/data/cle-accreditation-conditions.md §7): Virginia
// Form 2 and California's certificate are filled in; New York's certificate
// (field list only described by a secondary source) and New Jersey's (fields
// not found) are not; Form 3 is for teaching, which no completion is.

const completion = (overrides: Partial<FormCompletion>): FormCompletion => ({
  stateSlug: "virginia",
  completedOn: "2026-09-14",
  approvalStatus: "approved",
  approvalNumber: "VA-26-0010",
  ...overrides,
});

/** The data with Virginia's forms ended on 1 January 2027 (a rule change, as a test sees one). */
const VIRGINIA_ENDS: StateFormsBook = STATE_FORMS.map((state) =>
  state.slug !== "virginia"
    ? state
    : {
        ...state,
        versions: [
          ...state.versions.map((version) => ({ ...version, effectiveUntil: "2027-01-01" })),
          { effectiveFrom: "2027-01-01", effectiveUntil: null, forms: [] },
        ],
      },
);

describe("the state's attendance form for a completion", () => {
  it.each([
    { case: "Virginia, approved", given: {}, form: "virginia-form-2" },
    {
      case: "Virginia, pending (no course ID)",
      given: { approvalStatus: "pending", approvalNumber: null },
      form: null,
    },
    { case: "Virginia, approved without a number", given: { approvalNumber: null }, form: null },
    {
      case: "California, approved",
      given: { stateSlug: "california", approvalNumber: "CA-1" },
      form: "california-certificate",
    },
    { case: "New York, accredited", given: { stateSlug: "new-york" }, form: null },
    { case: "New Jersey", given: { stateSlug: "new-jersey" }, form: null },
    { case: "Illinois", given: { stateSlug: "illinois" }, form: null },
    { case: "Before any form was recorded", given: { completedOn: "1999-12-31" }, form: null },
  ] as const)("$case: $form", ({ given, form }) => {
    expect(attendanceFormFor(completion(given))?.id ?? null).toBe(form);
  });

  it.each([
    { day: "2026-12-31", form: "virginia-form-2" },
    { day: "2027-01-01", form: null },
  ])("follows the rule in force on the completion day: $day → $form", ({ day, form }) => {
    expect(attendanceFormFor(completion({ completedOn: day }), VIRGINIA_ENDS)?.id ?? null).toBe(
      form,
    );
  });

  it("records what each state prescribes and whether its field list is confirmed", () => {
    const summary = (slug: string) =>
      prescribedForms(slug, "2026-12-05").map((form) => [
        form.id,
        form.purpose,
        form.fieldListConfirmed,
      ]);
    expect(summary("virginia")).toEqual([
      ["virginia-form-2", "attendance", true],
      ["virginia-form-3", "teaching", true],
    ]);
    expect(summary("new-york")).toEqual([["new-york-certificate", "attendance", false]]);
    expect(summary("california")).toEqual([["california-certificate", "attendance", true]]);
    expect(summary("new-jersey")).toEqual([["new-jersey-certificate", "attendance", false]]);
    expect(summary("texas")).toEqual([]);
  });

  it("cites a source of its own state for every fact, and a field for the course ID in Virginia", () => {
    for (const state of STATE_FORMS) {
      for (const version of state.versions) {
        for (const form of version.forms) {
          for (const fact of [form.appliesTo, form.fields]) {
            if (fact.confidence !== "unconfirmed") expect(fact.sources.length).toBeGreaterThan(0);
            for (const key of fact.sources) expect(state.sources[key]).toBeDefined();
          }
        }
      }
    }
    expect(prescribedForms("virginia", "2026-12-05")[0]?.fields.value).toContain("course-id");
  });
});

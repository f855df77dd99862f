import { STATE_FORMS, type StateForm, type StateForms } from "./state-forms-data";
import { versionInForce } from "./version-in-force";

// Which prescribed form an attendee gets, if any: the data, versioned and
// sourced, is in state-forms-data.ts.

export type * from "./state-forms-data";
export { STATE_FORMS, STATE_FORMS_SINCE } from "./state-forms-data";

/** Every state's prescribed forms: the data, or (in tests) the data with a change. */
export type StateFormsBook = readonly StateForms[];

/** The forms a state prescribes on a day (ISO day or Date); none for a state without any. */
export function prescribedForms(
  slug: string,
  on: Date | string,
  book: StateFormsBook = STATE_FORMS,
): readonly StateForm[] {
  const state = book.find((each) => each.slug === slug);
  return state ? (versionInForce(state, on)?.forms ?? []) : [];
}

/** What decides the form of one completion: its state, its day and the state's approval. */
export type FormCompletion = {
  stateSlug: string;
  /** ISO day. */
  completedOn: string;
  approvalStatus: "approved" | "pending";
  /** The state's course number (Virginia's course ID); null while pending. */
  approvalNumber: string | null;
};

/**
 * The state's attendance form filled in for this completion, or null: only a
 * form in force on the completion day, whose field list the research
 * confirms, for a course the state approved with its own number. Anything
 * else keeps the product's certificate alone.
 */
export function attendanceFormFor(
  completion: FormCompletion,
  book: StateFormsBook = STATE_FORMS,
): StateForm | null {
  if (completion.approvalStatus !== "approved" || !completion.approvalNumber) return null;
  return (
    prescribedForms(completion.stateSlug, completion.completedOn, book).find(
      (form) => form.purpose === "attendance" && form.fieldListConfirmed,
    ) ?? null
  );
}

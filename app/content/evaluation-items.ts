// An evaluation form's questions: the default (Pennsylvania's four items on
// its five-point scale, Missouri's three, a comment) and the scale itself.
// Pure data shared by the attendee's form, the staff's editor and results.

/** One question: a rating on the five-point scale, or free text. */
export type EvaluationItem = {
  /** Stable within a course's versions: answers and results are keyed by it. */
  id: string;
  label: string;
  kind: "scale" | "text";
  /** The state whose rule asks this question, if any (it cannot be removed, only reworded). */
  askedBy?: "pennsylvania" | "missouri";
};

/** The five-point scale Pennsylvania prescribes, lowest first. */
export const EVALUATION_SCALE = [
  { value: 1, label: "Failed to meet expectations" },
  { value: 2, label: "Below expectations" },
  { value: 3, label: "Met expectations" },
  { value: 4, label: "Exceeded expectations" },
  { value: 5, label: "Excellent" },
] as const;

export const DEFAULT_EVALUATION_ITEMS: readonly EvaluationItem[] = [
  { id: "overall", label: "Overall quality of the course", kind: "scale", askedBy: "pennsylvania" },
  { id: "materials", label: "Written materials", kind: "scale", askedBy: "pennsylvania" },
  { id: "presenters", label: "Instructors and presenters", kind: "scale", askedBy: "pennsylvania" },
  {
    id: "platform",
    label: "Ease of use of the platform",
    kind: "scale",
    askedBy: "pennsylvania",
  },
  { id: "quality", label: "Quality of the seminar", kind: "scale", askedBy: "missouri" },
  {
    id: "effectiveness",
    label: "Effectiveness of the seminar",
    kind: "scale",
    askedBy: "missouri",
  },
  { id: "usefulness", label: "Usefulness of the seminar", kind: "scale", askedBy: "missouri" },
  { id: "comment", label: "Comments", kind: "text" },
];

/** The most questions a form may have, and the longest question and comment. */
export const MAX_EVALUATION_ITEMS = 20;
export const MAX_ITEM_LABEL = 200;
export const MAX_COMMENT_LENGTH = 4000;

/** What an attendee answered: a rating per scale item, text per text item. */
export type EvaluationAnswers = Record<string, number | string>;

import { z } from "zod";
import {
  type EvaluationItem,
  MAX_EVALUATION_ITEMS,
  MAX_ITEM_LABEL,
} from "~/content/evaluation-items";

// A staff edit of a course's evaluation form: reworded questions, removed
// ones (not those a state's rule asks), one added, and whether the course
// asks for the evaluation before every certificate. Pure: applying it to the
// current items gives the next version's, or why not.

export type EvaluationFormEdit = {
  labels: Map<string, string>;
  remove: Set<string>;
  add: { label: string; kind: "scale" | "text" } | null;
  requiredForAll: boolean;
};

/** The field a question's wording is posted under. */
export function labelField(id: string): string {
  return `label-${id}`;
}

export const evaluationFormSchema = z
  .looseObject({
    version: z.coerce.number().int().min(0),
    requiredForAll: z.literal("on").optional(),
    remove: z.array(z.string()).optional(),
    newLabel: z
      .string()
      .trim()
      .max(MAX_ITEM_LABEL, `Keep a question under ${MAX_ITEM_LABEL} characters.`)
      .optional(),
    newKind: z.enum(["scale", "text"]).optional(),
  })
  .transform((value) => {
    const labels = new Map<string, string>();
    for (const [name, raw] of Object.entries(value)) {
      if (name.startsWith("label-") && typeof raw === "string") {
        labels.set(name.slice("label-".length), raw.trim());
      }
    }
    const edit: EvaluationFormEdit = {
      labels,
      remove: new Set(value.remove ?? []),
      add: value.newLabel ? { label: value.newLabel, kind: value.newKind ?? "scale" } : null,
      requiredForAll: value.requiredForAll === "on",
    };
    return { version: value.version, edit };
  });

/** A short id for an added question, unique among the items. */
function newItemId(label: string, items: readonly EvaluationItem[]): string {
  const base =
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 30) || "question";
  const taken = new Set(items.map((item) => item.id));
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

/** The items after the edit, or the field and message that refuse it. */
export function applyEvaluationFormEdit(
  items: readonly EvaluationItem[],
  edit: EvaluationFormEdit,
): { ok: true; items: EvaluationItem[] } | { ok: false; field: string; message: string } {
  const next: EvaluationItem[] = [];
  for (const item of items) {
    if (edit.remove.has(item.id)) {
      if (item.askedBy) {
        return {
          ok: false,
          field: labelField(item.id),
          message: "A question a state's rule asks for can be reworded, not removed.",
        };
      }
      continue;
    }
    const label = edit.labels.get(item.id) ?? item.label;
    if (!label) {
      return { ok: false, field: labelField(item.id), message: "Enter the question." };
    }
    if (label.length > MAX_ITEM_LABEL) {
      return {
        ok: false,
        field: labelField(item.id),
        message: `Keep a question under ${MAX_ITEM_LABEL} characters.`,
      };
    }
    next.push({ ...item, label });
  }
  if (edit.add) {
    if (next.length >= MAX_EVALUATION_ITEMS) {
      return {
        ok: false,
        field: "newLabel",
        message: `A form has at most ${MAX_EVALUATION_ITEMS} questions.`,
      };
    }
    next.push({ id: newItemId(edit.add.label, next), label: edit.add.label, kind: edit.add.kind });
  }
  return { ok: true, items: next };
}

import type { RefObject } from "react";
import { Form } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import { EVALUATION_SCALE, type EvaluationItem, MAX_ITEM_LABEL } from "~/content/evaluation-items";

const ASKED_BY = { pennsylvania: "Pennsylvania", missouri: "Missouri" } as const;

type Props = {
  version: number;
  items: readonly EvaluationItem[];
  requiredForAll: boolean;
  savedBy: string | null;
  savedAt: string | null;
  errors: Record<string, string>;
  alert: { ok: boolean; message: string } | null;
  busy: boolean;
  formRef: RefObject<HTMLFormElement | null>;
};

/**
 * A course's evaluation form, for staff: each question's wording, the
 * questions they may remove (not those a state asks), one to add, and
 * whether every attendee must evaluate before the certificate. Saving makes
 * the next version; answers keep the version they were given on.
 */
export function EvaluationFormEditor(props: Props) {
  return (
    <Form
      method="post"
      ref={props.formRef}
      aria-labelledby="evaluation-form-heading"
      className="grid gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="evaluation-form-heading" className="font-semibold text-xl">
        Evaluation form
      </h2>
      <p className="text-slate-700 text-sm">
        {props.version === 0
          ? "The default form: Pennsylvania's four questions and Missouri's three, rated on a five-point scale, and a comment."
          : `Version ${props.version}${props.savedBy ? `, saved by ${props.savedBy}` : ""}${props.savedAt ? ` on ${props.savedAt}` : ""}.`}{" "}
        Ratings: {EVALUATION_SCALE.map((point) => `${point.value} ${point.label}`).join(", ")}.
        Saving makes a new version; evaluations already given keep theirs.
      </p>
      <input type="hidden" name="version" value={props.version} />
      {props.alert ? (
        <FormAlert tone={props.alert.ok ? "success" : "error"}>{props.alert.message}</FormAlert>
      ) : null}
      <fieldset className="grid gap-4">
        <legend className="font-medium">Questions</legend>
        {props.items.map((item) => (
          <div key={item.id} className="grid gap-2 border-slate-200 border-b pb-3">
            <TextField
              label={`Question (${item.kind === "scale" ? "rating 1–5" : "free text"})`}
              name={`label-${item.id}`}
              required
              maxLength={MAX_ITEM_LABEL}
              defaultValue={item.label}
              error={props.errors[`label-${item.id}`]}
              hint={
                item.askedBy
                  ? `${ASKED_BY[item.askedBy]} asks this question: it can be reworded, not removed.`
                  : undefined
              }
            />
            {item.askedBy ? null : (
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="remove"
                  value={item.id}
                  className="size-4 accent-brand-700"
                />
                Remove this question
              </label>
            )}
          </div>
        ))}
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <legend className="font-medium">Add a question (optional)</legend>
        <TextField
          label="New question"
          name="newLabel"
          maxLength={MAX_ITEM_LABEL}
          error={props.errors.newLabel}
        />
        <SelectField
          label="Answered by"
          name="newKind"
          defaultValue="scale"
          options={[
            { value: "scale", label: "A rating from 1 to 5" },
            { value: "text", label: "Free text" },
          ]}
        />
      </fieldset>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          name="requiredForAll"
          defaultChecked={props.requiredForAll}
          className="mt-1 size-4 shrink-0 accent-brand-700"
        />
        <span>
          <span className="font-medium">Required before the certificate for every attendee</span>
          <span className="block text-slate-700 text-sm">
            Otherwise it is required only where an attendee's state requires it (Pennsylvania), and
            offered everywhere else.
          </span>
        </span>
      </label>
      <div>
        <SubmitButton busy={props.busy} busyLabel="Saving…">
          Save the evaluation form
        </SubmitButton>
      </div>
    </Form>
  );
}

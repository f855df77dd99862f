import type { RefObject } from "react";
import { Form } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { RadioChoices } from "~/components/ui/radio-choices";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextAreaField } from "~/components/ui/text-area-field";
import {
  EVALUATION_SCALE,
  type EvaluationItem,
  MAX_COMMENT_LENGTH,
} from "~/content/evaluation-items";
import type { FormFields } from "~/lib/form-reply";

/** The attendee's evaluation: a rating per question (1 to 5) and any comment; a plain form post. */
export function CourseEvaluationForm({
  formVersion,
  items,
  typed,
  errors,
  alert,
  busy,
  formRef,
}: {
  formVersion: number;
  items: readonly EvaluationItem[];
  typed: FormFields | null;
  errors: Record<string, string>;
  alert: { ok: boolean; message: string } | null;
  busy: boolean;
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const typedValue = (name: string) => {
    const value = typed?.[name];
    return typeof value === "string" ? value : undefined;
  };
  return (
    <Form method="post" ref={formRef} aria-label="Course evaluation" className="grid gap-6">
      <input type="hidden" name="formVersion" value={formVersion} />
      {alert && !alert.ok ? <FormAlert tone="error">{alert.message}</FormAlert> : null}
      <p className="text-slate-700">
        Rate each from 1 ({EVALUATION_SCALE[0].label}) to 5 (
        {EVALUATION_SCALE[EVALUATION_SCALE.length - 1]?.label}). Your answers are anonymous: the
        faculty see the results without your name.
      </p>
      {items.map((item) =>
        item.kind === "scale" ? (
          <RadioChoices
            key={item.id}
            legend={item.label}
            name={`answer-${item.id}`}
            options={EVALUATION_SCALE.map((point) => ({
              value: String(point.value),
              label: `${point.value}: ${point.label}`,
            }))}
            initial={typedValue(`answer-${item.id}`)}
            error={errors[`answer-${item.id}`]}
          />
        ) : (
          <TextAreaField
            key={item.id}
            label={`${item.label} (optional)`}
            name={`answer-${item.id}`}
            maxLength={MAX_COMMENT_LENGTH}
            defaultValue={typedValue(`answer-${item.id}`)}
            error={errors[`answer-${item.id}`]}
          />
        ),
      )}
      <div>
        <SubmitButton busy={busy} busyLabel="Sending…">
          Submit the evaluation
        </SubmitButton>
      </div>
    </Form>
  );
}

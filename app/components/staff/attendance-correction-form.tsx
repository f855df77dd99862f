import { Form } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { RadioChoices } from "~/components/ui/radio-choices";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { usePageForm } from "~/components/ui/use-page-form";
import type { FormReply } from "~/lib/form-reply";
import {
  CORRECTION_OUTCOME_HINTS,
  CORRECTION_OUTCOME_LABELS,
  CORRECTION_OUTCOMES,
} from "~/modules/attendance/attendance-correction-fields";

export type CorrectionFormValues = Record<string, string>;

/**
 * A new correction of one attendee's attendance: what it is about, what the
 * evidence shows, why, and the evidence itself. It names the correction it
 * replaces, so a correction recorded meanwhile by someone else refuses it.
 */
export function AttendanceCorrectionForm({
  reply,
  subjects,
  replaces,
  programMinutes,
}: {
  reply: FormReply<CorrectionFormValues> | undefined;
  /** The attendee's ended live session and the on-demand lecture, as they may be corrected. */
  subjects: { value: string; label: string }[];
  /** The corrections that count now, of the live session and of the lecture ("" for none). */
  replaces: { session: string; lecture: string };
  programMinutes: Record<string, number | null>;
}) {
  const form = usePageForm(reply);
  const value = (name: string, initial = "") => form.values?.[name] ?? initial;
  const lengths = subjects
    .map((subject) => {
      const minutes = programMinutes[subject.value];
      return minutes ? `${subject.label}: ${minutes} minutes` : null;
    })
    .filter(Boolean)
    .join("; ");
  return (
    <Form
      method="post"
      ref={form.form}
      className="grid max-w-2xl gap-5 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      aria-labelledby="correction-heading"
    >
      <h2 id="correction-heading" className="font-semibold text-xl">
        Record a correction
      </h2>
      <p className="text-slate-700 text-sm">
        A correction is a new record: what was recorded stays as it was, and the live session and
        the lecture are corrected apart. The attendee's valid certificates for the part corrected
        are re-issued with the credit it earns, or revoked (for good) when attendance is not
        accepted; the tracker follows.
      </p>
      {reply ? <FormAlert tone={reply.ok ? "success" : "error"}>{reply.message}</FormAlert> : null}
      <input type="hidden" name="replacesSession" value={replaces.session} />
      <input type="hidden" name="replacesLecture" value={replaces.lecture} />
      <RadioChoices
        legend="What it is about"
        name="subject"
        options={subjects}
        initial={value("subject", subjects.length === 1 ? subjects[0]?.value : undefined)}
        error={form.errors.subject}
      />
      <RadioChoices
        legend="What the evidence shows"
        name="outcome"
        options={CORRECTION_OUTCOMES.map((outcome) => ({
          value: outcome,
          label: CORRECTION_OUTCOME_LABELS[outcome],
          hint: CORRECTION_OUTCOME_HINTS[outcome],
        }))}
        initial={value("outcome") || undefined}
        error={form.errors.outcome}
      />
      <TextField
        label={`Minutes attended (for "${CORRECTION_OUTCOME_LABELS.partial}" only${lengths ? `; ${lengths}` : ""})`}
        name="attendedMinutes"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        defaultValue={value("attendedMinutes")}
        error={form.errors.attendedMinutes}
      />
      <TextField
        label="Reason (public on a re-issued certificate's old number; write it for the attorney and any verifier)"
        name="reason"
        required
        maxLength={500}
        defaultValue={value("reason")}
        error={form.errors.reason}
      />
      <TextAreaField
        label="Evidence (what shows it: a meeting report, a support conversation, a log)"
        name="evidence"
        required
        maxLength={2000}
        rows={4}
        defaultValue={value("evidence")}
        error={form.errors.evidence}
      />
      <div>
        <SubmitButton busy={form.busy} busyLabel="Recording…">
          Record the correction
        </SubmitButton>
      </div>
    </Form>
  );
}

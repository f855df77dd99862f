import { Form } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import { usePageForm } from "~/components/ui/use-page-form";
import { type FormFields, type FormReply, typedText } from "~/lib/form-reply";
import { formatClock } from "~/lib/format";
import { MAX_PREVIEW_SECONDS } from "~/modules/media/preview-rules";

type Props = {
  /** The length of the public preview now (0: none). */
  previewSeconds: number;
  /** The uploaded lecture's length. */
  lectureSeconds: number;
  version: number;
  reply: FormReply<FormFields> | undefined;
};

/** How much of the uploaded lecture visitors may watch without registering. */
export function LecturePreviewForm({ previewSeconds, lectureSeconds, version, reply }: Props) {
  const form = usePageForm(reply, { intent: "preview" });
  // What was typed, shown again after a refused save.
  const typed = typedText(form.values, "previewSeconds");
  return (
    <Form
      // A new version (this save or another's) shows what is saved now.
      key={version}
      method="post"
      ref={form.form}
      aria-labelledby="preview-heading"
      className="grid gap-3"
    >
      <h3 id="preview-heading" className="font-semibold">
        Public preview
      </h3>
      <input type="hidden" name="intent" value="preview" />
      <input type="hidden" name="version" value={version} />
      {reply ? <FormAlert tone={reply.ok ? "success" : "error"}>{reply.message}</FormAlert> : null}
      <p data-testid="current-preview">
        {previewSeconds > 0
          ? `Visitors may watch the first ${formatClock(previewSeconds)} of the lecture (${formatClock(lectureSeconds)}) without registering, on the course page's "Watch Preview".`
          : 'No public preview: visitors see no "Watch Preview" for this course.'}
      </p>
      <div className="max-w-xs">
        <TextField
          label="Preview length in seconds"
          name="previewSeconds"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_PREVIEW_SECONDS}
          step={1}
          required
          defaultValue={typed ?? String(previewSeconds)}
          error={form.errors.previewSeconds}
          hint={`0 for none, at most ${MAX_PREVIEW_SECONDS} (5 minutes). The clip is cut again from the video when you save.`}
        />
      </div>
      <div>
        <SubmitButton busy={form.busy} busyLabel="Cutting the preview…">
          Save preview length
        </SubmitButton>
      </div>
    </Form>
  );
}

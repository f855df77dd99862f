import { Form } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { TextAreaField } from "~/components/ui/text-area-field";
import { usePageForm } from "~/components/ui/use-page-form";
import { type FormFields, type FormReply, typedText } from "~/lib/form-reply";
import { formatChapterLines, MAX_CHAPTERS } from "~/modules/course-editing/lecture-chapters";
import { PendingPartNote, PendingSaveButtons, type PendingSaved } from "./pending-part";

type Props = {
  courseId: string;
  /** The pending chapters when there are some (decision 0070), else the public ones. */
  chapters: { title: string; startSeconds: number }[];
  version: number;
  published: boolean;
  pending: PendingSaved | null;
  reply: FormReply<FormFields> | undefined;
};

/** The chapters the player lists for the recorded lecture, one a line. */
export function LectureChaptersForm(props: Props) {
  const { chapters, version, reply } = props;
  const form = usePageForm(reply, { intent: "chapters" });
  // What was typed, shown again after a refused save.
  const typed = typedText(form.values, "chapters");
  return (
    <Form
      // A new version (this save or another's) shows what is saved now.
      key={version}
      method="post"
      ref={form.form}
      aria-labelledby="chapters-heading"
      className="grid gap-3"
    >
      <h3 id="chapters-heading" className="font-semibold">
        Chapters
      </h3>
      <input type="hidden" name="intent" value="chapters" />
      <input type="hidden" name="version" value={version} />
      {reply ? <FormAlert tone={reply.ok ? "success" : "error"}>{reply.message}</FormAlert> : null}
      {props.pending ? (
        <PendingPartNote courseId={props.courseId} pending={props.pending} what="This list" />
      ) : null}
      <p className="text-slate-700 text-sm">
        Attorneys jump between chapters in the player. The first starts at 0:00; at most{" "}
        {MAX_CHAPTERS}. For example: <code>12:30 Confidentiality</code>.
      </p>
      <TextAreaField
        label="Chapters, one a line: the time it starts, then its title"
        name="chapters"
        rows={Math.min(12, Math.max(4, chapters.length + 1))}
        defaultValue={typed ?? formatChapterLines(chapters)}
        error={form.errors.chapters}
        className="rounded-md border border-slate-400 px-3 py-2 font-mono text-base aria-invalid:border-red-700"
      />
      <PendingSaveButtons published={props.published} busy={form.busy} busyLabel="Saving…">
        Save chapters
      </PendingSaveButtons>
    </Form>
  );
}

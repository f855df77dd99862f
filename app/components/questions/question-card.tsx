import { Form } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextAreaField } from "~/components/ui/text-area-field";
import type { FormFields, FormReply } from "~/lib/form-reply";
import type { ListedQuestion } from "~/modules/questions/present-question";

const DUE_STYLES = {
  "no-time": "bg-slate-100 text-slate-800",
  due: "bg-amber-50 text-amber-950 ring-1 ring-amber-300",
  overdue: "bg-red-50 text-red-800 ring-1 ring-red-300",
  answered: "bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200",
} as const;

/**
 * A question with its answer, or the form that answers it (a plain post to
 * the page's action, intent "answer"). The reply of this question's own post
 * shows beside it.
 */
export function QuestionCard({
  question,
  reply,
  busy,
}: {
  question: ListedQuestion;
  /** The page's last answer reply, when it was about this question. */
  reply: FormReply<FormFields> | null;
  busy: boolean;
}) {
  const headingId = `question-${question.id}`;
  const typed = reply && !reply.ok ? reply.values?.answer : undefined;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id={headingId} className="font-semibold text-lg">
        {question.courseTitle}
        <span className="sr-only">: {question.answer ? "answered" : "open"} question</span>
      </h3>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700 text-sm">
        <span>{question.askedText}</span>
        <span className={`rounded-full px-2 py-0.5 font-semibold ${DUE_STYLES[question.due.kind]}`}>
          {question.due.text}
        </span>
        {question.due.rule ? <span>{question.due.rule}</span> : null}
      </p>
      {question.asker ? <p className="mt-1 text-slate-700 text-sm">From {question.asker}</p> : null}
      {question.where ? (
        <p className="mt-1 text-slate-700 text-sm">About: {question.where}</p>
      ) : null}
      <p className="mt-3 whitespace-pre-wrap">{question.question}</p>
      {question.answer ? (
        <div className="mt-4 border-brand-700 border-l-4 pl-4">
          <p className="font-semibold text-sm">
            Answered by {question.answer.by}, {question.answer.atText}
          </p>
          <p className="mt-1 whitespace-pre-wrap">{question.answer.text}</p>
        </div>
      ) : (
        <Form method="post" className="mt-4 grid gap-3">
          <input type="hidden" name="intent" value="answer" />
          <input type="hidden" name="questionId" value={question.id} />
          {reply && !reply.ok && !reply.errors.answer ? (
            <FormAlert tone="error">{reply.message}</FormAlert>
          ) : null}
          <TextAreaField
            label="Your answer"
            name="answer"
            required
            maxLength={4000}
            rows={4}
            defaultValue={typeof typed === "string" ? typed : undefined}
            error={reply && !reply.ok ? reply.errors.answer : undefined}
          />
          <div>
            <SubmitButton busy={busy} busyLabel="Sending…">
              Send the answer
            </SubmitButton>
          </div>
        </Form>
      )}
      {reply?.ok ? (
        <div className="mt-3">
          <FormAlert tone="success">{reply.message}</FormAlert>
        </div>
      ) : null}
    </article>
  );
}

/** The reply of an answer's post, for the card of the question it was about. */
export function replyFor(
  reply: FormReply<FormFields> | undefined,
  questionId: string,
): FormReply<FormFields> | null {
  return reply?.intent === "answer" && reply.values?.questionId === questionId ? reply : null;
}

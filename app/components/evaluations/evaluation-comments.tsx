/** Attendees' comments, newest first, with the question and the day; never a name. */
export function EvaluationComments({
  comments,
}: {
  comments: readonly { question: string; text: string; submittedOn: string }[];
}) {
  if (comments.length === 0) return <p>No comments yet.</p>;
  return (
    <ul className="grid gap-3">
      {comments.map((comment, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: comments keep their order; no key of their own is shown
          key={index}
          className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200"
        >
          <p className="whitespace-pre-wrap">{comment.text}</p>
          <p className="mt-1 text-slate-700 text-sm">
            {comment.question}, {comment.submittedOn}
          </p>
        </li>
      ))}
    </ul>
  );
}

import { Link } from "react-router";

/** An attorney's question on a course as the course page lists it, its times in words. */
export type OwnQuestion = {
  id: string;
  where: string | null;
  question: string;
  askedText: string;
  answer: { text: string; by: string; atText: string } | null;
};

/**
 * On a course page, for an attorney registered for it: the questions they
 * asked its faculty and the answers, and where to ask another.
 */
export function YourQuestions({
  questions,
  playerPath,
}: {
  questions: readonly OwnQuestion[];
  /** The course player, where "Ask the faculty" is; null when the course has no lecture. */
  playerPath: string | null;
}) {
  return (
    <section id="your-questions" aria-labelledby="your-questions-heading" className="max-w-3xl">
      <h2 id="your-questions-heading" className="font-semibold text-2xl">
        Your questions to the faculty
      </h2>
      {questions.length === 0 ? (
        <p className="mt-3 text-slate-700">You have not asked a question on this course.</p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {questions.map((question) => (
            <li
              key={question.id}
              className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <p className="text-slate-700 text-sm">
                {question.askedText}
                {question.where ? ` · ${question.where}` : ""}
              </p>
              <p className="mt-2 whitespace-pre-wrap">{question.question}</p>
              {question.answer ? (
                <div className="mt-3 border-brand-700 border-l-4 pl-4">
                  <p className="font-semibold text-sm">
                    {question.answer.by} answered, {question.answer.atText}
                  </p>
                  <p className="mt-1 whitespace-pre-wrap">{question.answer.text}</p>
                </div>
              ) : (
                <p className="mt-3 font-semibold text-amber-900 text-sm">Waiting for an answer.</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {playerPath ? (
        <p className="mt-3">
          <Link to={playerPath} className="font-semibold text-brand-700 underline">
            Ask a question from the course player
          </Link>
        </p>
      ) : null}
    </section>
  );
}

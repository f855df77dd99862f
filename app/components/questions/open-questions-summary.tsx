import { Link } from "react-router";

/** The console overview's line on questions from recorded courses: how many wait, how many are late. */
export function OpenQuestionsSummary({ open, overdue }: { open: number; overdue: number }) {
  return (
    <section aria-labelledby="questions-heading" className="mb-10">
      <h2 id="questions-heading" className="font-semibold text-xl">
        Questions on recorded courses
      </h2>
      <p className="mt-2">
        {open === 0
          ? "No question is waiting for an answer."
          : `${open} open${overdue > 0 ? `, ${overdue} past the answer time a state sets` : ", none past its answer time"}.`}
      </p>
      <p className="mt-3">
        <Link to="/staff/questions" className="font-semibold text-brand-700 underline">
          Open questions
        </Link>
      </p>
    </section>
  );
}

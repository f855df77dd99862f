import { data } from "react-router";
import { EvaluationComments } from "~/components/evaluations/evaluation-comments";
import { PageShell } from "~/components/layout/page-shell";
import { QuestionCard, replyFor } from "~/components/questions/question-card";
import { EvaluationResults } from "~/components/staff/evaluation-results";
import { usePageForm } from "~/components/ui/use-page-form";
import type { FormFields, FormReply } from "~/lib/form-reply";
import { pageMeta } from "~/lib/meta";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import { listFacultySummaries } from "~/modules/evaluations/list-faculty-summaries.server";
import { answerQuestion } from "~/modules/questions/answer-question.server";
import { listFacultyQuestions } from "~/modules/questions/list-questions.server";
import { presentQuestion } from "~/modules/questions/present-question";
import { answerQuestionSchema } from "~/modules/questions/question-forms";
import { replyToAnswer } from "~/modules/questions/reply-to-answer.server";
import { requireFaculty } from "~/modules/questions/require-faculty.server";
import type { Route } from "./+types/faculty-desk";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Faculty desk",
    "Questions from attorneys on the recorded courses you teach, and what attendees said of them.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const login = await requireFaculty(request, context);
  const now = new Date();
  const db = context.services.database.db;
  const rows = await listFacultyQuestions(db, login.facultyId);
  const questions = rows.map((row) => presentQuestion(row, now, { withAsker: false }));
  // Only this faculty member's courses; each summary is anonymised (no attendee is named).
  const evaluations = (await listFacultySummaries(db, login.facultyId)).map((entry) => ({
    courseId: entry.course.id,
    title: entry.course.title,
    summary: entry.summary,
  }));
  return data(
    { name: login.name, questions, evaluations },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const login = await requireFaculty(request, context);
  const form = await parseIntentSubmission(
    request,
    { answer: answerQuestionSchema },
    { echo: (fields) => fields },
  );
  if (!form.ok) return form.response;
  const { database, mailer, config } = context.services;
  const result = await answerQuestion(
    database.db,
    mailer,
    { baseUrl: config.baseUrl },
    { kind: "faculty", login },
    form.value,
  );
  return replyToAnswer(result, form.value.questionId);
}

export default function FacultyDeskPage({ loaderData, actionData }: Route.ComponentProps) {
  const { name, questions, evaluations } = loaderData;
  const reply = actionData as FormReply<FormFields> | undefined;
  const answering = usePageForm(reply, { intent: "answer" });
  const open = questions.filter((question) => question.answer === null);
  const answered = questions.filter((question) => question.answer !== null);
  return (
    <PageShell
      eyebrow="Faculty desk"
      title={`Questions for ${name}`}
      intro="Attorneys watching your recorded courses ask you here. Your answer goes to them by e-mail and shows on the course page. Some states set a time for the answer (Ohio: 72 hours); each question says how long is left."
    >
      {reply && !reply.values?.questionId ? (
        <p role="alert" className="mb-4 text-red-700">
          {reply.message}
        </p>
      ) : null}
      <section aria-labelledby="open-heading">
        <h2 id="open-heading" className="font-semibold text-2xl">
          Open questions ({open.length})
        </h2>
        {open.length === 0 ? (
          <p className="mt-3 text-slate-700">No question is waiting for an answer.</p>
        ) : (
          <ul className="mt-4 grid gap-4">
            {open.map((question) => (
              <li key={question.id}>
                <QuestionCard
                  question={question}
                  reply={replyFor(reply, question.id)}
                  busy={answering.busy}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="answered-heading" className="mt-10">
        <h2 id="answered-heading" className="font-semibold text-2xl">
          Answered ({answered.length})
        </h2>
        {answered.length === 0 ? (
          <p className="mt-3 text-slate-700">None yet.</p>
        ) : (
          <ul className="mt-4 grid gap-4">
            {answered.map((question) => (
              <li key={question.id}>
                <QuestionCard
                  question={question}
                  reply={replyFor(reply, question.id)}
                  busy={false}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="evaluations-heading" className="mt-10">
        <h2 id="evaluations-heading" className="font-semibold text-2xl">
          Evaluations of your courses
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">
          What attendees said of each course you teach: the ratings and comments, never who gave
          them.
        </p>
        {evaluations.length === 0 ? (
          <p className="mt-3 text-slate-700">You teach no course on the site yet.</p>
        ) : (
          evaluations.map((entry) => (
            <section
              key={entry.courseId}
              aria-labelledby={`evaluations-${entry.courseId}`}
              className="mt-6 grid gap-4"
            >
              <h3 id={`evaluations-${entry.courseId}`} className="font-semibold text-xl">
                {entry.title}
              </h3>
              <EvaluationResults
                items={entry.summary.items}
                responses={entry.summary.responses}
                completers={entry.summary.completers}
                responseRate={entry.summary.responseRate}
                idPrefix={`chart-${entry.courseId}`}
                tableLabel={`Ratings by question: ${entry.title}`}
              />
              <h4 className="font-semibold text-lg">Comments</h4>
              <EvaluationComments comments={entry.summary.comments} />
            </section>
          ))
        )}
      </section>
    </PageShell>
  );
}

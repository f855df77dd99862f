import { data } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { QuestionCard, replyFor } from "~/components/questions/question-card";
import { usePageForm } from "~/components/ui/use-page-form";
import type { FormFields, FormReply } from "~/lib/form-reply";
import { pageMeta } from "~/lib/meta";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import { answerQuestion } from "~/modules/questions/answer-question.server";
import { listFacultyQuestions } from "~/modules/questions/list-questions.server";
import { presentQuestion } from "~/modules/questions/present-question";
import { answerQuestionSchema } from "~/modules/questions/question-forms";
import { replyToAnswer } from "~/modules/questions/reply-to-answer.server";
import { requireFaculty } from "~/modules/questions/require-faculty.server";
import type { Route } from "./+types/faculty-desk";

export const meta: Route.MetaFunction = () =>
  pageMeta("Faculty desk", "Questions from attorneys on the recorded courses you teach.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const login = await requireFaculty(request, context);
  const now = new Date();
  const rows = await listFacultyQuestions(context.services.database.db, login.facultyId);
  const questions = rows.map((row) => presentQuestion(row, now, { withAsker: false }));
  return data(
    { name: login.name, questions },
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
  const { name, questions } = loaderData;
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
    </PageShell>
  );
}

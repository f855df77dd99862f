import { useRef } from "react";
import { data, Link } from "react-router";
import { QuestionCard, replyFor } from "~/components/questions/question-card";
import { PageLinks } from "~/components/staff/page-links";
import { EmptyState, StaffPage } from "~/components/staff/staff-frame";
import { StaffSearchForm } from "~/components/staff/staff-search-form";
import { TextField } from "~/components/ui/text-field";
import { useFocusAfterNavigation } from "~/components/ui/use-focus-after-navigation";
import { usePageForm } from "~/components/ui/use-page-form";
import type { FormFields, FormReply } from "~/lib/form-reply";
import { loadListPage } from "~/lib/list-pages";
import { pageMeta } from "~/lib/meta";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import { answerQuestion } from "~/modules/questions/answer-question.server";
import { listStaffQuestions } from "~/modules/questions/list-questions.server";
import { presentQuestion } from "~/modules/questions/present-question";
import { QUESTION_FILTERS, type QuestionFilter } from "~/modules/questions/question-filters";
import {
  answerQuestionSchema,
  staffQuestionFiltersSchema,
} from "~/modules/questions/question-forms";
import { replyToAnswer } from "~/modules/questions/reply-to-answer.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/questions";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Questions on recorded courses",
    "Attorneys' questions to the faculty, against each state's answer time, with the log.",
  );

const FILTER_LABELS: Record<QuestionFilter, string> = {
  open: "Open",
  answered: "Answered",
  all: "All",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "questions.answer");
  const url = new URL(request.url);
  const {
    show: filter,
    q,
    page,
  } = staffQuestionFiltersSchema.parse(Object.fromEntries(url.searchParams));
  const now = new Date();
  const { rows, total, ...shown } = await loadListPage(page, (each) =>
    listStaffQuestions(context.services.database.db, { filter, q, page: each }),
  );
  return data(
    {
      filter,
      q: q ?? "",
      ...shown,
      total,
      query: url.searchParams.toString(),
      questions: rows.map((row) => presentQuestion(row, now, { withAsker: true })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "questions.answer");
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
    { kind: "staff", actor: staff.actor, name: staff.user.name },
    form.value,
  );
  return replyToAnswer(result, form.value.questionId);
}

export default function StaffQuestionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, q, questions, total, page, pages, query } = loaderData;
  const results = useRef<HTMLHeadingElement>(null);
  useFocusAfterNavigation(results, query);
  // The tabs keep the search; the search keeps the tab.
  const tabLink = (each: string) =>
    `?${new URLSearchParams(q ? { show: each, q } : { show: each })}`;
  const reply = actionData as FormReply<FormFields> | undefined;
  const answering = usePageForm(reply, { intent: "answer" });
  return (
    <StaffPage
      title="Questions on recorded courses"
      intro={
        <p>
          Attorneys ask the faculty from the course player; the course's faculty answer on their
          faculty desk, and staff can answer here. Each open question shows its age against the
          shortest answer time its course's states set (Ohio: 72 hours). The log is kept for the
          longest period a state requires, then deleted by the retention schedule.
        </p>
      }
    >
      <p className="mt-3">
        <a
          href="/staff/questions/export.csv"
          download
          className="font-semibold text-brand-700 underline"
        >
          Download the log (CSV)
        </a>{" "}
        <span className="text-slate-700">every question and answer kept, with who and when</span>
      </p>
      <nav aria-label="Which questions" className="mt-4 flex flex-wrap gap-2">
        {QUESTION_FILTERS.map((each) => (
          <Link
            key={each}
            to={tabLink(each)}
            aria-current={each === filter ? "page" : undefined}
            className="rounded-md px-3 py-1.5 font-semibold text-brand-700 ring-1 ring-slate-300 hover:bg-brand-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
          >
            {FILTER_LABELS[each]}
          </Link>
        ))}
      </nav>
      <div className="mt-4">
        <StaffSearchForm
          label="Find questions"
          query={query}
          layout="single"
          clearTo={q ? `?show=${filter}` : null}
        >
          <input type="hidden" name="show" value={filter} />
          <TextField label="Question, answer, course or asker" name="q" defaultValue={q} />
        </StaffSearchForm>
      </div>
      {reply && !reply.values?.questionId ? (
        <p role="alert" className="mt-4 text-red-700">
          {reply.message}
        </p>
      ) : null}
      <h2 ref={results} tabIndex={-1} className="mt-6 font-semibold text-xl outline-none">
        {FILTER_LABELS[filter]} questions{q ? " matching" : ""}: {total.toLocaleString("en-US")}
      </h2>
      {questions.length === 0 ? (
        <div className="mt-4">
          <EmptyState>
            {q ? (
              <>
                No question matches.{" "}
                <Link to={`?show=${filter}`} className="font-semibold text-brand-700 underline">
                  Clear the search
                </Link>
              </>
            ) : filter === "open" ? (
              "No question is waiting for an answer."
            ) : (
              "No question yet."
            )}
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4">
          {questions.map((question) => (
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
      <PageLinks
        label="Question pages"
        query={query}
        page={page}
        pages={pages}
        previous="Previous page"
        next="Next page"
      />
    </StaffPage>
  );
}

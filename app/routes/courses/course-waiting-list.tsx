import { useRef } from "react";
import { data, Form, Link } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { useFocusFirstError } from "~/components/ui/use-focus-first-error";
import { usePageForm } from "~/components/ui/use-page-form";
import { isCourseId } from "~/content/catalogue";
import { refuseForm, replyToForm } from "~/lib/form-reply";
import { formatSessionDateTime } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import { registrationPagePath } from "~/lib/registration-page-path";
import { requireUser } from "~/modules/auth/session.server";
import {
  joinWaitingList,
  leaveWaitingList,
} from "~/modules/waiting-lists/join-waiting-list.server";
import { loadCourseWaitingLists } from "~/modules/waiting-lists/load-course-waiting-lists.server";
import { offerFreedSeats } from "~/modules/waiting-lists/offer-freed-seats.server";
import { attorneyWaitingListIntents } from "~/modules/waiting-lists/waiting-list-forms";
import { ordinalPlace, WAITING_LIST_MESSAGES } from "~/modules/waiting-lists/waiting-list-rules";
import type { Route } from "./+types/course-waiting-list";

// A course's full live sessions and the attorney's places on their waiting
// lists (decision 0068): join, leave, and take a seat an offer holds.

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  ...pageMeta(
    loaderData ? `Waiting list: ${loaderData.course.title}` : "Waiting list",
    "Join the waiting list of a full live session.",
  ),
  { name: "robots", content: "noindex" },
];

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  // Signed out: sign in, then back here.
  const user = await requireUser(request, context);
  const page = await loadCourseWaitingLists(context.services.database.db, user.id, params.courseId);
  if (!page) throw data(null, { status: 404 });
  return data(page, { headers: PRIVATE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const form = await parseIntentSubmission(request, attorneyWaitingListIntents);
  if (!form.ok) return form.response;
  const { services } = context;
  const db = services.database.db;
  const { sessionId } = form.value;
  if (form.intent === "join") {
    const joined = await joinWaitingList(db, user.id, sessionId);
    return joined.ok
      ? replyToForm({ ok: true, intent: "join", message: WAITING_LIST_MESSAGES.joined })
      : refuseForm(joined.message, { intent: "join", status: joined.status });
  }
  const left = await leaveWaitingList(db, user.id, sessionId);
  if (!left.ok) return refuseForm(left.message, { intent: "leave", status: left.status });
  // A seat an offer held goes to the next in line now, not at the next run.
  await offerFreedSeats(db, services.mailer, {
    baseUrl: services.config.baseUrl,
    sessionIds: [sessionId],
  });
  return replyToForm({ ok: true, intent: "leave", message: WAITING_LIST_MESSAGES.left });
}

const linkClass =
  "inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800";
const quietButton =
  "min-h-6 rounded-md px-3 py-2 font-semibold text-brand-800 underline hover:bg-brand-50 disabled:opacity-60";

export default function CourseWaitingListPage({ loaderData, actionData }: Route.ComponentProps) {
  const { course, registered, sessions } = loaderData;
  const busy = usePageForm(undefined).busy;
  // A join or leave replaces the button pressed: focus goes to the outcome.
  const outcome = useRef<HTMLDivElement>(null);
  useFocusFirstError(outcome, actionData);
  const takePath = course.paid
    ? `/payment?${new URLSearchParams({ courseId: course.id })}`
    : registrationPagePath(course.id);
  return (
    <PageShell eyebrow="Waiting list" title={course.title}>
      <div ref={outcome} tabIndex={-1} className="outline-none">
        {actionData ? (
          <div className="mb-6 max-w-xl">
            <FormAlert tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormAlert>
          </div>
        ) : null}
      </div>
      {registered ? (
        <p className="max-w-2xl">
          You are registered for this course.{" "}
          <Link to="/dashboard" className="text-brand-700 underline">
            See it on My Dashboard
          </Link>
        </p>
      ) : sessions.length === 0 ? (
        <p className="max-w-2xl">This course has no upcoming live sessions.</p>
      ) : (
        <ul className="grid max-w-3xl gap-4">
          {sessions.map((session) => {
            const when = formatSessionDateTime(new Date(session.startsAt));
            return (
              <li
                key={session.id}
                className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
              >
                <h2 className="font-semibold text-lg">
                  {when}
                  {session.label ? ` · ${session.label}` : ""}
                </h2>
                {session.mine?.status === "offered" ? (
                  <div className="mt-2 grid gap-3">
                    <p>
                      A seat is held for you until{" "}
                      <strong>
                        {session.mine.offerExpiresAt
                          ? formatSessionDateTime(new Date(session.mine.offerExpiresAt))
                          : "soon"}
                      </strong>
                      . Choose this session when you register.
                    </p>
                    <p>
                      <Link to={takePath} className={linkClass}>
                        Take your seat
                      </Link>
                    </p>
                  </div>
                ) : session.mine ? (
                  <p className="mt-2">
                    You are <strong>{ordinalPlace(session.mine.place)}</strong> on the waiting list.
                  </p>
                ) : session.full ? (
                  <div className="mt-2 flex flex-wrap items-center gap-3">
                    <span>This session is full.</span>
                    <Form method="post">
                      <input type="hidden" name="intent" value="join" />
                      <input type="hidden" name="sessionId" value={session.id} />
                      <button type="submit" disabled={busy} className={linkClass}>
                        Join the waiting list
                        <span className="sr-only"> for {when}</span>
                      </button>
                    </Form>
                  </div>
                ) : (
                  <p className="mt-2">
                    Seats are free.{" "}
                    <Link to={takePath} className="text-brand-700 underline">
                      Register for this session
                    </Link>
                  </p>
                )}
                {session.mine ? (
                  <Form method="post" className="mt-2">
                    <input type="hidden" name="intent" value="leave" />
                    <input type="hidden" name="sessionId" value={session.id} />
                    <button type="submit" disabled={busy} className={quietButton}>
                      Leave the waiting list
                      <span className="sr-only"> for {when}</span>
                    </button>
                  </Form>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </PageShell>
  );
}

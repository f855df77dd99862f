import { data, Form } from "react-router";
import { EvaluationComments } from "~/components/evaluations/evaluation-comments";
import { EvaluationResults } from "~/components/staff/evaluation-results";
import { EvaluationStateRules } from "~/components/staff/evaluation-state-rules";
import { PageSection } from "~/components/staff/page-section";
import { FormAlert } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import { usePageForm } from "~/components/ui/use-page-form";
import { isCourseId } from "~/content/catalogue";
import {
  DEFAULT_EVALUATION_RETENTION_YEARS,
  EVALUATION_RULES,
  evaluationRuleInForce,
} from "~/content/state-rules/evaluation-rules";
import { refuseForm, replyToForm } from "~/lib/form-reply";
import { formatSessionDateTime } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { queryParam } from "~/lib/text-input";
import { speakerMailSchema } from "~/modules/evaluations/evaluation-posts";
import { loadEvaluationResults } from "~/modules/evaluations/load-evaluation-results.server";
import { listCourseSpeakers } from "~/modules/evaluations/load-speaker-summary.server";
import { mailSpeakerSummary } from "~/modules/evaluations/mail-speaker-summary.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/evaluations";

export const meta: Route.MetaFunction = () =>
  pageMeta("Evaluations", "What attendees said of the course: ratings, comments and exports.");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "evaluations.view");
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const db = context.services.database.db;
  const session = queryParam(new URL(request.url).searchParams, "session") || null;
  const results = await loadEvaluationResults(db, {
    courseId: params.courseId,
    liveSessionId: session,
  });
  if (!results) throw data(null, { status: 404 });
  return data(
    {
      courseId: results.course.id,
      session: results.session?.id ?? null,
      sessions: results.sessions.map((entry) => ({
        value: entry.id,
        label: `Live session of ${formatSessionDateTime(entry.startsAt)}`,
      })),
      summary: results.summary,
      speakers: await listCourseSpeakers(db, params.courseId),
      stateRules: EVALUATION_RULES.map((state) => {
        const rule = evaluationRuleInForce(state.slug, new Date());
        return {
          slug: state.slug,
          name: state.name,
          duty: rule.duty.value,
          text: rule.duty.text,
          years: rule.retentionYears.value,
          speakerSummary: rule.speakerSummary.value,
          confidence: rule.duty.confidence,
        };
      }),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "evaluations.view");
  if (!isCourseId(params.courseId)) throw data(null, { status: 404 });
  const form = await parseSubmission(request, speakerMailSchema);
  if (!form.ok) return form.response;
  const sent = await mailSpeakerSummary(context.services.database.db, staff.actor, {
    courseId: params.courseId,
    facultyId: form.value.facultyId,
    to: form.value.to,
  });
  if (!sent.ok) {
    return sent.reason === "not-teaching"
      ? refuseForm("That faculty member does not teach this course.", {
          errors: { facultyId: "Choose one of the course's faculty." },
          status: 404,
        })
      : refuseForm("This faculty member has no faculty login address: type their e-mail address.", {
          errors: { to: "Enter the faculty member's e-mail address." },
        });
  }
  return replyToForm({
    ok: true,
    message: `The summary is on its way to ${sent.to} (no attendee is named in it).`,
  });
}

const LINK = "text-brand-700 underline";

type Speaker = { id: string; name: string; loginEmail: string | null };

/** Says whose faculty login address is used when the field is left empty. */
function loginHint(speakers: readonly Speaker[]): string {
  const withLogin = speakers.filter((speaker) => speaker.loginEmail);
  if (withLogin.length === 0) return "None of the course's faculty has a faculty login address.";
  return `Filled in with their faculty login address where they have one (${withLogin
    .map((speaker) => `${speaker.name}: ${speaker.loginEmail}`)
    .join("; ")}); left empty, the summary goes there. Type another to send it elsewhere.`;
}

/**
 * Puts the chosen faculty member's login address in the e-mail field, unless
 * staff typed another there (an address the page filled in is replaced).
 */
function prefillLoginAddress(select: HTMLSelectElement, speakers: readonly Speaker[]): void {
  const input = select.form?.elements.namedItem("to");
  if (!(input instanceof HTMLInputElement)) return;
  const filled = speakers.some((speaker) => speaker.loginEmail === input.value);
  if (input.value !== "" && !filled) return;
  input.value = speakers.find((speaker) => speaker.id === select.value)?.loginEmail ?? "";
}

/** A course's (or one live session's) evaluations: response rate, ratings, comments, exports, speakers' summaries. */
export default function StaffEvaluationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { courseId, session, sessions, summary, speakers, stateRules } = loaderData;
  const mail = usePageForm(actionData);
  const query = session ? `?session=${encodeURIComponent(session)}` : "";
  const base = `/staff/courses/${courseId}/evaluations`;
  return (
    <div>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Which evaluations">
        <SelectField
          label="Evaluations of"
          name="session"
          defaultValue={session ?? ""}
          options={[{ value: "", label: "The whole course (live and on demand)" }, ...sessions]}
        />
        <button
          type="submit"
          className="rounded-md border border-slate-400 bg-white px-4 py-2 font-medium hover:bg-slate-50"
        >
          Show
        </button>
      </Form>
      <PageSection id="evaluation-results" title="Results">
        <EvaluationResults
          items={summary.items}
          responses={summary.responses}
          completers={summary.completers}
          responseRate={summary.responseRate}
        />
      </PageSection>
      <PageSection id="evaluation-comments" title="Comments">
        <EvaluationComments comments={summary.comments} />
      </PageSection>
      <PageSection
        id="evaluation-exports"
        title="Exports"
        intro="Without names, e-mail addresses or accounts. The aggregate is what Pennsylvania asks for with the attendance: per question, the count, average and how many gave each rating."
      >
        <ul className="grid gap-1">
          <li>
            <a href={`${base}/responses.csv${query}`} className={LINK} download>
              Every response (CSV)
            </a>
          </li>
          <li>
            <a href={`${base}/aggregate.csv${query}`} className={LINK} download>
              The aggregate (CSV)
            </a>
          </li>
        </ul>
      </PageSection>
      <PageSection
        id="evaluation-rules"
        title="What the states ask"
        intro="Where an attendee's state requires the evaluation, their certificate waits for it; elsewhere it is offered. Each evaluation is kept for the longest period of the attendee's states. States not listed have no evaluation rule on record."
      >
        <EvaluationStateRules rows={stateRules} defaultYears={DEFAULT_EVALUATION_RETENTION_YEARS} />
      </PageSection>
      <PageSection
        id="speaker-summary"
        title="Send a speaker the summary"
        intro="The course's results (ratings, averages and comments, never a name) by e-mail to one of its faculty, as Missouri asks."
      >
        {speakers.length === 0 ? (
          <p>This course has no faculty listed.</p>
        ) : (
          <Form
            method="post"
            ref={mail.form}
            aria-labelledby="speaker-summary"
            className="grid max-w-xl gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
          >
            {actionData ? (
              <FormAlert tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormAlert>
            ) : null}
            <SelectField
              label="Faculty member"
              name="facultyId"
              required
              emptyOption="Choose the faculty member"
              options={speakers.map((speaker) => ({ value: speaker.id, label: speaker.name }))}
              error={mail.errors.facultyId}
              onChange={(event) => prefillLoginAddress(event.currentTarget, speakers)}
            />
            <TextField
              label="Their e-mail address"
              name="to"
              type="email"
              autoComplete="off"
              hint={loginHint(speakers)}
              error={mail.errors.to}
            />
            <div>
              <SubmitButton busy={mail.busy} busyLabel="Sending…">
                Send the summary
              </SubmitButton>
            </div>
          </Form>
        )}
      </PageSection>
    </div>
  );
}

// The credit tracker page's posts: how they are read, and one small handler
// per form (intent) that calls the compliance module and answers with the
// tracker's form reply, scoped to the form that was sent.

import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import { findState } from "~/content/states";
import type { Database } from "~/db/client.server";
import type { FormFields } from "~/lib/form-reply";
import { FIELD_ERRORS_MESSAGE, refuseForm, replyToForm } from "~/lib/form-reply";
import { formatLongDate, scheduleToday } from "~/lib/format";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import { saveBarAdmission } from "~/modules/accounts/bar-admissions.server";
import { saveBirthDate } from "~/modules/accounts/save-birth-date.server";
import { requireUser } from "~/modules/auth/session.server";
import { acceptSuggestedPeriod } from "~/modules/credit-tracker/accept-suggested-period.server";
import { addOutsideCredit } from "~/modules/credit-tracker/add-outside-credit.server";
import { addTrackedState } from "~/modules/credit-tracker/add-tracked-state.server";
import { TRACKER_LIMITS, TRACKER_MESSAGES } from "~/modules/credit-tracker/credit-tracker-fields";
import { trackerSchemas } from "~/modules/credit-tracker/credit-tracker-forms";
import { deleteOutsideCredit } from "~/modules/credit-tracker/delete-outside-credit.server";
import { deleteReportingPeriod } from "~/modules/credit-tracker/delete-reporting-period.server";
import { saveAssignedCycle } from "~/modules/credit-tracker/save-assigned-cycle.server";
import {
  type PeriodWrite,
  saveReportingPeriod,
} from "~/modules/credit-tracker/save-reporting-period.server";
import { postedScope, type TrackerScope } from "~/modules/credit-tracker/tracker-reply";

type TrackerSchemas = ReturnType<typeof trackerSchemas>;
type TrackerIntent = keyof TrackerSchemas & string;

/** How the page's posts are read: the certificate upload makes them large. */
export const TRACKER_POST_OPTIONS = {
  files: true,
  // The form fields, plus the certificate upload and multipart overhead.
  maxBytes: TRACKER_LIMITS.certificateMaxBytes + 256 * 1024,
  refuseTooLarge: refuseLargePost,
  // Field messages go back with the post's scope, so they show beside its form.
  echo: scopeOf,
};

/**
 * A post over the size cap is refused before its form is read; only a
 * certificate makes it that large, so the answer is the add-credit form's
 * (413, beside the file), its state taken from the form's address.
 */
function refuseLargePost(request: Request) {
  return refuseForm<TrackerScope>(TRACKER_MESSAGES.certificateTooLarge, {
    intent: "add-credit",
    values: { state: new URL(request.url).searchParams.get("state") || null, target: null },
    errors: { certificate: TRACKER_MESSAGES.certificateTooLarge },
    status: 413,
  });
}

type Parsed = Awaited<ReturnType<typeof parseIntentSubmission<TrackerSchemas, TrackerScope>>>;
type Answer = ReturnType<typeof replyToForm<TrackerScope>>;

/** Which form a post came from, by its fields. */
function scopeOf(fields: FormFields): TrackerScope {
  return postedScope((name) => fields[name]);
}

/**
 * The tracker's action, on its page and on a state's credits pages (whose
 * rows carry the same delete forms): the user, the post read and checked,
 * the answer.
 */
export async function answerTrackerAction(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  const schemas = trackerSchemas(scheduleToday());
  const form = await parseIntentSubmission(request, schemas, TRACKER_POST_OPTIONS);
  if (!form.ok) return form.response;
  return answerTrackerPost(context.services.database.db, user.id, form);
}

/** Answers a post read and checked with the tracker's schemas. */
export function answerTrackerPost(
  db: Database,
  uid: string,
  form: Extract<Parsed, { ok: true }>,
): Promise<Answer> {
  const post = { db, uid, intent: form.intent, scope: scopeOf(form.submission.fields) };
  return answerIntent(form.intent, form.value, post);
}

type Post = {
  db: Database;
  uid: string;
  intent: TrackerIntent;
  scope: TrackerScope;
};

type Handlers = {
  [K in TrackerIntent]: (value: z.infer<TrackerSchemas[K]>, post: Post) => Promise<Answer>;
};

function answerIntent<K extends TrackerIntent>(
  intent: K,
  value: z.infer<TrackerSchemas[K]>,
  post: Post,
): Promise<Answer> {
  return HANDLERS[intent](value, post);
}

function done(post: Post, message: string): Answer {
  return replyToForm<TrackerScope>({
    ok: true,
    message,
    intent: post.intent,
    values: post.scope,
  });
}

function refuse(
  post: Post,
  message: string,
  options: { errors?: Record<string, string>; status?: number } = {},
): Answer {
  return refuseForm<TrackerScope>(message, { intent: post.intent, values: post.scope, ...options });
}

/** A refusal about one field: its message beside it, the house message on top. */
function refuseField(post: Post, field: string, message: string, status = 400): Answer {
  return refuse(post, FIELD_ERRORS_MESSAGE, { errors: { [field]: message }, status });
}

function stateName(slug: string): string {
  return findState(slug)?.name ?? slug;
}

/**
 * A period write's answer. A refusal goes beside `field` (by default the one
 * it names), or on top when there is none.
 */
function periodAnswer(
  post: Post,
  state: string,
  outcome: PeriodWrite,
  field?: "cycleEnd" | null,
): Answer {
  if (outcome.ok) {
    return done(
      post,
      `${stateName(state)} reporting period saved: ${formatLongDate(outcome.startsOn)} – ${formatLongDate(outcome.endsOn)}.`,
    );
  }
  const place = field === undefined ? outcome.field : field;
  return place
    ? refuseField(post, place, outcome.message, outcome.status)
    : refuse(post, outcome.message, { status: outcome.status });
}

const HANDLERS: Handlers = {
  "add-state": async (admission, post) => {
    const added = await addTrackedState(post.db, post.uid, admission);
    return added.ok
      ? done(post, `${stateName(admission.state)} added.`)
      : refuseField(post, added.field, added.message);
  },

  "save-admission": async (admission, post) => {
    await saveBarAdmission(post.db, post.uid, admission);
    return done(post, `${stateName(admission.state)} bar admission saved.`);
  },

  "birth-date": async ({ birthDate }, post) =>
    (await saveBirthDate(post.db, post.uid, birthDate))
      ? done(post, "Date of birth saved.")
      : refuse(post, TRACKER_MESSAGES.noProfile),

  // The form is one button: a refusal is said on top of it.
  "accept-period": async ({ state }, post) =>
    periodAnswer(post, state, await acceptSuggestedPeriod(post.db, post.uid, state), null),

  "cycle-end": async ({ state, cycleEnd }, post) =>
    periodAnswer(
      post,
      state,
      await saveAssignedCycle(post.db, post.uid, state, cycleEnd),
      "cycleEnd",
    ),

  "save-period": async ({ state, ...period }, post) =>
    periodAnswer(
      post,
      state,
      await saveReportingPeriod(post.db, post.uid, { stateSlug: state, ...period }),
    ),

  "delete-period": async ({ periodId }, post) =>
    (await deleteReportingPeriod(post.db, post.uid, periodId))
      ? done(post, "Reporting period deleted.")
      : refuse(post, TRACKER_MESSAGES.periodNotFound, { status: 404 }),

  "add-credit": async (credit, post) => {
    const added = await addOutsideCredit(post.db, post.uid, credit);
    if (!added.ok) {
      return refuse(post, added.message, {
        errors: added.field ? { [added.field]: added.message } : {},
        status: added.status,
      });
    }
    return done(
      post,
      added.inRecordedPeriod
        ? `Credit added: ${credit.title}.`
        : `Credit added: ${credit.title}. ${TRACKER_MESSAGES.creditOutsidePeriods}`,
    );
  },

  "delete-credit": async ({ creditId }, post) =>
    (await deleteOutsideCredit(post.db, post.uid, creditId))
      ? done(post, "Credit deleted.")
      : refuse(post, TRACKER_MESSAGES.creditNotFound, { status: 404 }),
};

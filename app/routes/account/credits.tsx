import { useMemo, useRef } from "react";
import { data, Link, useNavigation } from "react-router";
import { StateCreditCard } from "~/components/compliance/state-credit-card";
import {
  AddStateForm,
  FormNotice,
  TrackerFormContext,
  type TrackerFormState,
} from "~/components/compliance/tracker-forms";
import { PageShell } from "~/components/layout/page-shell";
import { useFocusFirstError } from "~/components/ui/use-focus-first-error";
import { stateRules } from "~/content/state-rules";
import { findState } from "~/content/states";
import { fieldErrors } from "~/lib/form-submission";
import { formatLongDate } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { readFormWithFilesCapped } from "~/lib/read-body.server";
import { UNREADABLE_FORM_MESSAGE } from "~/lib/read-form";
import { addBarAdmission, saveBarAdmission } from "~/modules/accounts/bar-admissions.server";
import { saveBirthDate } from "~/modules/accounts/profile.server";
import { requireUser } from "~/modules/auth/session.server";
import {
  acceptSuggestedPeriod,
  addOutsideCredit,
  checkCertificateUpload,
  deleteOutsideCredit,
  deleteReportingPeriod,
  loadCreditTracker,
  type PeriodWrite,
  saveAssignedCycle,
  saveReportingPeriod,
} from "~/modules/compliance/credit-tracker.server";
import {
  stateCategories,
  TRACKER_LIMITS,
  TRACKER_MESSAGES,
  trackerToday,
} from "~/modules/compliance/credit-tracker-fields";
import {
  parseCreditHours,
  TRACKER_INTENTS,
  type TrackerIntent,
  trackerSchemas,
} from "~/modules/compliance/credit-tracker-forms";
import type { TrackerActionResult } from "~/modules/compliance/credit-tracker-types";
import type { Route } from "./+types/credits";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Credit Tracker",
    "Your CLE credits by state: reporting periods, progress on each requirement, deadlines and what is left to do.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return loadCreditTracker(context.services.database.db, user.id, trackerToday());
}

/** The form fields, plus the certificate upload and multipart overhead. */
const BODY_MAX_BYTES = TRACKER_LIMITS.certificateMaxBytes + 256 * 1024;

function reply(result: Partial<TrackerActionResult>, status = 200) {
  return data<TrackerActionResult>(
    {
      intent: null,
      state: null,
      target: null,
      errors: {},
      formError: null,
      success: null,
      done: null,
      ...result,
    },
    { status },
  );
}

function stateName(slug: string): string {
  return findState(slug)?.name ?? slug;
}

/** A period write's answer, its message beside the field it is about (or the form's). */
function periodReply(
  outcome: PeriodWrite,
  scope: { intent: TrackerIntent; state: string; target?: string | null },
  field?: string,
) {
  const base = { intent: scope.intent, state: scope.state, target: scope.target ?? null };
  if (outcome.ok) {
    return reply({
      ...base,
      success: `${stateName(scope.state)} reporting period saved: ${formatLongDate(outcome.startsOn)} – ${formatLongDate(outcome.endsOn)}.`,
      done: crypto.randomUUID(),
    });
  }
  const key = field ?? outcome.field;
  return reply(
    key ? { ...base, errors: { [key]: outcome.message } } : { ...base, formError: outcome.message },
    outcome.status,
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const db = context.services.database.db;
  const today = trackerToday();

  const body = await readFormWithFilesCapped(request, BODY_MAX_BYTES);
  if (body === "too-large") {
    // Refused before reading the form: the state comes from the form's address.
    const state = new URL(request.url).searchParams.get("state");
    return reply(
      {
        intent: "add-credit",
        state: state && findState(state) ? state : null,
        errors: { certificate: TRACKER_MESSAGES.certificateTooLarge },
        formError: TRACKER_MESSAGES.certificateTooLarge,
      },
      413,
    );
  }
  if (!body) return reply({ formError: UNREADABLE_FORM_MESSAGE }, 400);
  const { fields, files } = body;
  const intent = fields.intent as TrackerIntent;
  if (!TRACKER_INTENTS.includes(intent)) return reply({ formError: UNREADABLE_FORM_MESSAGE }, 400);
  const posted = typeof fields.state === "string" && findState(fields.state) ? fields.state : null;
  const schemas = trackerSchemas(today);

  switch (intent) {
    case "add-state":
    case "save-admission": {
      const parsed = schemas[intent].safeParse(fields);
      const scope = { intent, state: intent === "add-state" ? null : posted };
      if (!parsed.success) return reply({ ...scope, errors: fieldErrors(parsed.error) }, 400);
      const { state, barNumber, admittedOn } = parsed.data;
      if (intent === "add-state") {
        const outcome = await addBarAdmission(db, user.id, { state, barNumber, admittedOn });
        if (outcome === "duplicate") {
          return reply({ ...scope, errors: { state: TRACKER_MESSAGES.alreadyTracked } }, 400);
        }
        return reply({
          ...scope,
          success: `${stateName(state)} added.`,
          done: crypto.randomUUID(),
        });
      }
      await saveBarAdmission(db, user.id, { state, barNumber, admittedOn });
      return reply({ ...scope, success: `${stateName(state)} bar admission saved.` });
    }

    case "birth-date": {
      const scope = { intent, state: posted };
      const parsed = schemas[intent].safeParse(fields);
      if (!parsed.success) return reply({ ...scope, errors: fieldErrors(parsed.error) }, 400);
      const saved = await saveBirthDate(db, user.id, parsed.data.birthDate);
      return saved
        ? reply({ ...scope, success: "Date of birth saved." })
        : reply({ ...scope, formError: TRACKER_MESSAGES.noProfile }, 400);
    }

    case "accept-period": {
      const parsed = schemas[intent].safeParse(fields);
      if (!parsed.success) {
        return reply({ intent, state: posted, formError: TRACKER_MESSAGES.chooseState }, 400);
      }
      const { state } = parsed.data;
      return periodReply(await acceptSuggestedPeriod(db, user.id, state), {
        intent,
        state,
      });
    }

    case "cycle-end": {
      const parsed = schemas[intent].safeParse(fields);
      if (!parsed.success) {
        return reply({ intent, state: posted, errors: fieldErrors(parsed.error) }, 400);
      }
      const { state, cycleEnd } = parsed.data;
      return periodReply(
        await saveAssignedCycle(db, user.id, state, cycleEnd),
        { intent, state },
        "cycleEnd",
      );
    }

    case "save-period": {
      const target =
        typeof fields.periodId === "string" && fields.periodId ? fields.periodId : null;
      const parsed = schemas[intent].safeParse(fields);
      if (!parsed.success) {
        return reply({ intent, state: posted, target, errors: fieldErrors(parsed.error) }, 400);
      }
      const { state, periodId, startsOn, endsOn, carriedIn } = parsed.data;
      return periodReply(
        await saveReportingPeriod(db, user.id, {
          stateSlug: state,
          startsOn,
          endsOn,
          carriedIn,
          periodId,
        }),
        { intent, state, target: periodId },
      );
    }

    case "delete-period": {
      const parsed = schemas[intent].safeParse(fields);
      if (!parsed.success) return reply({ intent, formError: UNREADABLE_FORM_MESSAGE }, 400);
      const { periodId } = parsed.data;
      const deleted = await deleteReportingPeriod(db, user.id, periodId);
      return deleted
        ? reply({ intent, state: posted, success: "Reporting period deleted." })
        : reply(
            {
              intent,
              state: posted,
              target: periodId,
              formError: TRACKER_MESSAGES.periodNotFound,
            },
            404,
          );
    }

    case "add-credit": {
      const scope = { intent, state: posted };
      const parsed = schemas[intent].safeParse(fields);
      const rules = posted ? stateRules(posted) : null;
      const hours = rules
        ? parseCreditHours(fields, stateCategories(rules))
        : ({ ok: true, hours: {} } as const);
      const upload = files.certificate ? checkCertificateUpload(files.certificate) : null;
      const errors = {
        ...(parsed.success ? {} : fieldErrors(parsed.error)),
        ...(hours.ok ? {} : hours.errors),
        ...(upload && !upload.ok ? { certificate: upload.message } : {}),
      };
      if (!parsed.success || !hours.ok || (upload && !upload.ok)) {
        const tooLarge = upload !== null && !upload.ok && upload.status === 413;
        return reply({ ...scope, errors }, tooLarge ? 413 : 400);
      }
      const { state, title, provider, completedOn, format } = parsed.data;
      const added = await addOutsideCredit(db, user.id, {
        stateSlug: state,
        title,
        provider,
        completedOn,
        format: format === "live" ? "live" : "self-study",
        accredited: format !== "other-self-study",
        hours: hours.hours,
        certificate: upload?.ok ? upload.file : null,
      });
      if (!added.ok) {
        return reply(
          {
            ...scope,
            ...(added.field ? { errors: { [added.field]: added.message } } : {}),
            formError: added.message,
          },
          added.status,
        );
      }
      return reply({
        ...scope,
        success: added.inRecordedPeriod
          ? `Credit added: ${title}.`
          : `Credit added: ${title}. ${TRACKER_MESSAGES.creditOutsidePeriods}`,
        done: crypto.randomUUID(),
      });
    }

    case "delete-credit": {
      const parsed = schemas[intent].safeParse(fields);
      if (!parsed.success) return reply({ intent, formError: UNREADABLE_FORM_MESSAGE }, 400);
      const { creditId } = parsed.data;
      const deleted = await deleteOutsideCredit(db, user.id, creditId);
      return deleted
        ? reply({ intent, state: posted, success: "Credit deleted." })
        : reply(
            {
              intent,
              state: posted,
              target: creditId,
              formError: TRACKER_MESSAGES.creditNotFound,
            },
            404,
          );
    }
  }
}

export default function CreditTrackerPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const pageRef = useRef<HTMLDivElement>(null);
  useFocusFirstError(pageRef, actionData);

  const sending = navigation.state === "submitting" ? navigation.formData : undefined;
  const pendingIntent = sending?.get("intent");
  const formState = useMemo<TrackerFormState>(() => {
    const text = (name: string) => {
      const value = sending?.get(name);
      return typeof value === "string" && value !== "" ? value : null;
    };
    const intent = typeof pendingIntent === "string" ? pendingIntent : null;
    return {
      result: actionData ?? null,
      pending: intent
        ? {
            intent,
            state: intent === "add-state" ? null : text("state"),
            target: text("periodId") ?? text("creditId"),
          }
        : null,
      today: loaderData.today,
    };
  }, [actionData, sending, pendingIntent, loaderData.today]);

  const { states, addableStates, profile } = loaderData;
  // Shown at the top: an unreadable post, an outcome whose card is gone (its
  // last period deleted), or the last state added (its form goes with it).
  const pageNotice =
    actionData &&
    (actionData.intent === null ||
      (actionData.intent === "add-state"
        ? addableStates.length === 0
        : !states.some((state) => state.slug === actionData.state)))
      ? actionData
      : null;

  return (
    <PageShell
      title="Credit Tracker"
      eyebrow="My Dashboard"
      intro={
        <>
          Your CLE credits by state, judged by each state's rules: reporting period, progress on
          every requirement, the deadline and what is left to do.{" "}
          <Link to="/dashboard" className="text-brand-700 underline">
            Back to My Dashboard
          </Link>
        </>
      }
    >
      <TrackerFormContext.Provider value={formState}>
        <div ref={pageRef} className="grid max-w-4xl gap-8">
          <FormNotice result={pageNotice} />

          {states.length === 0 ? (
            <p className="text-lg text-slate-800">
              Add the states where you are admitted to the bar. For each one, the tracker works out
              your reporting period and counts the credits from your certificates toward what the
              state requires.
            </p>
          ) : null}

          {states.map((state) => (
            <StateCreditCard
              key={state.slug}
              tracker={state}
              birthDate={profile.birthDate}
              lastName={profile.lastName}
            />
          ))}

          {addableStates.length > 0 ? (
            <section
              aria-labelledby="add-state-heading"
              className="grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
            >
              <h2 id="add-state-heading" className="font-semibold text-xl">
                {states.length === 0 ? "Add a state" : "Add another state"}
              </h2>
              <AddStateForm states={addableStates} />
            </section>
          ) : null}

          <p className="text-slate-700 text-sm">
            The figures come from our state rules pages, taken from each regulator's published
            rules; your regulator's records are what count.
          </p>
        </div>
      </TrackerFormContext.Provider>
    </PageShell>
  );
}

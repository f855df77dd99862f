import type { ReactNode } from "react";
import { Link } from "react-router";
import { daysLeftText } from "~/components/compliance/credit-summary";
import {
  AcceptPeriodForm,
  AdmissionForm,
  BirthDateForm,
  CardNotice,
  CycleEndForm,
  DeleteButton,
  OutsideCreditForm,
  PeriodForm,
  useTrackerForm,
} from "~/components/compliance/tracker-forms";
import { categoryHours } from "~/content/credit-categories";
import type { CreditCategory, Reporting } from "~/content/state-rules/types";
import { formatLongDate } from "~/lib/format";
import { formatHours } from "~/lib/hours";
import type {
  PendingCredit,
  StateTracker,
  TrackerCredit,
  TrackerPeriod,
} from "~/modules/compliance/credit-tracker-types";
import type {
  PeriodEvaluation,
  RequirementProgress,
  RuleFactName,
} from "~/modules/compliance/evaluate-period";

const hours = formatHours;

/** The same names the state pages give these figures. */
const FACT_LABELS: Record<RuleFactName, string> = {
  totalHours: "hours required",
  period: "reporting period",
  requirements: "required subjects",
  formats: "live and on-demand limits",
  creditHourMinutes: "credit hour",
  carryoverMaxHours: "carryover",
  deadlines: "deadlines",
  reporting: "who reports",
};

const WHO_REPORTS: Record<Reporting, string> = {
  attorney: "you, by self-reporting your credits on the bar's portal.",
  provider: "the provider reports your attendance to the bar; you have nothing to file.",
  both: "the provider reports your attendance, and you also file your own report on the bar's portal.",
};

const STATUS_LABELS: Record<TrackerPeriod["status"], string> = {
  current: "Current period",
  upcoming: "Next period",
  ended: "Ended",
};

const FORMAT_NAMES = { live: "Live", "self-study": "Self-study" } as const;

/** "Live", "Self-study", or "Self-study (not an accredited course)". */
function formatName(credit: { format: "live" | "self-study"; accredited?: boolean }): string {
  return credit.accredited === false
    ? `${FORMAT_NAMES[credit.format]} (not an accredited course)`
    : FORMAT_NAMES[credit.format];
}

/** "2.0 General, 1.0 Ethics" */
function hoursByCategory(values: Partial<Record<CreditCategory, number>>, state: string): string {
  return categoryHours(values, state)
    .map(({ label, hours: value }) => `${hours(value)} ${label}`)
    .join(", ");
}

function periodText(period: { startsOn: string; endsOn: string }): string {
  return `${formatLongDate(period.startsOn)} – ${formatLongDate(period.endsOn)}`;
}

/**
 * One part of a state's card. Its name starts with the state's ("Texas
 * Progress"): with two states tracked, no two regions share a name.
 */
function Block({
  title,
  id,
  within,
  children,
}: {
  title: string;
  id: string;
  /** The state heading's id. */
  within: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${within} ${id}`}
      className="grid gap-3 border-slate-200 border-t pt-5"
    >
      <h3 id={id} className="font-semibold text-lg">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A form behind a disclosure; open while it has something to say. */
function Disclosure({
  summary,
  open,
  children,
}: {
  summary: string;
  open: boolean;
  children: ReactNode;
}) {
  return (
    <details open={open || undefined} className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
      <summary className="cursor-pointer font-semibold text-brand-800">{summary}</summary>
      <div className="mt-4">{children}</div>
    </details>
  );
}

/** One state in the tracker: admission, period, progress, what to do, credits. */
export function StateCreditCard({
  tracker,
  birthDate,
  lastName,
}: {
  tracker: StateTracker;
  birthDate: string | null;
  lastName: string | null;
}) {
  const { slug, name, evaluation, judged } = tracker;
  const headingId = `state-${slug}`;
  const admissionForm = useTrackerForm({ intent: "save-admission", state: slug });
  const newPeriodForm = useTrackerForm({ intent: "save-period", state: slug });
  const editPeriodForm = useTrackerForm({
    intent: "save-period",
    state: slug,
    target: judged?.id ?? null,
  });
  const creditForm = useTrackerForm({ intent: "add-credit", state: slug });
  const needs = tracker.suggestion.ok ? [] : tracker.suggestion.needs;

  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 gap-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <header className="grid gap-1">
        <h2 id={headingId} className="font-semibold text-2xl">
          {name}
        </h2>
        <p className="text-slate-700">
          {tracker.admission
            ? `Bar number ${tracker.admission.barNumber}${
                tracker.admission.admittedOn
                  ? ` · admitted ${formatLongDate(tracker.admission.admittedOn)}`
                  : ""
              }`
            : "No bar admission recorded for this state."}{" "}
          ·{" "}
          <Link to={tracker.statePage} className="text-brand-700 underline">
            {name} CLE rules
          </Link>
        </p>
      </header>

      <Disclosure
        summary={
          tracker.admission ? "Change bar number or admission date" : "Add your bar admission"
        }
        open={admissionForm.result !== null || needs.includes("admittedOn")}
      >
        {needs.includes("admittedOn") ? (
          <p className="mb-3 text-slate-700">
            {name} sets your reporting period by your date of admission: add it here.
          </p>
        ) : null}
        <AdmissionForm state={slug} stateName={name} admission={tracker.admission} />
      </Disclosure>

      <Block title="Reporting period" id={`${headingId}-period`} within={headingId}>
        <CardNotice state={slug} place="period" />
        {judged ? (
          <div className="grid gap-2">
            <p>
              <span className="font-semibold">{STATUS_LABELS[judged.status]}:</span>{" "}
              {periodText(judged)}
              {judged.carriedIn > 0 ? ` · ${hours(judged.carriedIn)} hours carried in` : ""}
            </p>
            <p className="text-slate-700 text-sm">
              {tracker.judgedMatchesSuggestion
                ? "Worked out from the state's rule. "
                : "Dates you entered. "}
              {tracker.suggestion.explanation}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <DeleteButton
                intent="delete-period"
                field="periodId"
                id={judged.id}
                state={slug}
                detail={`(${name}, ${periodText(judged)})`}
                question="Delete this period and its carried-in hours?"
              >
                Delete this period
              </DeleteButton>
            </div>
            <Disclosure summary="Change this period's dates" open={editPeriodForm.result !== null}>
              <PeriodForm state={slug} period={judged} />
            </Disclosure>
          </div>
        ) : (
          <p className="text-slate-700">No reporting period recorded yet.</p>
        )}

        {tracker.offerSuggestion ? (
          <div className="grid gap-3 rounded-lg bg-brand-50 p-4">
            {tracker.suggestion.ok ? (
              <>
                <p>
                  <span className="font-semibold">Suggested period:</span>{" "}
                  {periodText(tracker.suggestion)}
                </p>
                <p className="text-slate-700 text-sm">{tracker.suggestion.explanation}</p>
                <AcceptPeriodForm state={slug} label="Use this period" />
              </>
            ) : (
              <>
                <p className="text-slate-800">{tracker.suggestion.explanation}</p>
                {needs.includes("birthDate") ? (
                  <BirthDateForm state={slug} birthDate={birthDate} />
                ) : null}
                {needs.includes("lastName") ? (
                  <p>
                    {lastName ? `Your last name is recorded as “${lastName}”. ` : ""}
                    <Link to="/profile" className="text-brand-700 underline">
                      Change your name in Profile Settings
                    </Link>
                  </p>
                ) : null}
                {needs.includes("cycleEnd") ? <CycleEndForm state={slug} stateName={name} /> : null}
                {needs.includes("admittedOn") ? (
                  <p className="text-slate-700 text-sm">
                    Add the date of admission above, then the period is worked out.
                  </p>
                ) : null}
              </>
            )}
          </div>
        ) : null}

        {tracker.offerSuggestion ? (
          <Disclosure summary="Enter the dates yourself" open={newPeriodForm.result !== null}>
            <PeriodForm state={slug} period={null} />
          </Disclosure>
        ) : null}

        {tracker.periods.length > 1 ? (
          <div>
            <h4 className="font-semibold">Other periods</h4>
            <ul className="mt-1 grid gap-1">
              {tracker.periods
                .filter((period) => period.id !== judged?.id)
                .map((period) => (
                  <li key={period.id} className="flex flex-wrap items-center gap-x-3">
                    <span>
                      {STATUS_LABELS[period.status]}: {periodText(period)}
                    </span>
                    <DeleteButton
                      intent="delete-period"
                      field="periodId"
                      id={period.id}
                      state={slug}
                      detail={`(${name}, ${periodText(period)})`}
                      question="Delete this period and its carried-in hours?"
                    >
                      Delete
                    </DeleteButton>
                  </li>
                ))}
            </ul>
          </div>
        ) : null}
      </Block>

      {tracker.ruleProblem ? (
        <p role="note" className="rounded-md bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-200">
          {tracker.ruleProblem}
        </p>
      ) : null}

      {evaluation ? (
        <Progress
          evaluation={evaluation}
          headingId={headingId}
          stateName={name}
          enteredCarriedIn={judged?.carriedIn ?? 0}
        />
      ) : null}
      {evaluation ? (
        <RuleCaveats evaluation={evaluation} statePage={tracker.statePage} stateName={name} />
      ) : null}
      {evaluation ? (
        <Block title="Deadline and what to do" id={`${headingId}-todo`} within={headingId}>
          <p>
            <span className="font-semibold">
              Complete by {formatLongDate(evaluation.deadline.completeBy)}
            </span>{" "}
            ({daysLeftText(evaluation.deadline.daysLeft)}).
          </p>
          <p>
            <span className="font-semibold">Who reports:</span>{" "}
            {WHO_REPORTS[evaluation.reporting.who]}
          </p>
          <ul className="grid list-disc gap-1 pl-5">
            {evaluation.todo.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Block>
      ) : null}

      <Block title="Credits" id={`${headingId}-credits`} within={headingId}>
        <CardNotice state={slug} place="credits" />
        <CreditList credits={tracker.credits} state={slug} judged={judged !== null} />
        {tracker.pending.length > 0 ? <PendingList pending={tracker.pending} state={slug} /> : null}
        <Disclosure summary="Add a credit earned elsewhere" open={creditForm.result !== null}>
          <OutsideCreditForm
            state={slug}
            stateName={name}
            categories={tracker.categories}
            capsUnaccreditedSelfStudy={tracker.capsUnaccreditedSelfStudy}
          />
        </Disclosure>
      </Block>
    </section>
  );
}

function Progress({
  evaluation,
  headingId,
  stateName,
  enteredCarriedIn,
}: {
  evaluation: PeriodEvaluation;
  headingId: string;
  stateName: string;
  /** The hours carried in as entered (more than the state's carry-over limit counts as the limit). */
  enteredCarriedIn: number;
}) {
  const { total } = evaluation;
  const labelId = `${headingId}-total`;
  return (
    <Block title="Progress" id={`${headingId}-progress`} within={headingId}>
      <div className="grid gap-2">
        <p id={labelId}>
          <span className="font-semibold">
            {hours(total.counted)} of {hours(total.required)} hours
          </span>{" "}
          counted
          {enteredCarriedIn > total.carriedIn
            ? ` (${hours(total.carriedIn)} of the ${hours(enteredCarriedIn)} hours carried in: ${stateName} lets at most ${hours(total.carriedIn)} carry over)`
            : total.carriedIn > 0
              ? ` (${hours(total.carriedIn)} carried in)`
              : ""}
          {evaluation.complete
            ? ": complete."
            : `: ${hours(evaluation.hoursStillNeeded)} more needed.`}
        </p>
        <progress
          value={Math.min(total.counted, total.required)}
          max={total.required || 1}
          aria-labelledby={labelId}
          className="h-3 w-full overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700"
        />
        {total.earned !== total.countedEarned ? (
          <p className="text-slate-700 text-sm">
            {hours(total.earned)} hours earned in the period; {hours(total.countedEarned)} count
            under {stateName}'s format limits.
          </p>
        ) : null}
      </div>
      {evaluation.requirements.length > 0 ? (
        <div>
          <h4 className="font-semibold">Required subjects</h4>
          <RequirementTree items={evaluation.requirements} />
        </div>
      ) : null}
      {evaluation.formatChecks.length > 0 ? (
        <div>
          <h4 className="font-semibold">Format limits</h4>
          <ul className="mt-1 grid gap-1">
            {evaluation.formatChecks.map((check) => (
              <li key={`${check.kind}-${check.message}`}>
                <span
                  className={`mr-2 inline-block rounded px-1.5 py-0.5 font-semibold text-xs ${check.ok ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-950"}`}
                >
                  {check.ok ? "OK" : "Attention"}
                </span>
                {check.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Block>
  );
}

/** Requirements with those counted inside them, nested. */
export function RequirementTree({ items }: { items: readonly RequirementProgress[] }) {
  return (
    <ul className="mt-1 grid gap-2">
      {items.map((item) => (
        <li key={item.id} className="min-w-0">
          <div className="flex flex-wrap justify-between gap-x-4">
            <span className="font-medium">{item.label}</span>
            <span>
              {hours(item.counted)} of {hours(item.required)} hours
            </span>
          </div>
          <p className={`text-sm ${item.met ? "text-emerald-800" : "text-amber-900"}`}>
            {item.met
              ? "Met"
              : `${hours(item.stillNeeded)} more ${item.stillNeeded === 1 ? "hour" : "hours"} needed`}
            {item.liveOnly ? " · live hours only (self-study does not count)" : ""}
          </p>
          {item.within.length > 0 ? (
            <div className="mt-2 border-slate-200 border-l-2 pl-3 sm:pl-4">
              <p className="text-slate-700 text-sm">Within it:</p>
              <RequirementTree items={item.within} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function RuleCaveats({
  evaluation,
  statePage,
  stateName,
}: {
  evaluation: PeriodEvaluation;
  statePage: string;
  stateName: string;
}) {
  if (evaluation.unconfirmed.length === 0 && evaluation.secondary.length === 0) return null;
  const list = (names: RuleFactName[]) => names.map((name) => FACT_LABELS[name]).join(", ");
  return (
    <div className="rounded-md bg-amber-50 p-3 text-amber-950 text-sm ring-1 ring-amber-200">
      {evaluation.unconfirmed.length > 0 ? (
        <p>
          <span className="font-semibold">Unconfirmed:</span> these {stateName} figures are not
          confirmed by any source: {list(evaluation.unconfirmed)}.
        </p>
      ) : null}
      {evaluation.secondary.length > 0 ? (
        <p>
          <span className="font-semibold">Secondary source:</span> these come only from secondary
          sources: {list(evaluation.secondary)}.
        </p>
      ) : null}
      <p>
        Check them with the regulator; the{" "}
        <Link to={statePage} className="underline">
          {stateName} rules page
        </Link>{" "}
        lists the sources.
      </p>
    </div>
  );
}

function CreditList({
  credits,
  state,
  judged,
}: {
  credits: readonly TrackerCredit[];
  state: string;
  judged: boolean;
}) {
  if (credits.length === 0) {
    return (
      <p className="text-slate-700">
        No credits yet. Certificates from our courses appear here; add credits earned elsewhere
        below.
      </p>
    );
  }
  return (
    <ul className="grid gap-3">
      {credits.map((credit) => (
        <li key={credit.key} className="min-w-0 rounded-lg p-3 ring-1 ring-slate-200">
          <p className="break-words font-semibold">{credit.title}</p>
          <p className="break-words text-slate-700 text-sm">
            {credit.provider} · {formatLongDate(credit.completedOn)} · {formatName(credit)}
          </p>
          <p className="text-sm">
            {hours(credit.totalHours)} hours: {hoursByCategory(credit.hours, state)}
          </p>
          <p className="text-sm">
            {judged ? (
              credit.inPeriod ? (
                <span className="font-semibold text-emerald-800">Counted in this period</span>
              ) : (
                <span className="font-semibold text-slate-700">
                  Outside this period: not counted
                </span>
              )
            ) : (
              <span className="text-slate-700">Counted once a period is recorded</span>
            )}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            {credit.certificateUrl ? (
              <a href={credit.certificateUrl} download className="text-brand-700 underline">
                Download certificate<span className="sr-only"> for {credit.title}</span>
              </a>
            ) : credit.source === "outside" ? (
              <span className="text-slate-700">No certificate uploaded</span>
            ) : null}
            {credit.source === "outside" ? (
              <DeleteButton
                intent="delete-credit"
                field="creditId"
                id={credit.id}
                state={state}
                detail={`(${credit.title})`}
                question={
                  credit.certificateFilename
                    ? "Delete this credit and its uploaded certificate?"
                    : "Delete this credit?"
                }
              >
                Delete credit
              </DeleteButton>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

function PendingList({ pending, state }: { pending: readonly PendingCredit[]; state: string }) {
  return (
    <div>
      <h4 className="font-semibold">Approval pending, not counted</h4>
      <p className="text-slate-700 text-sm">
        These courses await the state's approval; they count once it is granted.
      </p>
      <ul className="mt-2 grid gap-2">
        {pending.map((credit) => (
          <li key={credit.id} className="min-w-0 rounded-lg bg-slate-50 p-3 text-sm">
            <p className="break-words font-semibold">{credit.title}</p>
            <p className="text-slate-700">
              {formatLongDate(credit.completedOn)} · {formatName(credit)} ·{" "}
              {hoursByCategory(credit.hours, state)} (approval pending, not counted)
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

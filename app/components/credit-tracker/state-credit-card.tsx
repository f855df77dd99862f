import { Link } from "react-router";
import { AdmissionForm } from "~/components/credit-tracker/admission-form";
import { Block, Disclosure } from "~/components/credit-tracker/card-block";
import { CreditList, PendingList } from "~/components/credit-tracker/credit-list";
import { CreditSummary, SeeAllCredits } from "~/components/credit-tracker/credit-summary-line";
import { DeadlineBlock } from "~/components/credit-tracker/deadline-block";
import { FormatNotices } from "~/components/credit-tracker/format-rule-notes";
import { OutsideCreditForm } from "~/components/credit-tracker/outside-credit-form";
import { ProgressBlock } from "~/components/credit-tracker/progress-block";
import { ReportingPeriodBlock } from "~/components/credit-tracker/reporting-period-block";
import { RequirementsOutlineBlock } from "~/components/credit-tracker/requirements-outline-block";
import { RuleCaveats } from "~/components/credit-tracker/rule-caveats";
import { useTrackerReply } from "~/components/credit-tracker/tracker-form-state";
import { CardNotice } from "~/components/credit-tracker/tracker-notices";
import { formatLongDate } from "~/lib/format";
import type { StateTracker } from "~/modules/credit-tracker/credit-tracker-types";

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
  const admissionReply = useTrackerReply({ intent: "save-admission", state: slug });
  const creditReply = useTrackerReply({ intent: "add-credit", state: slug });
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
        open={admissionReply !== null || needs.includes("admittedOn")}
      >
        {needs.includes("admittedOn") ? (
          <p className="mb-3 text-slate-700">
            {name} sets your reporting period by your date of admission: add it here.
          </p>
        ) : null}
        <AdmissionForm state={slug} stateName={name} admission={tracker.admission} />
      </Disclosure>

      <ReportingPeriodBlock
        tracker={tracker}
        headingId={headingId}
        birthDate={birthDate}
        lastName={lastName}
      />

      {tracker.formatNotice ? <FormatNotices notices={[tracker.formatNotice]} /> : null}

      {tracker.ruleProblem ? (
        <p role="note" className="rounded-md bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-200">
          {tracker.ruleProblem}
        </p>
      ) : null}

      {!evaluation && tracker.requirementsOutline ? (
        <RequirementsOutlineBlock
          outline={tracker.requirementsOutline}
          earnedHours={tracker.creditSummary.all.hours}
          creditCount={tracker.creditSummary.all.count}
          headingId={headingId}
          stateName={name}
        />
      ) : null}
      {evaluation ? (
        <ProgressBlock
          evaluation={evaluation}
          headingId={headingId}
          stateName={name}
          enteredCarriedIn={judged?.carriedIn ?? 0}
        />
      ) : null}
      {evaluation ? (
        <RuleCaveats evaluation={evaluation} statePage={tracker.statePage} stateName={name} />
      ) : null}
      {evaluation ? <DeadlineBlock evaluation={evaluation} headingId={headingId} /> : null}

      <Block title="Credits" id={`${headingId}-credits`} within={headingId}>
        <CardNotice state={slug} place="credits" />
        <CreditSummary tracker={tracker} />
        <CreditList credits={tracker.credits} state={slug} judged={judged !== null} />
        <SeeAllCredits tracker={tracker} />
        {tracker.pending.length > 0 ? <PendingList pending={tracker.pending} state={slug} /> : null}
        <Disclosure summary="Add a credit earned elsewhere" open={creditReply !== null}>
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

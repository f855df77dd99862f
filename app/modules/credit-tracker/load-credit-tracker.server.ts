// Everything the credit tracker page shows, read from the database and
// judged by each state's rules.

import { categoryLabel } from "~/content/credit-categories";
import { versionInForce } from "~/content/state-rules";
import { APPROVED_STATES, statePagePath } from "~/content/states";
import type { Database } from "~/db/client.server";
import { scheduleToday } from "~/lib/format";
import { type AccountRead, readAfresh } from "~/modules/accounts/read-account-cached.server";
import { listCreditReporting } from "~/modules/bar-reports/list-credit-reporting.server";
import { stateCategories } from "~/modules/credit-tracker/credit-tracker-fields";
import type {
  CreditTracker,
  StateTracker,
  TrackerPeriod,
} from "~/modules/credit-tracker/credit-tracker-types";
import { describeStateRestrictions } from "~/modules/credit-tracker/describe-format-restrictions";
import { judgePeriod, requireStateRules } from "~/modules/credit-tracker/judge-period";
import { earnedIn } from "~/modules/credit-tracker/list-earned-credits.server";
import {
  listPendingCredits,
  listTrackerCredits,
} from "~/modules/credit-tracker/list-tracker-credits";
import { factsInState, trackerFacts } from "~/modules/credit-tracker/load-attorney-facts.server";
import { outlineRequirements } from "~/modules/credit-tracker/outline-requirements";
import { readTrackerRecords } from "~/modules/credit-tracker/read-tracker-records.server";
import { restrictCreditFormats } from "~/modules/credit-tracker/restrict-credit-formats";
import { suggestPeriod } from "~/modules/credit-tracker/suggest-period";
import { summariseStateCredits } from "~/modules/credit-tracker/summarise-state-credits";
import { type TrackerClock, trackerDay } from "~/modules/credit-tracker/tracker-clock";

function periodStatus(period: { startsOn: string; endsOn: string }, today: string) {
  if (period.endsOn < today) return "ended" as const;
  if (period.startsOn > today) return "upcoming" as const;
  return "current" as const;
}

/** Current first, then upcoming (soonest first), then ended (latest first). */
function orderPeriods(periods: TrackerPeriod[]): TrackerPeriod[] {
  const rank = { current: 0, upcoming: 1, ended: 2 } as const;
  return [...periods].sort((a, b) => {
    if (a.status !== b.status) return rank[a.status] - rank[b.status];
    return a.status === "ended"
      ? b.startsOn.localeCompare(a.startsOn)
      : a.startsOn.localeCompare(b.startsOn);
  });
}

/**
 * Everything the tracker page shows: per state the attorney has a bar
 * admission or a reporting period in, the admission, the periods, the judged
 * period's evaluation fed with that state's credits, the period the state's
 * rule suggests, and course credits whose approval is pending. The
 * attorney's own pages pass `read` to take the records from their cache.
 * Without `creditLists` (the dashboard's summary) the credits are judged
 * but not listed, and where each stands with its regulator is not worked
 * out: that part grows with every completion the attorney ever had.
 */
export async function loadCreditTracker(
  db: Database,
  uid: string,
  clock: TrackerClock = new Date(),
  read: AccountRead = readAfresh,
  { creditLists = true }: { creditLists?: boolean } = {},
): Promise<CreditTracker> {
  // Side by side: two round trips at once (none when both are cached).
  const [records, reporting] = await Promise.all([
    read("tracker-records", () => readTrackerRecords(db, uid)),
    // Where each completion stands with its regulator, from the staff's reporting queue.
    creditLists
      ? listCreditReporting(
          db,
          uid,
          typeof clock === "string" ? new Date(`${clock}T12:00:00Z`) : clock,
          read,
        )
      : null,
  ]);

  const facts = trackerFacts(records);
  const periodRows = records.periods;
  const creditRows = records.credits;

  const tracked = new Set([
    ...facts.admissions.map((row) => row.state),
    ...periodRows.map((row) => row.stateSlug),
  ]);
  const states: StateTracker[] = APPROVED_STATES.filter((state) => tracked.has(state.slug)).map(
    (state) => {
      const today = trackerDay(state.slug, clock);
      const rules = requireStateRules(state.slug);
      const admission = facts.admissions.find((row) => row.state === state.slug) ?? null;
      const periods = orderPeriods(
        periodRows
          .filter((row) => row.stateSlug === state.slug)
          .map((row) => ({
            id: row.id,
            startsOn: row.startsOn,
            endsOn: row.endsOn,
            carriedIn: Number(row.carriedIn),
            status: periodStatus(row, today),
          })),
      );
      const judged = periods[0] ?? null;
      // The state's format rules, in force on each completion's day, first.
      const admittedOn = admission?.admittedOn ?? null;
      const restricted = restrictCreditFormats(
        earnedIn(creditRows, state.slug),
        state.slug,
        admittedOn,
      );
      const credits = restricted.credits;
      const judgement = judged ? judgePeriod(state.slug, judged, credits, today) : null;
      const evaluation = judgement?.evaluation ?? null;
      const inPeriod = new Set(evaluation?.creditIdsInPeriod ?? []);

      const suggestion = suggestPeriod(rules, factsInState(facts, state.slug), today);
      const version = versionInForce(rules, today) ?? rules.versions.at(-1);

      const listed = {
        periods,
        judged,
        credits: reporting
          ? listTrackerCredits(creditRows, state.slug, inPeriod, reporting, restricted.notes)
          : [],
        pending: reporting
          ? listPendingCredits(
              creditRows,
              state.slug,
              reporting,
              restrictCreditFormats(earnedIn(creditRows, state.slug, true), state.slug, admittedOn)
                .notes,
            )
          : [],
      };

      return {
        ...listed,
        creditSummary: summariseStateCredits(listed),
        slug: state.slug,
        name: state.name,
        code: state.code,
        statePage: statePagePath(state.slug),
        admission: admission
          ? { id: admission.id, barNumber: admission.barNumber, admittedOn: admission.admittedOn }
          : null,
        evaluation,
        ruleProblem: judgement?.problem ?? null,
        suggestion,
        offerSuggestion: !periods.some((period) => period.status !== "ended"),
        judgedMatchesSuggestion:
          judged !== null &&
          suggestion.ok &&
          suggestion.startsOn === judged.startsOn &&
          suggestion.endsOn === judged.endsOn,
        periodKind: version?.period.value.kind ?? "fixed",
        requirementsOutline: version ? outlineRequirements(version) : null,
        categories: stateCategories(rules).map((id) => ({
          id,
          label: categoryLabel(id, state.slug),
        })),
        capsUnaccreditedSelfStudy: (version?.formats.value ?? []).some(
          (rule) => rule.kind === "max-self-study" && rule.onlyUnaccredited === true,
        ),
        formatNotice: describeStateRestrictions(state.slug, admittedOn, today),
      };
    },
  );

  return {
    today: typeof clock === "string" ? clock : scheduleToday(clock),
    profile: {
      exists: facts.exists,
      lastName: facts.lastName,
      birthDate: facts.birthDate,
      state: facts.state,
    },
    states,
    addableStates: APPROVED_STATES.filter((state) => !tracked.has(state.slug)).map((state) => ({
      slug: state.slug,
      name: state.name,
    })),
  };
}

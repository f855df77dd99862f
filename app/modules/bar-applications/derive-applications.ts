import type { AccreditationStatus, CourseFormat } from "~/content/course-types";
import {
  type ApplicationDocument,
  type ApplicationLead,
  applicationRulesInForce,
} from "~/content/state-rules/application-rules";
import type { Confidence } from "~/content/state-rules/types";
import { APPROVED_STATES, type ApprovedState } from "~/content/states";
import { addDays, daysBetween, formatDay, requireDay } from "~/lib/iso-dates";

// Applications to the bars, derived without I/O: per course and state, the
// day the application is due ("file by") from the course's first
// presentation and the state's lead time in force, and where it stands.
// See docs/decisions/0059-applications-to-the-bars.md.

/** The overview lists the applications due within this many days (and the late ones). */
export const DUE_WITHIN_DAYS = 30;

/**
 * Where one course's application to one state stands: decided or filed (a
 * decision recorded on the accreditation tab), or still to file: late (past
 * its "file by" day), due within DUE_WITHIN_DAYS, due later, or without a
 * date (the state's lead time is not confirmed, or the course has no first
 * presentation yet).
 */
export type ApplicationStanding =
  | "approved"
  | "applied"
  | "denied"
  | "late"
  | "due"
  | "later"
  | "no-date";

export const STANDING_LABELS: Record<ApplicationStanding, string> = {
  approved: "Approved",
  applied: "Applied for",
  denied: "Denied",
  late: "Late: not yet applied",
  due: "To file soon",
  later: "To file later",
  "no-date": "No date to file by",
};

/** The course's first presentation: its first live session's day, or an on-demand course's release day. */
export type FirstPresentation = { day: string; from: "live-session" | "release" } | null;

/**
 * Decision 0059: a live webcast is first presented at its first live
 * session (not cancelled); an on-demand course on the day staff set as its
 * release, or at an earlier live session (a launch webcast) if it has one.
 */
export function firstPresentation(course: {
  format: CourseFormat;
  releaseOn: string | null;
  firstSessionDay: string | null;
}): FirstPresentation {
  const session = course.firstSessionDay;
  if (course.format === "live_webcast")
    return session ? { day: session, from: "live-session" } : null;
  if (session && (!course.releaseOn || session < course.releaseOn)) {
    return { day: session, from: "live-session" };
  }
  return course.releaseOn ? { day: course.releaseOn, from: "release" } : null;
}

/** The day an application is due; null without a first presentation or a confirmed lead time. */
export function fileByDay(firstDay: string | null, lead: ApplicationLead | null): string | null {
  if (!firstDay || !lead) return null;
  const days = lead.kind === "days-before" ? -lead.days : lead.days;
  return formatDay(addDays(requireDay(firstDay, "first presentation"), days));
}

/** How a lead time reads: "60 days before", "by the start date", "within 30 days after release". */
export function describeLead(lead: ApplicationLead | null): string {
  if (!lead) return "Not confirmed";
  if (lead.kind === "days-after") return `Within ${lead.days} days after first availability`;
  return lead.days === 0 ? "By the start date" : `${lead.days} days before`;
}

export type Decision = {
  stateSlug: string;
  status: AccreditationStatus;
  appliedOn: string | null;
};

/** Where an application stands on `today` (an ISO day in the schedule's zone). */
export function applicationStanding(
  decision: Decision | undefined,
  fileBy: string | null,
  today: string,
): ApplicationStanding {
  if (decision) return decision.status === "pending" ? "applied" : decision.status;
  if (!fileBy) return "no-date";
  if (fileBy < today) return "late";
  const left = daysBetween(requireDay(today, "today"), requireDay(fileBy, "file by"));
  return left <= DUE_WITHIN_DAYS ? "due" : "later";
}

export type CourseApplication = {
  stateSlug: string;
  stateName: string;
  lead: string;
  leadText: string;
  sources: string[];
  confidence: Confidence;
  fileBy: string | null;
  standing: ApplicationStanding;
  appliedOn: string | null;
};

/**
 * A course's application to each state where credits are offered, in the
 * states' order, judged by the timing in force on `today`.
 */
export function deriveCourseApplications(input: {
  format: CourseFormat;
  first: FirstPresentation;
  decisions: readonly Decision[];
  today: string;
  states?: readonly ApprovedState[];
}): CourseApplication[] {
  return (input.states ?? APPROVED_STATES).map((state) => {
    const rules = applicationRulesInForce(state.slug, input.today);
    const fact = (input.format === "on_demand" && rules.onDemandLead) || rules.lead;
    const fileBy = fileByDay(input.first?.day ?? null, fact.value);
    const decision = input.decisions.find((each) => each.stateSlug === state.slug);
    return {
      stateSlug: state.slug,
      stateName: state.name,
      lead: describeLead(fact.value),
      leadText: fact.text,
      sources: fact.sources,
      confidence: fact.confidence,
      fileBy,
      standing: applicationStanding(decision, fileBy, input.today),
      appliedOn: decision?.appliedOn ?? null,
    };
  });
}

/**
 * Which states' applications ask for each document, by the research (the
 * rule data's `documents`, in force on `today`); a state it says nothing of
 * is not named.
 */
export function documentsAskedBy(
  today: string,
  states: readonly ApprovedState[] = APPROVED_STATES,
): Record<ApplicationDocument, string[]> {
  const asked: Record<ApplicationDocument, string[]> = {
    agenda: [],
    materials: [],
    faculty: [],
    verification: [],
    "financial-aid": [],
    price: [],
  };
  for (const state of states) {
    for (const document of applicationRulesInForce(state.slug, today).documents?.value ?? []) {
      asked[document].push(state.name);
    }
  }
  return asked;
}

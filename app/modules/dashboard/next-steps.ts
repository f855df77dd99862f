import { formatLongDate, formatSessionDateTime } from "~/lib/format";
import { hoursPhrase, toHundredths } from "~/lib/hours";
import type { CreditSummaryLine } from "~/modules/credit-tracker/credit-tracker-types";
import type { LiveRegistration } from "./live-session-state";

export type NextStep = { text: string; href: string; action: string };

/**
 * What the attorney should do next, most pressing first: join or note a live
 * session and enter its codes, carry on watching or get the certificate of a
 * course watched, start a course not yet opened, keep each state's credits
 * on track, and set up what is missing (bar admissions, a first course).
 */
export function nextSteps({
  registrations,
  progress,
  credits,
  hasBarAdmissions,
}: {
  registrations: readonly {
    courseId: string;
    courseName: string;
    hasLecture: boolean;
    live: LiveRegistration | null;
    /** A live place without a session: the sessions it may take (else null). */
    sessionChoices?: readonly unknown[] | null;
    /** Opened in the course player. */
    started: boolean;
  }[];
  /** Courses opened in the course player. */
  progress: readonly {
    courseId: string;
    courseName: string;
    progress: number;
    completed: boolean;
    certified: boolean;
  }[];
  credits: readonly CreditSummaryLine[];
  hasBarAdmissions: boolean;
}): NextStep[] {
  const next: NextStep[] = [];
  for (const registration of registrations) {
    const live = registration.live;
    if (live?.status === "live" || (live?.status === "upcoming" && live.joinPath)) {
      next.push({
        text: `${registration.courseName} is live ${live.status === "live" ? "now" : `on ${formatSessionDateTime(live.startsAt)}`}.`,
        href: live.joinPath ?? `/dashboard#registration-${registration.courseId}`,
        action: live.joinPath ? "Join the webcast" : "See the details",
      });
    } else if (live?.status === "upcoming") {
      next.push({
        text: `Your live webcast ${registration.courseName} is on ${formatSessionDateTime(live.startsAt)}.`,
        href: `/dashboard/registrations/${registration.courseId}/calendar.ics`,
        action: "Add it to your calendar",
      });
    }
    if (!live && registration.sessionChoices && registration.sessionChoices.length > 0) {
      next.push({
        text: `Your live session of ${registration.courseName} was cancelled: your place is kept.`,
        href: `/dashboard#registration-${registration.courseId}`,
        action: "Choose another session",
      });
    }
    if (live?.codesOpen && live.codes.entered < live.codes.total) {
      next.push({
        text: `Enter the attendance codes announced in ${registration.courseName} (${live.codes.entered} of ${live.codes.total}).`,
        href: `/dashboard#registration-${registration.courseId}`,
        action: "Enter codes",
      });
    }
  }
  for (const item of progress) {
    if (!item.completed) {
      next.push({
        text: `Continue ${item.courseName}: ${item.progress}% watched.`,
        href: `/course-player/${item.courseId}`,
        action: "Resume",
      });
    } else if (!item.certified) {
      next.push({
        text: `You finished ${item.courseName}. Enter any missing codes and affirm attendance for your certificate.`,
        href: `/certificates/new?courseId=${encodeURIComponent(item.courseId)}`,
        action: "Get your certificate",
      });
    }
  }
  for (const registration of registrations) {
    if (!registration.live && registration.hasLecture && !registration.started) {
      next.push({
        text: `Start ${registration.courseName}, ready to watch on demand.`,
        href: `/course-player/${registration.courseId}`,
        action: "Start watching",
      });
    }
  }
  for (const line of credits) {
    if (line.status === "no-period") {
      next.push({
        text: `Set your ${line.name} reporting period so your credits are counted against it.`,
        href: "/dashboard/credits",
        action: "Set the period",
      });
    } else if (
      line.status === "tracking" &&
      !line.complete &&
      line.daysLeft !== null &&
      line.daysLeft >= 0 &&
      line.stillNeeded !== null &&
      line.periodEndsOn
    ) {
      next.push({
        text: `${line.name}: ${hoursPhrase(toHundredths(line.stillNeeded))} still needed by ${formatLongDate(line.periodEndsOn)}.`,
        href: `/courses?${new URLSearchParams({ state: line.slug })}`,
        action: "Find approved courses",
      });
    }
  }
  if (!hasBarAdmissions) {
    next.push({
      text: "Add the bars you are admitted to, with your bar numbers: certificates print them and the credit tracker follows each state's rules.",
      href: "/dashboard/credits",
      action: "Add bar admissions",
    });
  }
  if (registrations.length === 0) {
    next.push({
      text: "Find a course approved in your state.",
      href: "/courses",
      action: "Browse courses",
    });
  }
  return next;
}

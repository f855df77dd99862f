import { type ComponentProps, useEffect, useRef } from "react";
import { Link } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import type { FormReply } from "~/lib/form-reply";
import { formatLongDate } from "~/lib/format";
import { ACCOUNT_LISTS } from "~/modules/dashboard/account-lists";
import type { LiveRegistration } from "~/modules/dashboard/live-session-state";
import { ChooseSessionForm } from "./choose-session-form";
import { CARD_LIST, DashboardSection } from "./dashboard-section";
import { LiveRegistrationDetails } from "./live-registration-details";
import { SeeAllLink } from "./see-all-link";

type Registration = {
  id: string;
  courseId: string;
  courseName: string;
  registeredAt: Date;
  hasLecture: boolean;
  certified: boolean;
  live: LiveRegistration | null;
  /** A live place without a session: the sessions it may take (else null). */
  sessionChoices: ComponentProps<typeof ChooseSessionForm>["choices"] | null;
};

/**
 * "My registrations": each course registered for, live or on demand, with
 * where to go next; `chosen` is the reply to the last choice of a session.
 */
export function RegistrationList({
  registrations,
  chosen,
  title = ACCOUNT_LISTS.registrations.title,
  total,
}: {
  registrations: readonly Registration[];
  chosen: FormReply<{ courseId?: string }> | undefined;
  /** The section's heading (a list's own page names its page). */
  title?: string;
  /** How many there are, where this shows only the first few. */
  total?: number;
}) {
  const noticeRef = useRef<HTMLDivElement>(null);
  // The choice's form is gone once it succeeds (and the focus with it): the outcome takes the focus.
  useEffect(() => {
    if (chosen?.ok) noticeRef.current?.querySelector<HTMLElement>("[data-form-alert]")?.focus();
  }, [chosen]);
  return (
    <DashboardSection headingId="registrations-heading" title={title}>
      {chosen?.ok ? (
        <div ref={noticeRef} className="mt-2 max-w-xl">
          <FormAlert tone="success">{chosen.message}</FormAlert>
        </div>
      ) : null}
      {registrations.length === 0 ? (
        <p className="mt-2 text-slate-700">
          You have not registered for a course yet.{" "}
          <Link to="/courses" className="text-brand-700 underline">
            Browse courses
          </Link>
        </p>
      ) : (
        <ul className={CARD_LIST}>
          {registrations.map((registration) => (
            <li
              key={registration.id}
              id={`registration-${registration.courseId}`}
              className="scroll-mt-24 p-4"
            >
              <p className="font-semibold">
                <Link to={`/courses/${registration.courseId}`} className="hover:underline">
                  {registration.courseName}
                </Link>
              </p>
              {registration.live ? (
                <LiveRegistrationDetails
                  courseId={registration.courseId}
                  live={registration.live}
                />
              ) : registration.sessionChoices ? (
                <ChooseSessionForm
                  courseId={registration.courseId}
                  courseName={registration.courseName}
                  choices={registration.sessionChoices}
                  reply={
                    chosen && !chosen.ok && chosen.values?.courseId === registration.courseId
                      ? chosen
                      : undefined
                  }
                />
              ) : (
                <p className="text-slate-700 text-sm">
                  On demand · registered {formatLongDate(new Date(registration.registeredAt))}
                </p>
              )}
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {registration.hasLecture ? (
                  <Link
                    to={`/course-player/${registration.courseId}`}
                    className="text-brand-700 underline"
                  >
                    {registration.live ? "Watch the lecture on demand" : "Open the course player"}
                  </Link>
                ) : null}
                {registration.certified ? (
                  <Link to={ACCOUNT_LISTS.certificates.path} className="text-brand-700 underline">
                    Certificate issued
                  </Link>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
      <SeeAllLink kind="registrations" shown={registrations.length} total={total} />
    </DashboardSection>
  );
}

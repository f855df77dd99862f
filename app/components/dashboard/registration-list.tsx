import { Link } from "react-router";
import { formatLongDate } from "~/lib/format";
import type { LiveRegistration } from "~/modules/dashboard/live-session-state";
import { CARD_LIST, DashboardSection } from "./dashboard-section";
import { LiveRegistrationDetails } from "./live-registration-details";

type Registration = {
  id: string;
  courseId: string;
  courseName: string;
  registeredAt: Date;
  hasLecture: boolean;
  certified: boolean;
  live: LiveRegistration | null;
};

/** "My registrations": each course registered for, live or on demand, with where to go next. */
export function RegistrationList({ registrations }: { registrations: readonly Registration[] }) {
  return (
    <DashboardSection headingId="registrations-heading" title="My registrations">
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
                  <a href="#certificates" className="text-brand-700 underline">
                    Certificate issued
                  </a>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}

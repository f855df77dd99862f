import { useEffect, useRef } from "react";
import { FormAlert } from "~/components/ui/form-alert";

const link = "font-semibold text-brand-700 underline inline-block min-h-6";

/**
 * After a registration, in the dialog and on the registration page: the
 * spec's message, announced, and where to go next. The form's button is gone,
 * so the focus goes to the message that replaced it.
 */
export function RegistrationNextSteps({
  courseId,
  message,
  live,
}: {
  courseId: string;
  message: string;
  /** Registered for the live webcast: its calendar file is offered. */
  live: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector<HTMLElement>("[data-form-alert]")?.focus();
  }, []);
  return (
    <div ref={box} className="grid gap-3 sm:col-span-2">
      <FormAlert tone="success">{message}</FormAlert>
      <ul className="grid gap-2">
        <li>
          <a href={`/course-player/${encodeURIComponent(courseId)}`} className={link}>
            Open the course player
          </a>
        </li>
        {live ? (
          <li>
            <a
              href={`/dashboard/registrations/${encodeURIComponent(courseId)}/calendar.ics`}
              className={link}
            >
              Add the live webcast to your calendar
            </a>
          </li>
        ) : null}
        <li>
          <a href="/dashboard" className={link}>
            Go to My Dashboard
          </a>
        </li>
      </ul>
    </div>
  );
}

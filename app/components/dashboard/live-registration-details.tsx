import { CodeEntryForm } from "~/components/attendance/code-entry-form";
import { formatSessionDateTime } from "~/lib/format";
import type { LiveRegistration } from "~/modules/dashboard/live-session-state";

/** A live registration: the session, how to join, the calendar file and its codes. */
export function LiveRegistrationDetails({
  courseId,
  live,
}: {
  courseId: string;
  live: LiveRegistration;
}) {
  return (
    <div className="mt-1 grid gap-2 text-sm">
      <p className="text-slate-700">
        Live webcast: {formatSessionDateTime(new Date(live.startsAt))}, {live.durationMinutes}{" "}
        minutes ·{" "}
        {live.status === "upcoming" ? "upcoming" : live.status === "live" ? "live now" : "ended"}
      </p>
      {live.status !== "ended" ? (
        <p>
          {live.joinPath ? (
            <a
              href={live.joinPath}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-700 underline"
            >
              Join the webcast<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            "The link to join appears here the day before the session."
          )}{" "}
          ·{" "}
          <a
            href={`/dashboard/registrations/${courseId}/calendar.ics`}
            download
            className="text-brand-700 underline"
          >
            Add to calendar (.ics)
          </a>
        </p>
      ) : null}
      <p>
        Attendance codes entered:{" "}
        <span className="font-semibold">
          {live.codes.entered}/{live.codes.total}
        </span>
        {live.codesOpen
          ? ` · open until ${formatSessionDateTime(new Date(live.codesClose))}`
          : live.status === "upcoming"
            ? " · codes are announced during the session"
            : ""}
      </p>
      {live.codesOpen ? (
        <CodeEntryForm
          className="max-w-md"
          label="Attendance code"
          submitLabel="Enter code"
          hidden={{ intent: "code", courseId }}
          complete={live.codes.entered >= live.codes.total}
        />
      ) : null}
    </div>
  );
}

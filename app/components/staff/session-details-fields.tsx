import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { SESSION_TIME_ZONES } from "~/content/session-time-zones";
import type { FormFields } from "~/lib/form-reply";

/** A session's details as the form shows them: the start as a day and time in its zone. */
export type SessionFieldValues = {
  day: string;
  time: string;
  timeZone: string;
  durationMinutes: string;
  capacity: string;
  presenter: string;
  label: string;
  joinUrl: string;
  soldOut: boolean;
};

/**
 * The fields of a live session, shared by the schedule and edit forms. After
 * a refused post, `typed` holds what was sent (shown instead of `saved`).
 */
export function SessionDetailsFields({
  saved,
  typed,
  errors,
}: {
  saved: SessionFieldValues;
  typed: FormFields | null;
  errors: Record<string, string>;
}) {
  const value = (name: Exclude<keyof SessionFieldValues, "soldOut">) => {
    const entry = typed?.[name];
    return typeof entry === "string" ? entry : saved[name];
  };
  const soldOut = typed ? typed.soldOut === "on" : saved.soldOut;
  return (
    <>
      <div className="grid gap-4 md:grid-cols-3">
        <TextField
          label="Day"
          name="day"
          type="date"
          required
          defaultValue={value("day")}
          error={errors.day}
        />
        <TextField
          label="Start time"
          name="time"
          type="time"
          required
          defaultValue={value("time")}
          error={errors.time}
        />
        <SelectField
          label="Time zone"
          name="timeZone"
          options={SESSION_TIME_ZONES.map((zone) => ({ value: zone.id, label: zone.label }))}
          defaultValue={value("timeZone")}
          error={errors.timeZone}
        />
        <TextField
          label="Length in minutes"
          name="durationMinutes"
          inputMode="numeric"
          required
          defaultValue={value("durationMinutes")}
          error={errors.durationMinutes}
        />
        <TextField
          label="Seats (capacity)"
          name="capacity"
          inputMode="numeric"
          required
          defaultValue={value("capacity")}
          error={errors.capacity}
        />
        <TextField
          label="Presenter (optional)"
          name="presenter"
          maxLength={160}
          defaultValue={value("presenter")}
          error={errors.presenter}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Join link (optional until known)"
          name="joinUrl"
          type="url"
          hint="Attendees see it on their dashboard from a day before."
          defaultValue={value("joinUrl")}
          error={errors.joinUrl}
        />
        <TextField
          label="Label beside the date (optional)"
          name="label"
          maxLength={60}
          hint="For example: Live Course Launch."
          defaultValue={value("label")}
          error={errors.label}
        />
      </div>
      <div className="flex items-center gap-2">
        <input
          id="session-sold-out"
          type="checkbox"
          name="soldOut"
          defaultChecked={soldOut}
          className="size-5"
        />
        <label htmlFor="session-sold-out">
          Stop selling seats (shown as SOLD OUT, whatever the count)
        </label>
      </div>
    </>
  );
}

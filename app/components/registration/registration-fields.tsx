import { AttendeeFields } from "~/components/ui/attendee-fields";

/**
 * The registration form's fields (spec §4), in the dialog and on the
 * registration page: the attendee, prefilled from the profile, and, when the
 * course has a live session, whether they attend it (ticked by default).
 */
export function RegistrationFields({
  prefill,
  errors,
  liveDate,
  attendsLive = true,
  onAttendsLiveChange,
}: {
  prefill: { firstName: string; lastName: string; email: string; state: string };
  errors?: Record<string, string>;
  liveDate: string | null;
  /** Whether the box starts ticked (a refused post without script keeps what was sent). */
  attendsLive?: boolean;
  onAttendsLiveChange?: (attends: boolean) => void;
}) {
  return (
    <>
      <AttendeeFields prefill={prefill} errors={errors} />
      {liveDate ? (
        <label className="flex items-start gap-3 sm:col-span-2">
          <input
            type="checkbox"
            name="attendLiveWebcast"
            defaultChecked={attendsLive}
            onChange={(event) => onAttendsLiveChange?.(event.currentTarget.checked)}
            className="mt-1 size-4"
          />
          <span>
            I will attend the live webcast on {liveDate} (an online video meeting; the link to join
            is e-mailed before the session).
          </span>
        </label>
      ) : null}
    </>
  );
}

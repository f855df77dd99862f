import { NameFields } from "./name-fields";
import { StateField } from "./state-field";
import { EmailField } from "./text-field";

type AttendeeValues = { firstName: string; lastName: string; email: string; state: string };

/**
 * The attendee's details, as the registration dialog and the payment page
 * ask for them (spec §3: first name, last name, e-mail, state; all required),
 * prefilled from the profile. Laid out for a two-column grid.
 */
export function AttendeeFields({
  prefill,
  errors = {},
}: {
  prefill: AttendeeValues;
  errors?: Partial<Record<keyof AttendeeValues, string>>;
}) {
  return (
    <>
      <NameFields defaultValues={prefill} errors={errors} />
      <div className="sm:col-span-2">
        <EmailField defaultValue={prefill.email} error={errors.email} />
      </div>
      <div className="sm:col-span-2">
        <StateField defaultValue={prefill.state} error={errors.state} />
      </div>
    </>
  );
}

import { PROFILE_STATE_OPTIONS } from "~/content/states";
import { SelectField } from "./select-field";
import { EmailField, TextField } from "./text-field";

export type AttendeeValues = { firstName: string; lastName: string; email: string; state: string };

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
      <TextField
        label="First name"
        name="firstName"
        required
        autoComplete="given-name"
        defaultValue={prefill.firstName}
        error={errors.firstName}
      />
      <TextField
        label="Last name"
        name="lastName"
        required
        autoComplete="family-name"
        defaultValue={prefill.lastName}
        error={errors.lastName}
      />
      <div className="sm:col-span-2">
        <EmailField defaultValue={prefill.email} error={errors.email} />
      </div>
      <div className="sm:col-span-2">
        <SelectField
          label="State"
          name="state"
          options={PROFILE_STATE_OPTIONS}
          emptyOption="Choose your state"
          required
          defaultValue={prefill.state}
          error={errors.state}
        />
      </div>
    </>
  );
}

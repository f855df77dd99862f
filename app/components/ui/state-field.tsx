import { PROFILE_STATE_OPTIONS } from "~/content/states";
import { SelectField } from "./select-field";

/** The state an attorney practises in (or "Other"), as the profile and attendee forms ask it. */
export function StateField({
  defaultValue = "",
  error,
}: {
  defaultValue?: string;
  error?: string | undefined;
}) {
  return (
    <SelectField
      label="State"
      name="state"
      options={PROFILE_STATE_OPTIONS}
      emptyOption="Choose your state"
      required
      defaultValue={defaultValue}
      error={error}
    />
  );
}

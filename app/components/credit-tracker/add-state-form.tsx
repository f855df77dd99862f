import { Form } from "react-router";
import { Hidden } from "~/components/credit-tracker/hidden-field";
import { useTrackerForm } from "~/components/credit-tracker/tracker-form-state";
import { FormNotice } from "~/components/credit-tracker/tracker-notices";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import { TRACKER_LIMITS } from "~/modules/credit-tracker/credit-tracker-fields";

/** A new state for the tracker: its bar admission. */
export function AddStateForm({
  states,
  preferred,
}: {
  states: { slug: string; name: string }[];
  /** The state chosen at sign-up: chosen here too, while it is not tracked yet. */
  preferred: string | null;
}) {
  const { reply, errors, busy, form, today } = useTrackerForm({ intent: "add-state" });
  return (
    <Form method="post" noValidate ref={form} className="grid gap-4">
      <Hidden name="intent" value="add-state" />
      <FormNotice reply={reply} />
      <div className="grid gap-4 sm:grid-cols-3 sm:items-start">
        <SelectField
          label="State"
          name="state"
          options={states.map((state) => ({ value: state.slug, label: state.name }))}
          emptyOption="Choose a state"
          defaultValue={states.some((state) => state.slug === preferred) ? (preferred ?? "") : ""}
          required
          error={errors.state}
        />
        <TextField
          label="Bar number"
          name="barNumber"
          autoComplete="off"
          required
          maxLength={TRACKER_LIMITS.barNumberMax}
          error={errors.barNumber}
        />
        <TextField
          label="Date of admission"
          name="admittedOn"
          type="date"
          max={today}
          hint="Some states set your period by it."
          error={errors.admittedOn}
        />
      </div>
      <div>
        <SubmitButton busy={busy} busyLabel="Adding...">
          Add state
        </SubmitButton>
      </div>
    </Form>
  );
}

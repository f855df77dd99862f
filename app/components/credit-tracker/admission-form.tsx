import { Form } from "react-router";
import { Hidden } from "~/components/credit-tracker/hidden-field";
import { useTrackerForm } from "~/components/credit-tracker/tracker-form-state";
import { FormNotice } from "~/components/credit-tracker/tracker-notices";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import { TRACKER_LIMITS } from "~/modules/credit-tracker/credit-tracker-fields";

/** The bar number and admission date of a state already in the tracker. */
export function AdmissionForm({
  state,
  stateName,
  admission,
}: {
  state: string;
  stateName: string;
  admission: { barNumber: string; admittedOn: string | null } | null;
}) {
  const { reply, errors, busy, today } = useTrackerForm({ intent: "save-admission", state });
  return (
    <Form method="post" noValidate className="grid gap-4">
      <Hidden name="intent" value="save-admission" />
      <Hidden name="state" value={state} />
      <FormNotice reply={reply} />
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <TextField
          label={`${stateName} bar number`}
          name="barNumber"
          autoComplete="off"
          required
          maxLength={TRACKER_LIMITS.barNumberMax}
          defaultValue={admission?.barNumber ?? ""}
          error={errors.barNumber}
        />
        <TextField
          label={`Date of admission in ${stateName}`}
          name="admittedOn"
          type="date"
          max={today}
          defaultValue={admission?.admittedOn ?? ""}
          error={errors.admittedOn}
        />
      </div>
      <div>
        <SubmitButton busy={busy} busyLabel="Saving...">
          Save admission
        </SubmitButton>
      </div>
    </Form>
  );
}

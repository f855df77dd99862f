import { Form } from "react-router";
import { Hidden } from "~/components/credit-tracker/hidden-field";
import { useTrackerForm } from "~/components/credit-tracker/tracker-form-state";
import { FormNotice } from "~/components/credit-tracker/tracker-notices";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";

/** Florida and Washington: the last day of the cycle the regulator assigned. */
export function CycleEndForm({ state, stateName }: { state: string; stateName: string }) {
  const { reply, errors, busy } = useTrackerForm({ intent: "cycle-end", state });
  return (
    <Form method="post" noValidate className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <Hidden name="intent" value="cycle-end" />
      <Hidden name="state" value={state} />
      <div className="sm:col-span-2">
        <FormNotice reply={reply} errorsOnly />
      </div>
      <TextField
        label={`Last day of your ${stateName} cycle`}
        name="cycleEnd"
        type="date"
        required
        hint="As the bar shows it in your member profile."
        error={errors.cycleEnd}
      />
      <div className={errors.cycleEnd ? "sm:mb-12" : "sm:mb-7"}>
        <SubmitButton busy={busy} busyLabel="Saving...">
          Save cycle
        </SubmitButton>
      </div>
    </Form>
  );
}

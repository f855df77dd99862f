import { Form } from "react-router";
import { Hidden } from "~/components/credit-tracker/hidden-field";
import { useTrackerForm } from "~/components/credit-tracker/tracker-form-state";
import { FormNotice } from "~/components/credit-tracker/tracker-notices";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import { TRACKER_LIMITS } from "~/modules/credit-tracker/credit-tracker-fields";

/** A period's dates entered by hand: a new one, or changes to one (`period`). */
export function PeriodForm({
  state,
  period,
}: {
  state: string;
  period: { id: string; startsOn: string; endsOn: string; carriedIn: number } | null;
}) {
  const { reply, errors, busy, form } = useTrackerForm({
    intent: "save-period",
    state,
    target: period?.id ?? null,
  });
  return (
    <Form method="post" noValidate ref={form} className="grid gap-4">
      <Hidden name="intent" value="save-period" />
      <Hidden name="state" value={state} />
      <Hidden name="periodId" value={period?.id} />
      <FormNotice reply={reply} errorsOnly={period === null} />
      <div className="grid gap-4 sm:grid-cols-3 sm:items-start">
        <TextField
          label="First day"
          name="startsOn"
          type="date"
          required
          defaultValue={period?.startsOn ?? ""}
          error={errors.startsOn}
        />
        <TextField
          label="Last day"
          name="endsOn"
          type="date"
          required
          defaultValue={period?.endsOn ?? ""}
          error={errors.endsOn}
        />
        <TextField
          label="Hours carried in"
          name="carriedIn"
          type="number"
          inputMode="decimal"
          min={0}
          max={TRACKER_LIMITS.carriedInMax}
          step={0.01}
          defaultValue={period && period.carriedIn > 0 ? String(period.carriedIn) : ""}
          hint="From your previous period, as the bar recorded them."
          error={errors.carriedIn}
        />
      </div>
      <div>
        <SubmitButton busy={busy} busyLabel="Saving...">
          {period ? "Save dates" : "Add period"}
        </SubmitButton>
      </div>
    </Form>
  );
}

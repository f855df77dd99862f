import { Form } from "react-router";
import { Hidden } from "~/components/credit-tracker/hidden-field";
import { useTrackerForm } from "~/components/credit-tracker/tracker-form-state";
import { FormNotice } from "~/components/credit-tracker/tracker-notices";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";

/** The date of birth, where the state's rule sets periods by it. */
export function BirthDateForm({ state, birthDate }: { state: string; birthDate: string | null }) {
  const { reply, errors, busy, today } = useTrackerForm({ intent: "birth-date", state });
  return (
    <Form method="post" noValidate className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <Hidden name="intent" value="birth-date" />
      <Hidden name="state" value={state} />
      <div className="sm:col-span-2">
        <FormNotice reply={reply} errorsOnly />
      </div>
      <TextField
        label="Date of birth"
        name="birthDate"
        type="date"
        autoComplete="bday"
        max={today}
        required
        defaultValue={birthDate ?? ""}
        hint="Used only to work out your reporting periods."
        error={errors.birthDate}
      />
      <div className={errors.birthDate ? "sm:mb-12" : "sm:mb-7"}>
        <SubmitButton busy={busy} busyLabel="Saving...">
          Save date of birth
        </SubmitButton>
      </div>
    </Form>
  );
}

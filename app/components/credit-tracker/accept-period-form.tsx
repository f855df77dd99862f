import { Form } from "react-router";
import { Hidden } from "~/components/credit-tracker/hidden-field";
import { useTrackerForm } from "~/components/credit-tracker/tracker-form-state";
import { FormNotice } from "~/components/credit-tracker/tracker-notices";
import { SubmitButton } from "~/components/ui/submit-button";

/** Records the period the state's rule gives (worked out again on the server). */
export function AcceptPeriodForm({ state, label }: { state: string; label: string }) {
  const { reply, busy } = useTrackerForm({ intent: "accept-period", state });
  return (
    <Form method="post" className="grid gap-3">
      <Hidden name="intent" value="accept-period" />
      <Hidden name="state" value={state} />
      <FormNotice reply={reply} errorsOnly />
      <div>
        <SubmitButton busy={busy} busyLabel="Saving...">
          {label}
        </SubmitButton>
      </div>
    </Form>
  );
}

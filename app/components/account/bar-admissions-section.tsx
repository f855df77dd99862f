import { Form, Link } from "react-router";
import { FormReplyAlert } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import { APPROVED_STATES, findState } from "~/content/states";
import type { FormReply } from "~/lib/form-reply";
import { formatLongDate } from "~/lib/format";
import { SettingsSection } from "./settings-section";
import { useSettingsForm } from "./use-settings-form";

const BAR_STATE_OPTIONS = APPROVED_STATES.map((state) => ({
  value: state.slug,
  label: state.name,
}));

type BarAdmission = { id: string; state: string; barNumber: string; admittedOn: string | null };

/** Profile Settings: the attorney's bar admissions, one per state, each removable, and a form to add one. */
export function BarAdmissionsSection({
  admissions,
  reply: pageReply,
}: {
  admissions: readonly BarAdmission[];
  reply: FormReply | undefined;
}) {
  const removal = useSettingsForm("remove-bar", pageReply);
  const { busy, reply, errors } = useSettingsForm("add-bar", pageReply);
  return (
    <SettingsSection title="Bar admissions" id="bar-heading">
      <p className="mb-4 text-slate-700 text-sm">
        Your bar number appears on the certificates of attendance for that state. The date of
        admission sets your reporting period in some states (see your{" "}
        <Link to="/dashboard/credits" className="text-brand-700 underline">
          credit tracker
        </Link>
        ).
      </p>
      <FormReplyAlert reply={removal.reply} />
      {admissions.length > 0 ? (
        <ul className="mb-6 divide-y divide-slate-200">
          {admissions.map((admission) => {
            const stateName = findState(admission.state)?.name ?? admission.state;
            return (
              <li key={admission.id} className="flex items-center justify-between gap-4 py-2">
                <span>
                  {stateName} · Bar number {admission.barNumber}
                  {admission.admittedOn
                    ? ` · admitted ${formatLongDate(admission.admittedOn)}`
                    : ""}
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-bar" />
                  <input type="hidden" name="id" value={admission.id} />
                  <button
                    type="submit"
                    className="rounded px-3 py-1.5 text-red-800 text-sm underline hover:bg-red-50"
                    aria-label={`Remove ${stateName} bar admission`}
                  >
                    Remove
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mb-6 text-slate-700">No bar admissions yet.</p>
      )}
      <Form
        method="post"
        className="grid gap-4 sm:grid-cols-2 sm:items-end lg:grid-cols-[1fr_1fr_1fr_auto]"
        noValidate
      >
        <input type="hidden" name="intent" value="add-bar" />
        <div className="sm:col-span-2 lg:col-span-4">
          <FormReplyAlert reply={reply} />
        </div>
        <SelectField
          label="State of admission"
          name="state"
          options={BAR_STATE_OPTIONS}
          emptyOption="Choose a state"
          defaultValue=""
          error={errors.state}
        />
        <TextField
          label="Bar number"
          name="barNumber"
          autoComplete="off"
          error={errors.barNumber}
        />
        <TextField
          label="Date of admission (optional)"
          name="admittedOn"
          type="date"
          error={errors.admittedOn}
        />
        <SubmitButton busy={busy} busyLabel="Adding...">
          Add admission
        </SubmitButton>
      </Form>
    </SettingsSection>
  );
}

import { Form } from "react-router";
import { FormReplyAlert } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import { PROFILE_STATE_OPTIONS } from "~/content/states";
import type { FormReply } from "~/lib/form-reply";
import { SettingsSection } from "./settings-section";
import { useSettingsForm } from "./use-settings-form";

/** Profile Settings: name, state and phone. */
export function ProfileDetailsForm({
  profile,
  reply: pageReply,
}: {
  profile: { firstName: string; lastName: string; state: string; phone?: string | undefined };
  reply: FormReply | undefined;
}) {
  const { busy, reply, errors } = useSettingsForm("profile", pageReply);
  return (
    <SettingsSection title="Your details" id="details-heading">
      <Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="profile" />
        <div className="sm:col-span-2">
          <FormReplyAlert reply={reply} />
        </div>
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          required
          defaultValue={profile.firstName}
          error={errors.firstName}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          required
          defaultValue={profile.lastName}
          error={errors.lastName}
        />
        <SelectField
          label="State"
          name="state"
          options={PROFILE_STATE_OPTIONS}
          emptyOption="Choose your state"
          required
          defaultValue={profile.state}
          error={errors.state}
        />
        <TextField
          label="Phone (optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={profile.phone ?? ""}
          error={errors.phone}
        />
        <div className="sm:col-span-2">
          <SubmitButton busy={busy} busyLabel="Saving...">
            Save details
          </SubmitButton>
        </div>
      </Form>
    </SettingsSection>
  );
}

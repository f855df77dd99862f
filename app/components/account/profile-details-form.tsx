import { Form } from "react-router";
import { FormReplyAlert } from "~/components/ui/form-alert";
import { NameFields } from "~/components/ui/name-fields";
import { StateField } from "~/components/ui/state-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { PhoneField } from "~/components/ui/text-field";
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
        <NameFields defaultValues={profile} errors={errors} />
        <StateField defaultValue={profile.state} error={errors.state} />
        <PhoneField defaultValue={profile.phone ?? ""} error={errors.phone} />
        <div className="sm:col-span-2">
          <SubmitButton busy={busy} busyLabel="Saving...">
            Save details
          </SubmitButton>
        </div>
      </Form>
    </SettingsSection>
  );
}

import { Form } from "react-router";
import { FormReplyAlert } from "~/components/ui/form-alert";
import { NewPasswordFields } from "~/components/ui/new-password-fields";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import type { FormReply } from "~/lib/form-reply";
import { SettingsSection } from "./settings-section";
import { useSettingsForm } from "./use-settings-form";

/** Profile Settings: a new password, with the current one. */
export function PasswordChangeForm({ reply: pageReply }: { reply: FormReply | undefined }) {
  const { busy, reply, errors } = useSettingsForm("change-password", pageReply);
  return (
    <SettingsSection title="Password" id="password-heading">
      <Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="change-password" />
        <div className="sm:col-span-2">
          <FormReplyAlert reply={reply} />
        </div>
        <div className="sm:col-span-2">
          <TextField
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            error={errors.currentPassword}
          />
        </div>
        <NewPasswordFields
          names={{ password: "newPassword", confirm: "confirmPassword" }}
          labels={{ password: "New password", confirm: "Confirm new password" }}
          errors={errors}
        />
        <div className="sm:col-span-2">
          <SubmitButton busy={busy} busyLabel="Saving...">
            Change password
          </SubmitButton>
        </div>
      </Form>
    </SettingsSection>
  );
}

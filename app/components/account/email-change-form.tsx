import { Form } from "react-router";
import { FormReplyAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import type { FormReply } from "~/lib/form-reply";
import { SettingsSection } from "./settings-section";
import { useSettingsForm } from "./use-settings-form";

/** Profile Settings: the sign-in address, and a change of it (the password confirms it). */
export function EmailChangeForm({
  user,
  reply: pageReply,
}: {
  user: { email: string; emailVerified: boolean };
  reply: FormReply | undefined;
}) {
  const { busy, reply, errors } = useSettingsForm("change-email", pageReply);
  return (
    <SettingsSection title="E-mail address" id="email-heading">
      <p className="mb-4">
        You log in with <strong className="wrap-anywhere">{user.email}</strong>
        {user.emailVerified ? " (confirmed)." : " (not yet confirmed)."}
      </p>
      <Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="change-email" />
        <div className="sm:col-span-2">
          <FormReplyAlert reply={reply} />
        </div>
        <TextField
          label="New e-mail address"
          name="newEmail"
          type="email"
          autoComplete="email"
          required
          error={errors.newEmail}
        />
        <TextField
          label="Current password (to confirm the new address)"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          error={errors.currentPassword}
        />
        <div className="sm:col-span-2">
          <SubmitButton busy={busy} busyLabel="Sending...">
            Change e-mail address
          </SubmitButton>
        </div>
      </Form>
    </SettingsSection>
  );
}

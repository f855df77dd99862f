import { Form } from "react-router";
import { FormReplyAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { EmailField } from "~/components/ui/text-field";
import { usePageForm } from "~/components/ui/use-page-form";
import type { FormReply } from "~/lib/form-reply";
import { FIRM_INVITATION_EXPIRES_DAYS } from "~/modules/auth/auth-constants";

/** An administrator invites a lawyer by e-mail. */
export function InviteForm({ reply }: { reply: FormReply<unknown> | undefined }) {
  const { form, busy, errors } = usePageForm(reply, { intent: "invite" });
  return (
    <Form ref={form} method="post" noValidate className="grid max-w-xl gap-4">
      <input type="hidden" name="intent" value="invite" />
      <FormReplyAlert reply={reply} />
      <EmailField
        label="Lawyer's e-mail address"
        hint={`We e-mail them a link that joins the firm once they sign in or create an account with this address. It works for ${FIRM_INVITATION_EXPIRES_DAYS} days.`}
        error={errors.email}
      />
      <div>
        <SubmitButton busy={busy} busyLabel="Sending...">
          Send invitation
        </SubmitButton>
      </div>
    </Form>
  );
}

import { Form } from "react-router";
import { FormReplyAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { usePageForm } from "~/components/ui/use-page-form";
import type { FormReply } from "~/lib/form-reply";

/** Leaving the firm: what goes and what stays, and the button. */
export function LeaveFirmForm({
  firmName,
  isAdmin,
  reply,
}: {
  firmName: string;
  isAdmin: boolean;
  reply: FormReply<unknown> | undefined;
}) {
  const { form, busy } = usePageForm(reply, { intent: "leave" });
  return (
    <Form ref={form} method="post" className="grid max-w-2xl gap-4">
      <input type="hidden" name="intent" value="leave" />
      <FormReplyAlert reply={reply} />
      <p className="text-slate-700">
        Your certificates, courses and credit tracker stay yours. Seats the firm has not yet given
        you stay with the firm.
        {isAdmin
          ? " If you are the firm's only administrator, name another administrator first."
          : null}
      </p>
      <div>
        <SubmitButton busy={busy} busyLabel="Leaving..." tone="danger">
          Leave {firmName}
        </SubmitButton>
      </div>
    </Form>
  );
}

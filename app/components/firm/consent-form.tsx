import { Form } from "react-router";
import { FormReplyAlert } from "~/components/ui/form-alert";
import { RadioChoices } from "~/components/ui/radio-choices";
import { SubmitButton } from "~/components/ui/submit-button";
import { usePageForm } from "~/components/ui/use-page-form";
import type { FormReply } from "~/lib/form-reply";
import { CONSENT_CHOICES } from "~/modules/firms/firm-account-fields";

export const CONSENT_LEGEND = "Share your compliance with the firm's administrators?";

/** The consent question: asked when joining (the join button) and answerable again later. */
export function ConsentForm({
  intent,
  current,
  reply,
  submitLabel,
  busyLabel,
}: {
  intent: string;
  /** The current answer (null: not answered yet). */
  current: boolean | null;
  reply: FormReply<unknown> | undefined;
  submitLabel: string;
  busyLabel: string;
}) {
  const { form, busy, errors } = usePageForm(reply, { intent });
  return (
    <Form ref={form} method="post" noValidate className="grid max-w-2xl gap-4">
      <input type="hidden" name="intent" value={intent} />
      <FormReplyAlert reply={reply} />
      <RadioChoices
        legend={CONSENT_LEGEND}
        name="shares"
        options={CONSENT_CHOICES.map((choice) => ({ ...choice }))}
        initial={current === null ? undefined : current ? "yes" : "no"}
        error={errors.shares}
      />
      <p className="text-slate-700 text-sm">
        You can change your answer at any time on your firm's page.
      </p>
      <div>
        <SubmitButton busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}

import { Form } from "react-router";
import { FormReplyAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextAreaField } from "~/components/ui/text-area-field";
import { EmailField, TextField } from "~/components/ui/text-field";
import { usePageForm } from "~/components/ui/use-page-form";
import type { FormReply } from "~/lib/form-reply";
import { FIRM_FIELD_LIMITS, type FirmDetailsValues } from "~/modules/firms/firm-account-fields";

/**
 * The firm's name and billing details: to create a firm, or (its
 * administrators) to change them. What is typed stays after a refusal.
 */
export function FirmDetailsForm({
  intent,
  initial,
  reply,
  submitLabel,
  busyLabel,
}: {
  intent: "create" | "details";
  initial: FirmDetailsValues | null;
  reply: FormReply<FirmDetailsValues> | undefined;
  submitLabel: string;
  busyLabel: string;
}) {
  const { form, busy, errors, values } = usePageForm(reply, { intent });
  const shown = values ?? initial;
  return (
    <Form ref={form} method="post" noValidate className="grid max-w-2xl gap-4">
      <input type="hidden" name="intent" value={intent} />
      <FormReplyAlert reply={reply} />
      <TextField
        label="Firm or organization name"
        name="name"
        autoComplete="organization"
        required
        maxLength={FIRM_FIELD_LIMITS.nameMax}
        defaultValue={shown?.name}
        error={errors.name}
      />
      <TextField
        label="Billing contact"
        name="billingContact"
        autoComplete="name"
        required
        maxLength={FIRM_FIELD_LIMITS.billingContactMax}
        hint="Who the invoices are addressed to."
        defaultValue={shown?.billingContact}
        error={errors.billingContact}
      />
      <EmailField
        label="Billing e-mail"
        name="billingEmail"
        hint="Where invoices and receipts are sent."
        defaultValue={shown?.billingEmail}
        error={errors.billingEmail}
      />
      <TextAreaField
        label="Billing address"
        name="billingAddress"
        autoComplete="street-address"
        required
        rows={4}
        maxLength={FIRM_FIELD_LIMITS.billingAddressMax}
        defaultValue={shown?.billingAddress}
        error={errors.billingAddress}
      />
      <div>
        <SubmitButton busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}

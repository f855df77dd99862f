import { RadioChoices } from "~/components/ui/radio-choices";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { MERGE_FIELD_LIST } from "~/modules/mailings/merge-fields";

/**
 * A message to registrants' fields: subject, text (with merge fields) and
 * whether it is about their registration (goes to everyone) or news (only
 * to those who did not opt out).
 */
export function MailingContentFields({
  values,
  errors,
}: {
  values: { subject: string; body: string; kind: string };
  errors: Record<string, string>;
}) {
  return (
    <div className="grid max-w-3xl gap-4">
      <TextField
        label="Subject"
        name="subject"
        defaultValue={values.subject}
        error={errors.subject}
        maxLength={150}
      />
      <p className="text-slate-700 text-sm">
        Plain text; a blank line starts a paragraph. The merge fields {MERGE_FIELD_LIST} become each
        recipient's own name, course, session time and join link.
      </p>
      <TextAreaField
        label="Message"
        name="body"
        defaultValue={values.body}
        error={errors.body}
        rows={10}
      />
      <RadioChoices
        legend="Kind of message"
        name="kind"
        initial={values.kind}
        error={errors.kind}
        options={[
          {
            value: "operational",
            label: "About their registration",
            hint: "A change, a reminder, a link: goes to every registrant.",
          },
          {
            value: "marketing",
            label: "News (marketing)",
            hint: "Goes only to registrants who have not opted out of our news.",
          },
        ]}
      />
    </div>
  );
}

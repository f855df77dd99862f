import { useId } from "react";
import { Form } from "react-router";
import { FormReplyAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { EmailField, TextField } from "~/components/ui/text-field";
import { usePageForm } from "~/components/ui/use-page-form";
import type { FormReply } from "~/lib/form-reply";
import {
  FREE_GUIDE_ACTION,
  FREE_GUIDE_CONSENT_TEXT,
  FREE_GUIDE_LIMITS,
  FREE_GUIDE_NEWSLETTER_TEXT,
  type FreeGuideValues,
} from "~/modules/guide/free-guide-fields";

/**
 * The free guide request. A plain form post without script; with script,
 * React Router sends it without a reload, the button is disabled while it
 * goes, and focus moves to the first field in error or to the outcome.
 */
export function FreeGuideForm({ reply }: { reply: FormReply<FreeGuideValues> | undefined }) {
  const { form, busy, errors, values } = usePageForm(reply, { action: FREE_GUIDE_ACTION });
  const consentId = useId();
  const consentErrorId = useId();

  return (
    <Form
      ref={form}
      method="post"
      action={FREE_GUIDE_ACTION}
      noValidate
      preventScrollReset
      className="grid gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <FormReplyAlert reply={reply} />
      <EmailField maxLength={254} defaultValue={values?.email} error={errors.email} />
      <TextField
        label="Name (optional)"
        name="name"
        autoComplete="name"
        maxLength={FREE_GUIDE_LIMITS.nameMax}
        defaultValue={values?.name}
        error={errors.name}
      />
      <div>
        <div className="flex items-start gap-2">
          <input
            id={consentId}
            type="checkbox"
            name="consent"
            value="yes"
            required
            defaultChecked={values?.consent}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? consentErrorId : undefined}
            className="mt-1 size-4 shrink-0 accent-brand-700"
          />
          <label htmlFor={consentId}>{FREE_GUIDE_CONSENT_TEXT}</label>
        </div>
        {errors.consent ? (
          <p id={consentErrorId} className="mt-1 text-red-700 text-sm">
            {errors.consent}
          </p>
        ) : null}
      </div>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          name="newsletter"
          value="yes"
          defaultChecked={values?.newsletter}
          className="mt-1 size-4 shrink-0 accent-brand-700"
        />
        <span>{FREE_GUIDE_NEWSLETTER_TEXT}</span>
      </label>
      {/* Hidden from people (and from assistive technology); bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="free-guide-website">Website</label>
        <input
          id="free-guide-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <div>
        <SubmitButton busy={busy} busyLabel="Sending...">
          Send me the guide
        </SubmitButton>
      </div>
    </Form>
  );
}

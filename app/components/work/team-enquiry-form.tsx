import { useId } from "react";
import { Form } from "react-router";
import { FormReplyAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { EmailField, PhoneField, TextField } from "~/components/ui/text-field";
import { usePageForm } from "~/components/ui/use-page-form";
import { APPROVED_STATES } from "~/content/states";
import { WORK_CONSENT_LINE } from "~/content/work";
import type { FormReply } from "~/lib/form-reply";
import {
  STATES_FIELD,
  TEAM_ENQUIRY_LIMITS,
  type TeamEnquiryValues,
} from "~/modules/enquiries/team-enquiry-fields";

/** Where the form posts: the page's own action; the fragment brings a post without script back to the form. */
const TEAM_ENQUIRY_ACTION = "/work#enquiry";

/**
 * The At Work page's enquiry form. A plain form post without script; with
 * script, React Router sends it without a reload, the button is disabled while
 * it goes, and focus moves to the first field in error or to the outcome.
 */
export function TeamEnquiryForm({ reply }: { reply: FormReply<TeamEnquiryValues> | undefined }) {
  const { form, busy, errors, values } = usePageForm(reply, { action: TEAM_ENQUIRY_ACTION });
  const statesErrorId = useId();
  const messageId = useId();
  const messageHintId = useId();
  const messageErrorId = useId();

  return (
    <Form
      ref={form}
      method="post"
      action={TEAM_ENQUIRY_ACTION}
      noValidate
      preventScrollReset
      className="grid gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2"
    >
      {reply ? (
        <div className="sm:col-span-2">
          <FormReplyAlert reply={reply} />
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <TextField
          label="Firm or organization"
          name="firmName"
          autoComplete="organization"
          required
          maxLength={TEAM_ENQUIRY_LIMITS.firmNameMax}
          defaultValue={values?.firmName}
          error={errors.firmName}
        />
      </div>
      <TextField
        label="Your name"
        name="contactName"
        autoComplete="name"
        required
        maxLength={100}
        defaultValue={values?.contactName}
        error={errors.contactName}
      />
      <EmailField label="Work e-mail" defaultValue={values?.email} error={errors.email} />
      <PhoneField defaultValue={values?.phone} error={errors.phone} />
      <TextField
        label="Number of attorneys"
        name="attorneys"
        type="number"
        inputMode="numeric"
        min={TEAM_ENQUIRY_LIMITS.attorneysMin}
        max={TEAM_ENQUIRY_LIMITS.attorneysMax}
        step={1}
        required
        defaultValue={values?.attorneys}
        error={errors.attorneys}
      />
      <fieldset
        aria-describedby={errors.states ? statesErrorId : undefined}
        className="sm:col-span-2"
      >
        <legend className="font-medium text-sm">States the team is admitted in (optional)</legend>
        <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 md:grid-cols-3">
          {APPROVED_STATES.map((state) => (
            <label key={state.slug} className="flex items-center gap-2">
              <input
                type="checkbox"
                name={STATES_FIELD}
                value={state.slug}
                defaultChecked={values?.states.includes(state.slug)}
                aria-invalid={errors.states ? true : undefined}
                className="size-4 accent-brand-700"
              />
              {state.name}
            </label>
          ))}
        </div>
        {errors.states ? (
          <p id={statesErrorId} className="mt-1 text-red-700 text-sm">
            {errors.states}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor={messageId} className="font-medium text-sm">
          Message (optional)
        </label>
        <textarea
          id={messageId}
          name="message"
          rows={5}
          maxLength={TEAM_ENQUIRY_LIMITS.messageMax}
          defaultValue={values?.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageHintId} ${messageErrorId}` : messageHintId}
          className="rounded-md border border-slate-400 px-3 py-2 text-base aria-invalid:border-red-700"
        />
        <p id={messageHintId} className="text-slate-600 text-sm">
          What your team needs, when you would like to start, any questions. At most{" "}
          {TEAM_ENQUIRY_LIMITS.messageMax.toLocaleString("en-US")} characters.
        </p>
        {errors.message ? (
          <p id={messageErrorId} className="text-red-700 text-sm">
            {errors.message}
          </p>
        ) : null}
      </div>
      {/* Hidden from people (and from assistive technology); bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="work-website">Website</label>
        <input id="work-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p className="text-slate-600 text-sm sm:col-span-2">{WORK_CONSENT_LINE}</p>
      <div className="sm:col-span-2">
        <SubmitButton busy={busy} busyLabel="Sending...">
          Send enquiry
        </SubmitButton>
      </div>
    </Form>
  );
}

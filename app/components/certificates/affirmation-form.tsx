import { useId } from "react";
import { Form, Link } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import { usePageForm } from "~/components/ui/use-page-form";
import type { FormReply } from "~/lib/form-reply";
import { formatCategoryCredits } from "~/lib/format";
import {
  describeOutsideApproval,
  type StateChoice,
} from "~/modules/certificates/certificate-eligibility";

/**
 * The affirmation: the states to certify (one certificate each), the
 * statement, the typed signature and the box that affirms it.
 */
export function AffirmationForm({
  courseId,
  states,
  suggested,
  affirmation,
  today,
  name,
  reply,
}: {
  courseId: string;
  /** The states a certificate may still be asked for. */
  states: readonly StateChoice[];
  /** The states ticked at first. */
  suggested: ReadonlySet<string>;
  affirmation: string | null;
  today: string;
  /** The name in the attorney's profile, which the signature must match. */
  name: string;
  reply: FormReply | undefined;
}) {
  const id = useId();
  const { form, busy, errors } = usePageForm(reply);
  return (
    <Form ref={form} method="post" noValidate className="mt-6 grid gap-6">
      {reply && !reply.ok ? <FormAlert tone="error">{reply.message}</FormAlert> : null}
      <input type="hidden" name="courseId" value={courseId} />
      <fieldset
        aria-describedby={errors.states ? `${id}-states-error` : `${id}-states-hint`}
        aria-invalid={errors.states ? true : undefined}
      >
        <legend className="font-semibold text-lg">Certificates for</legend>
        <p id={`${id}-states-hint`} className="mt-1 text-slate-700 text-sm">
          One certificate per state, with your bar number there (add bar numbers in{" "}
          <Link to="/profile" className="text-brand-700 underline">
            Profile Settings
          </Link>
          ).
        </p>
        <ul className="mt-3 grid gap-2">
          {states.map((state) => (
            <li key={state.slug}>
              <label className="flex items-start gap-3 rounded-md bg-white p-3 ring-1 ring-slate-300">
                <input
                  type="checkbox"
                  name="states"
                  value={state.slug}
                  defaultChecked={suggested.has(state.slug)}
                  className="mt-1 size-4"
                />
                <span>
                  <span className="font-semibold">{state.name}</span>
                  <span className="block text-sm text-slate-700">
                    {state.approvalStatus === "approved"
                      ? `Approved, course ${state.approvalNumber}: ${formatCategoryCredits(state.credits, state.slug)}`
                      : state.outsideApproval
                        ? describeOutsideApproval(state.outsideApproval)
                        : "Approval pending: the certificate will say so, and credit is not guaranteed until the state approves the course"}
                    {" · "}
                    {state.barNumber ? `Bar number ${state.barNumber}` : "No bar number on file"}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        {errors.states ? (
          <p id={`${id}-states-error`} className="mt-2 text-red-700 text-sm">
            {errors.states}
          </p>
        ) : null}
      </fieldset>
      <div className="rounded-md bg-brand-50 p-4">
        <h2 className="font-semibold">Affirmation</h2>
        <p className="mt-1">{affirmation}</p>
        <p className="mt-1 text-slate-700 text-sm">Date: {today}</p>
      </div>
      <TextField
        label="Type your full name to sign"
        name="typedName"
        autoComplete="name"
        required
        maxLength={120}
        hint={`Your name as it is in your profile, ${name}: the name on the certificate. To change it, edit Profile Settings first.`}
        error={errors.typedName}
      />
      <div>
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            name="affirm"
            value="yes"
            required
            aria-invalid={errors.affirm ? true : undefined}
            aria-describedby={errors.affirm ? `${id}-affirm-error` : undefined}
            className="mt-1 size-4"
          />
          <span>I affirm the statement above.</span>
        </label>
        {errors.affirm ? (
          <p id={`${id}-affirm-error`} className="mt-1 text-red-700 text-sm">
            {errors.affirm}
          </p>
        ) : null}
      </div>
      <div>
        <SubmitButton busy={busy} busyLabel="Issuing...">
          Affirm and get my certificate
        </SubmitButton>
      </div>
    </Form>
  );
}

import { type ReactNode, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { useFocusFirstError } from "~/components/ui/use-focus-first-error";
import type { FormReply } from "~/lib/form-reply";
import type { RegistrationValues } from "~/modules/registration/registration-form";
import {
  type RegistrationView,
  registrationViewMessage,
  registrationViewTitle,
} from "~/modules/registration/registration-view";
import { RegistrationFields } from "./registration-fields";
import { RegistrationNextSteps } from "./registration-next-steps";

const PRIMARY =
  "inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800";
const SECONDARY =
  "inline-block rounded-md px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50";

/**
 * The registration page: the registration dialog's views (spec §4) as a page
 * that works without script, where 'Secure Your Spot' and 'Register free'
 * lead until the page they are on has hydrated. Signed out: 'Sign In
 * Required' and the way to sign in and come back; already registered: the
 * confirmation; otherwise the form, prefilled from the profile, posted to the
 * page; then the spec's message and the next steps. Cancel and Close lead
 * back to `returnTo`.
 */
export function RegistrationPage({
  course,
  view,
  returnTo,
  signInHref,
  reply,
  notice = null,
}: {
  course: { id: string; title: string };
  view: RegistrationView;
  returnTo: string;
  signInHref: string;
  reply: FormReply<RegistrationValues> | undefined;
  /** Shown above the form: what the attorney's states' rules mean for this course. */
  notice?: ReactNode;
}) {
  // Once registered the page's data says "registered": the reply says it
  // worked, with the next steps.
  if (reply?.ok)
    return (
      <PageShell title={`Register: ${course.title}`}>
        <div className="grid max-w-xl">
          <RegistrationNextSteps
            courseId={course.id}
            message={reply.message}
            live={reply.values?.attendLiveWebcast === true}
          />
        </div>
      </PageShell>
    );
  if (view.view === "form")
    return (
      <PageShell title={registrationViewTitle(view)}>
        {notice ? <div className="mb-6 max-w-xl">{notice}</div> : null}
        <RegistrationPageForm view={view} returnTo={returnTo} reply={reply} />
      </PageShell>
    );
  return (
    <PageShell
      title={registrationViewTitle(view)}
      intro={
        <Link to={`/courses/${course.id}`} className="text-brand-700 underline">
          {course.title}
        </Link>
      }
    >
      <p className="max-w-xl text-slate-700">{registrationViewMessage(view)}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={returnTo} className={SECONDARY}>
          {view.view === "sign-in" ? "Cancel" : "Close"}
        </Link>
        {view.view === "sign-in" ? (
          // A full page load, as the dialog's.
          <a href={signInHref} className={PRIMARY}>
            Sign In
          </a>
        ) : null}
      </div>
    </PageShell>
  );
}

/** The form: what was sent comes back after a refusal, with the messages. */
function RegistrationPageForm({
  view,
  returnTo,
  reply,
}: {
  view: Extract<RegistrationView, { view: "form" }>;
  returnTo: string;
  reply: FormReply<RegistrationValues> | undefined;
}) {
  const submitting = useNavigation().state === "submitting";
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, reply);
  const sent = reply?.values ?? null;
  return (
    <Form ref={form} method="post" className="grid max-w-xl gap-4 sm:grid-cols-2" noValidate>
      {reply && !reply.ok ? (
        <div className="sm:col-span-2">
          <FormAlert tone="error">{reply.message}</FormAlert>
        </div>
      ) : null}
      <fieldset disabled={submitting} className="contents">
        <RegistrationFields
          prefill={sent ?? view.prefill}
          errors={reply?.errors}
          liveDate={view.liveDate}
          attendsLive={sent?.attendLiveWebcast ?? true}
        />
        <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
          <Link to={returnTo} className={SECONDARY}>
            Cancel
          </Link>
          <SubmitButton busy={submitting} busyLabel="Submitting...">
            Register
          </SubmitButton>
        </div>
      </fieldset>
    </Form>
  );
}

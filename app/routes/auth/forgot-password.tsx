import { useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { PageShell } from "~/components/layout/page-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import { useFocusFirstError } from "~/components/ui/use-focus-first-error";
import { emailField } from "~/lib/form-fields";
import { formProblem, parseFormSubmission } from "~/lib/form-submission";
import { pageMeta } from "~/lib/meta";
import { RESET_PASSWORD_EXPIRES_MINUTES } from "~/modules/auth/auth-constants";
import { AUTH_FAILURES, requestPasswordReset } from "~/modules/auth/sign-in.server";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () =>
  pageMeta("Reset Your Password", "Get a link by e-mail to set a new password for your account.");

const forgotSchema = z.object({ email: emailField });

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseFormSubmission(request, forgotSchema);
  if (!form.ok) return form.response;
  const result = await requestPasswordReset(context, request, form.value.email);
  if (!result.ok) {
    const failure = AUTH_FAILURES[result.reason];
    return formProblem({ formError: failure.message }, failure.status);
  }
  return { errors: {}, formError: null, sentTo: form.value.email };
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const sentTo = actionData && "sentTo" in actionData ? actionData.sentTo : null;
  const submitting = useNavigation().state === "submitting";
  const errors: Record<string, string> = actionData?.errors ?? {};
  const containerRef = useRef<HTMLDivElement>(null);
  useFocusFirstError(containerRef, actionData);
  return (
    <PageShell
      title="Reset Your Password"
      intro="Enter the e-mail address of your account and we will send you a link to set a new password."
    >
      <div ref={containerRef}>
        {sentTo ? (
          <div className="flex max-w-md flex-col gap-4">
            <FormAlert tone="success">
              If an account exists for {sentTo}, we have sent it a link to set a new password. The
              link works once, for {RESET_PASSWORD_EXPIRES_MINUTES} minutes. Check your spam folder
              if it does not arrive.
            </FormAlert>
            <p>
              <Link to="/login" className="text-brand-700 underline">
                Back to Log In
              </Link>
            </p>
          </div>
        ) : (
          <Form method="post" className="flex max-w-md flex-col gap-4" noValidate>
            {actionData?.formError ? (
              <FormAlert tone="error">{actionData.formError}</FormAlert>
            ) : null}
            <TextField
              label="E-mail"
              name="email"
              type="email"
              autoComplete="email"
              required
              error={errors.email}
            />
            <SubmitButton busy={submitting} busyLabel="Sending...">
              Send reset link
            </SubmitButton>
            <p className="text-sm">
              <Link to="/login" className="text-brand-700 underline">
                Back to Log In
              </Link>
            </p>
          </Form>
        )}
      </div>
    </PageShell>
  );
}

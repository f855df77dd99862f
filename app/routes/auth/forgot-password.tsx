import { Form, Link } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { FormReplyAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { EmailField } from "~/components/ui/text-field";
import { usePageForm } from "~/components/ui/use-page-form";
import { replyToForm } from "~/lib/form-reply";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { RESET_PASSWORD_EXPIRES_MINUTES } from "~/modules/auth/auth-constants";
import { refuseAuthFailure } from "~/modules/auth/auth-failures";
import { forgotPasswordSchema } from "~/modules/auth/auth-forms";
import { requestPasswordReset } from "~/modules/auth/request-password-reset.server";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () =>
  pageMeta("Reset Your Password", "Get a link by e-mail to set a new password for your account.");

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseSubmission(request, forgotPasswordSchema);
  if (!form.ok) return form.response;
  const { email } = form.value;
  const result = await requestPasswordReset(context, request, email);
  if (!result.ok) return refuseAuthFailure(result.reason);
  // The same answer whether or not the address has an account.
  return replyToForm({
    ok: true,
    message: `If an account exists for ${email}, we have sent it a link to set a new password. The link works once, for ${RESET_PASSWORD_EXPIRES_MINUTES} minutes. Check your spam folder if it does not arrive.`,
  });
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const { form, busy, errors } = usePageForm(actionData);
  // Once the link is on its way the form gives way to the outcome (which takes the focus).
  const sent = actionData?.ok === true;
  return (
    <PageShell
      title="Reset Your Password"
      intro="Enter the e-mail address of your account and we will send you a link to set a new password."
    >
      <Form ref={form} method="post" className="flex max-w-md flex-col gap-4" noValidate>
        <FormReplyAlert reply={actionData} />
        {sent ? null : (
          <>
            <EmailField error={errors.email} />
            <SubmitButton busy={busy} busyLabel="Sending...">
              Send reset link
            </SubmitButton>
          </>
        )}
        <p className={sent ? undefined : "text-sm"}>
          <Link to="/login" className="text-brand-700 underline">
            Back to Log In
          </Link>
        </p>
      </Form>
    </PageShell>
  );
}

import { Form, Link, redirect } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { NewPasswordFields } from "~/components/ui/new-password-fields";
import { OutcomeNotice } from "~/components/ui/outcome-notice";
import { SubmitButton } from "~/components/ui/submit-button";
import { usePageForm } from "~/components/ui/use-page-form";
import { refuseForm } from "~/lib/form-reply";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { refuseAuthFailure } from "~/modules/auth/auth-failures";
import { resetPasswordSchema } from "~/modules/auth/auth-forms";
import { resetPassword } from "~/modules/auth/reset-password.server";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () =>
  pageMeta("Set a New Password", "Choose a new password for your account.");

const INVALID_LINK_MESSAGE =
  "This reset link is no longer valid: it has expired or was already used. Ask for a new one.";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  // better-auth sends invalid or expired links here with ?error=INVALID_TOKEN.
  return { token: token && !url.searchParams.has("error") ? token : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseSubmission(request, resetPasswordSchema);
  if (!form.ok) return form.response;
  const result = await resetPassword(context, request, {
    token: form.value.token,
    newPassword: form.value.password,
  });
  if (!result.ok) {
    if (result.reason === "invalid-token") return refuseForm(INVALID_LINK_MESSAGE);
    return refuseAuthFailure(result.reason);
  }
  return redirect("/login?passwordReset=1");
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { form: formRef, busy: submitting, errors } = usePageForm(actionData);
  // A refusal of the link (not of a field) offers a new one.
  const fieldsWrong = Object.keys(errors).length > 0;
  if (!loaderData.token) {
    return (
      <PageShell title="Set a New Password">
        <OutcomeNotice
          tone="error"
          next={{ to: "/forgot-password", label: "Ask for a new reset link" }}
        >
          {INVALID_LINK_MESSAGE}
        </OutcomeNotice>
      </PageShell>
    );
  }
  return (
    <PageShell
      title="Set a New Password"
      intro="Choose a new password. You will then log in with it on every device."
    >
      <Form ref={formRef} method="post" className="flex max-w-md flex-col gap-4" noValidate>
        {actionData ? (
          <FormAlert tone="error">
            {actionData.message}
            {fieldsWrong ? null : (
              <>
                {" "}
                <Link to="/forgot-password" className="underline">
                  Ask for a new reset link
                </Link>
              </>
            )}
          </FormAlert>
        ) : null}
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordFields
          labels={{ password: "New password", confirm: "Confirm new password" }}
          errors={errors}
        />
        <SubmitButton busy={submitting} busyLabel="Saving...">
          Set new password
        </SubmitButton>
      </Form>
    </PageShell>
  );
}

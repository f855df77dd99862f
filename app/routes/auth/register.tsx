import { Form, Link, redirect } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { NameFields } from "~/components/ui/name-fields";
import { NewPasswordFields } from "~/components/ui/new-password-fields";
import { StateField } from "~/components/ui/state-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { EmailField, PhoneField } from "~/components/ui/text-field";
import { usePageForm } from "~/components/ui/use-page-form";
import { FREE_TRIAL_DAYS } from "~/content/plans";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { queryParam } from "~/lib/text-input";
import { registerAccount } from "~/modules/accounts/register-account.server";
import { refuseAuthFailure } from "~/modules/auth/auth-failures";
import { signUpSchema } from "~/modules/auth/auth-forms";
import { redirectIfSignedIn } from "~/modules/auth/session.server";
import type { Route } from "./+types/register";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Sign Up and Start Free Trial",
    "Create your account and start a free trial: members pay the members' rate on every CLE course.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = await redirectIfSignedIn(request, context);
  // Sent here by 'Secure Your Spot': the course they are about to buy.
  const buying = redirectTo.startsWith("/payment?")
    ? queryParam(new URL(request.url).searchParams, "courseName")
    : null;
  return { redirectTo, buying };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseSubmission(request, signUpSchema);
  if (!form.ok) return form.response;
  const { redirectTo, confirmPassword: _, ...account } = form.value;
  const result = await registerAccount(context, request, account);
  if (!result.ok) return refuseAuthFailure(result.reason);
  return redirect(safeRedirectPath(redirectTo), { headers: result.headers });
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { form: formRef, busy: submitting, errors } = usePageForm(actionData);
  return (
    <PageShell
      title="Sign Up and Start Free Trial"
      intro={`Create your account and get ${FREE_TRIAL_DAYS} days of membership free: members pay the members' rate on every course.`}
    >
      {loaderData.buying ? (
        <p className="mb-6 max-w-xl rounded-md bg-brand-50 px-4 py-3 text-brand-900 ring-1 ring-brand-100">
          Create your account to register for <strong>{loaderData.buying}</strong>. Your free trial
          makes you a member at once, so you pay the members' rate; you choose your live session and
          pay on the next page.
        </p>
      ) : null}
      <Form ref={formRef} method="post" className="grid max-w-xl gap-4 sm:grid-cols-2" noValidate>
        {actionData ? (
          <div className="sm:col-span-2">
            <FormAlert tone="error">{actionData.message}</FormAlert>
          </div>
        ) : null}
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <NameFields errors={errors} />
        <div className="sm:col-span-2">
          <EmailField error={errors.email} />
        </div>
        <NewPasswordFields errors={errors} />
        <StateField error={errors.state} />
        <PhoneField error={errors.phone} />
        <div className="flex flex-col gap-3 sm:col-span-2">
          <SubmitButton busy={submitting} busyLabel="Signing Up...">
            Sign Up and Start Free Trial
          </SubmitButton>
          <p className="text-sm">
            Already have an account?{" "}
            <Link
              to={`/login?${new URLSearchParams({ redirectTo: loaderData.redirectTo })}`}
              className="text-brand-700 underline"
            >
              Log in
            </Link>
          </p>
        </div>
      </Form>
    </PageShell>
  );
}

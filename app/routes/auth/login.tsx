import { useEffect, useRef } from "react";
import { Form, Link, redirect } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { EmailField, TextField } from "~/components/ui/text-field";
import { usePageForm } from "~/components/ui/use-page-form";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { refuseAuthFailure } from "~/modules/auth/auth-failures";
import { loginSchema } from "~/modules/auth/auth-forms";
import { redirectIfSignedIn } from "~/modules/auth/session.server";
import { signIn } from "~/modules/auth/sign-in.server";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Log In",
    "Log in to your account to register for courses, watch them and get your certificates.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = await redirectIfSignedIn(request, context);
  const passwordReset = new URL(request.url).searchParams.has("passwordReset");
  // A confirmation link that failed, opened while signed out, arrives here on its way to
  // the dashboard with ?error=…: say so now, not only after logging in.
  const linkFailed = new URL(redirectTo, "http://local").searchParams.has("error");
  return { redirectTo, passwordReset, linkFailed };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseSubmission(request, loginSchema);
  if (!form.ok) return form.response;
  const result = await signIn(context, request, form.value);
  if (!result.ok) return refuseAuthFailure(result.reason);
  return redirect(safeRedirectPath(form.value.redirectTo), { headers: result.headers });
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { form: formRef, busy: submitting, errors } = usePageForm(actionData);
  const passwordRef = useRef<HTMLInputElement>(null);
  // A refused password (not a field left wrong) is not left in the field.
  useEffect(() => {
    const refused = actionData && Object.keys(actionData.errors).length === 0;
    if (refused && passwordRef.current) passwordRef.current.value = "";
  }, [actionData]);
  const registerHref = `/register?${new URLSearchParams({ redirectTo: loaderData.redirectTo })}`;
  return (
    <PageShell title="Log In" intro="Welcome back. Log in to continue to your courses.">
      <Form ref={formRef} method="post" className="flex max-w-md flex-col gap-4" noValidate>
        {actionData ? (
          <FormAlert tone="error">{actionData.message}</FormAlert>
        ) : loaderData.linkFailed ? (
          <FormAlert tone="error">
            This confirmation link has expired or was already used. Log in, then use “Send the link
            again” on your dashboard for a new one.
          </FormAlert>
        ) : loaderData.passwordReset ? (
          <FormAlert tone="success">
            Your password was changed and you were signed out everywhere. Log in with your new
            password.
          </FormAlert>
        ) : null}
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <EmailField error={errors.email} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          ref={passwordRef}
          required
          error={errors.password}
        />
        <SubmitButton busy={submitting} busyLabel="Logging In...">
          Log In
        </SubmitButton>
        <p className="text-sm">
          <Link to="/forgot-password" className="text-brand-700 underline">
            Forgot your password?
          </Link>
        </p>
        <p className="text-sm">
          New here?{" "}
          <Link to={registerHref} className="text-brand-700 underline">
            Sign up and start your free trial
          </Link>
        </p>
      </Form>
    </PageShell>
  );
}

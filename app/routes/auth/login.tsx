import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { TextField } from "~/components/ui/text-field";
import { useFocusFirstError } from "~/components/ui/use-focus-first-error";
import { pageMeta } from "~/lib/meta";
import { readForm, UNREADABLE_FORM_MESSAGE } from "~/lib/read-form";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { fieldErrors, loginSchema } from "~/modules/auth/credentials";
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
  return { redirectTo, passwordReset };
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = await readForm(request);
  if (!fields) return data({ errors: {}, formError: UNREADABLE_FORM_MESSAGE }, { status: 400 });
  const parsed = loginSchema.safeParse(fields);
  if (!parsed.success) {
    return data({ errors: fieldErrors(parsed.error), formError: null }, { status: 400 });
  }
  const result = await signIn(context, request, parsed.data);
  if (!result.ok) {
    const formError =
      result.reason === "rate-limited"
        ? "Too many attempts. Please wait a minute and try again."
        : "The e-mail address or password is incorrect.";
    return data(
      { errors: {}, formError },
      { status: result.reason === "rate-limited" ? 429 : 401 },
    );
  }
  return redirect(safeRedirectPath(parsed.data.redirectTo), { headers: result.headers });
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const errors: Record<string, string> = actionData?.errors ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  useFocusFirstError(formRef, actionData);
  // A refused password is not left in the field.
  useEffect(() => {
    if (actionData?.formError && passwordRef.current) passwordRef.current.value = "";
  }, [actionData]);
  const registerHref = `/register?${new URLSearchParams({ redirectTo: loaderData.redirectTo })}`;
  return (
    <PageShell title="Log In" intro="Welcome back. Log in to continue to your courses.">
      <Form ref={formRef} method="post" className="flex max-w-md flex-col gap-4" noValidate>
        {actionData?.formError ? (
          <FormAlert tone="error">{actionData.formError}</FormAlert>
        ) : loaderData.passwordReset ? (
          <FormAlert tone="success">
            Your password was changed and you were signed out everywhere. Log in with your new
            password.
          </FormAlert>
        ) : null}
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          ref={passwordRef}
          required
          error={errors.password}
        />
        <button
          type="submit"
          disabled={submitting}
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {submitting ? "Logging In..." : "Log In"}
        </button>
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

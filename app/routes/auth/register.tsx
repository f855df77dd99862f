import { useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { TextField } from "~/components/ui/text-field";
import { useFocusFirstError } from "~/components/ui/use-focus-first-error";
import { pageMeta } from "~/lib/meta";
import { readForm, UNREADABLE_FORM_MESSAGE } from "~/lib/read-form";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { fieldErrors, PASSWORD_MIN_LENGTH, signUpSchema } from "~/modules/auth/credentials";
import { redirectIfSignedIn } from "~/modules/auth/session.server";
import { AUTH_FAILURES, signUp } from "~/modules/auth/sign-in.server";
import type { Route } from "./+types/register";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Sign Up and Start Free Trial",
    "Create your account and start a free trial: members pay the members' rate on every CLE course.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  return { redirectTo: await redirectIfSignedIn(request, context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = await readForm(request);
  if (!fields) return data({ errors: {}, formError: UNREADABLE_FORM_MESSAGE }, { status: 400 });
  const parsed = signUpSchema.safeParse(fields);
  if (!parsed.success) {
    return data({ errors: fieldErrors(parsed.error), formError: null }, { status: 400 });
  }
  const { firstName, lastName, email, password, redirectTo } = parsed.data;
  const result = await signUp(context, request, {
    name: `${firstName} ${lastName}`,
    email,
    password,
  });
  if (!result.ok) {
    const failure = AUTH_FAILURES[result.reason];
    return data({ errors: {}, formError: failure.message }, { status: failure.status });
  }
  return redirect(safeRedirectPath(redirectTo), { headers: result.headers });
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const errors: Record<string, string> = actionData?.errors ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, actionData);
  return (
    <PageShell
      title="Sign Up and Start Free Trial"
      intro="Create your account to register for courses at the members' rate."
    >
      <Form ref={formRef} method="post" className="flex max-w-md flex-col gap-4" noValidate>
        {actionData?.formError ? <FormAlert tone="error">{actionData.formError}</FormAlert> : null}
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          required
          error={errors.firstName}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          required
          error={errors.lastName}
        />
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
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={errors.password}
        />
        <TextField
          label="Confirm password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword}
        />
        <button
          type="submit"
          disabled={submitting}
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {submitting ? "Signing Up..." : "Sign Up and Start Free Trial"}
        </button>
        <p className="text-sm">
          Already have an account?{" "}
          <Link
            to={`/login?${new URLSearchParams({ redirectTo: loaderData.redirectTo })}`}
            className="text-brand-700 underline"
          >
            Log in
          </Link>
        </p>
      </Form>
    </PageShell>
  );
}

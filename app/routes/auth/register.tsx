import { useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { useFocusFirstError } from "~/components/ui/use-focus-first-error";
import { FREE_TRIAL_DAYS } from "~/content/plans";
import { pageMeta } from "~/lib/meta";
import { readForm, UNREADABLE_FORM_MESSAGE } from "~/lib/read-form";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { registerAccount } from "~/modules/accounts/register-account.server";
import {
  COMMON_PASSWORD_MESSAGE,
  fieldErrors,
  PASSWORD_MIN_LENGTH,
  PROFILE_STATE_OPTIONS,
  signUpSchema,
} from "~/modules/auth/credentials";
import { redirectIfSignedIn } from "~/modules/auth/session.server";
import { AUTH_FAILURES } from "~/modules/auth/sign-in.server";
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
  const { redirectTo, confirmPassword: _, ...account } = parsed.data;
  const result = await registerAccount(context, request, account);
  if (!result.ok) {
    if (result.reason === "common-password") {
      return data(
        { errors: { password: COMMON_PASSWORD_MESSAGE }, formError: null },
        { status: 400 },
      );
    }
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
      intro={`Create your account and get ${FREE_TRIAL_DAYS} days of membership free: members pay the members' rate on every course.`}
    >
      <Form ref={formRef} method="post" className="grid max-w-xl gap-4 sm:grid-cols-2" noValidate>
        {actionData?.formError ? (
          <div className="sm:col-span-2">
            <FormAlert tone="error">{actionData.formError}</FormAlert>
          </div>
        ) : null}
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
        <div className="sm:col-span-2">
          <TextField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            required
            error={errors.email}
          />
        </div>
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
        <SelectField
          label="State"
          name="state"
          options={PROFILE_STATE_OPTIONS}
          placeholder="Choose your state"
          required
          defaultValue=""
          error={errors.state}
        />
        <TextField
          label="Phone (optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone}
        />
        <div className="flex flex-col gap-3 sm:col-span-2">
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
        </div>
      </Form>
    </PageShell>
  );
}

import { data, Form, Link, redirect, useNavigation } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { TextField } from "~/components/ui/text-field";
import { pageMeta } from "~/lib/meta";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { fieldErrors, PASSWORD_MIN_LENGTH, signUpSchema } from "~/modules/auth/credentials";
import { getSessionUser } from "~/modules/auth/session.server";
import { signUp } from "~/modules/auth/sign-in.server";
import type { Route } from "./+types/register";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Sign Up and Start Free Trial",
    "Create your account and start a free trial: members pay the members' rate on every CLE course.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  if (await getSessionUser(request, context)) throw redirect(redirectTo);
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = signUpSchema.safeParse(Object.fromEntries(await request.formData()));
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
    const formError = {
      "email-taken": "An account with this e-mail address already exists. Log in instead.",
      "rate-limited": "Too many attempts. Please wait a minute and try again.",
      forbidden: "This request was refused. Please reload the page and try again.",
      rejected: "We could not create your account. Please check your details and try again.",
    }[result.reason];
    return data(
      { errors: {}, formError },
      {
        status: { "rate-limited": 429, forbidden: 403, "email-taken": 400, rejected: 400 }[
          result.reason
        ],
      },
    );
  }
  return redirect(safeRedirectPath(redirectTo), { headers: result.headers });
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <PageShell
      title="Sign Up and Start Free Trial"
      intro="Create your account to register for courses at the members' rate."
    >
      <Form method="post" className="flex max-w-md flex-col gap-4" noValidate>
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

import { useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { PageShell } from "~/components/layout/page-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { TextField } from "~/components/ui/text-field";
import { useFocusFirstError } from "~/components/ui/use-focus-first-error";
import { pageMeta } from "~/lib/meta";
import { readForm, UNREADABLE_FORM_MESSAGE } from "~/lib/read-form";
import { RESET_PASSWORD_EXPIRES_MINUTES } from "~/modules/auth/auth-constants";
import { emailField, fieldErrors } from "~/modules/auth/credentials";
import { AUTH_FAILURES, requestPasswordReset } from "~/modules/auth/sign-in.server";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () =>
  pageMeta("Reset Your Password", "Get a link by e-mail to set a new password for your account.");

const forgotSchema = z.object({ email: emailField });

export async function action({ request, context }: Route.ActionArgs) {
  const fields = await readForm(request);
  if (!fields)
    return data({ errors: {}, formError: UNREADABLE_FORM_MESSAGE, sentTo: null }, { status: 400 });
  const parsed = forgotSchema.safeParse(fields);
  if (!parsed.success) {
    return data(
      { errors: fieldErrors(parsed.error), formError: null, sentTo: null },
      { status: 400 },
    );
  }
  const result = await requestPasswordReset(context, request, parsed.data.email);
  if (!result.ok) {
    const failure = AUTH_FAILURES[result.reason];
    return data(
      { errors: {}, formError: failure.message, sentTo: null },
      { status: failure.status },
    );
  }
  return { errors: {}, formError: null, sentTo: parsed.data.email };
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const errors: Record<string, string> = actionData?.errors ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, actionData?.sentTo ? null : actionData);
  return (
    <PageShell
      title="Reset Your Password"
      intro="Enter the e-mail address of your account and we will send you a link to set a new password."
    >
      {actionData?.sentTo ? (
        <div className="flex max-w-md flex-col gap-4">
          <FormAlert tone="success">
            If an account exists for {actionData.sentTo}, we have sent it a link to set a new
            password. The link works once, for {RESET_PASSWORD_EXPIRES_MINUTES} minutes. Check your
            spam folder if it does not arrive.
          </FormAlert>
          <p>
            <Link to="/login" className="text-brand-700 underline">
              Back to Log In
            </Link>
          </p>
        </div>
      ) : (
        <Form ref={formRef} method="post" className="flex max-w-md flex-col gap-4" noValidate>
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
          <button
            type="submit"
            disabled={submitting}
            className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {submitting ? "Sending..." : "Send reset link"}
          </button>
          <p className="text-sm">
            <Link to="/login" className="text-brand-700 underline">
              Back to Log In
            </Link>
          </p>
        </Form>
      )}
    </PageShell>
  );
}

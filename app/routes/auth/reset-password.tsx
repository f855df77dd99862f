import { useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { PageShell } from "~/components/layout/page-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { TextField } from "~/components/ui/text-field";
import { useFocusFirstError } from "~/components/ui/use-focus-first-error";
import { pageMeta } from "~/lib/meta";
import { readForm, UNREADABLE_FORM_MESSAGE } from "~/lib/read-form";
import {
  COMMON_PASSWORD_MESSAGE,
  fieldErrors,
  newPasswordField,
  PASSWORD_MIN_LENGTH,
} from "~/modules/auth/credentials";
import { isCommonPassword } from "~/modules/auth/password-policy.server";
import { AUTH_FAILURES, resetPassword } from "~/modules/auth/sign-in.server";
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

const resetSchema = z
  .object({
    token: z.string().min(1).max(500),
    password: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ["confirmPassword"],
    message: "The passwords do not match.",
  });

export async function action({ request, context }: Route.ActionArgs) {
  const fields = await readForm(request);
  if (!fields) return data({ errors: {}, formError: UNREADABLE_FORM_MESSAGE }, { status: 400 });
  const parsed = resetSchema.safeParse(fields);
  if (!parsed.success) {
    return data({ errors: fieldErrors(parsed.error), formError: null }, { status: 400 });
  }
  if (isCommonPassword(parsed.data.password)) {
    return data(
      { errors: { password: COMMON_PASSWORD_MESSAGE }, formError: null },
      { status: 400 },
    );
  }
  const result = await resetPassword(context, request, {
    token: parsed.data.token,
    newPassword: parsed.data.password,
  });
  if (!result.ok) {
    if (result.reason === "invalid-token") {
      return data({ errors: {}, formError: INVALID_LINK_MESSAGE }, { status: 400 });
    }
    const failure = AUTH_FAILURES[result.reason];
    return data({ errors: {}, formError: failure.message }, { status: failure.status });
  }
  return redirect("/login?passwordReset=1");
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const errors: Record<string, string> = actionData?.errors ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, actionData);
  if (!loaderData.token) {
    return (
      <PageShell title="Set a New Password">
        <div className="flex max-w-md flex-col gap-4">
          <FormAlert tone="error">{INVALID_LINK_MESSAGE}</FormAlert>
          <p>
            <Link to="/forgot-password" className="text-brand-700 underline">
              Ask for a new reset link
            </Link>
          </p>
        </div>
      </PageShell>
    );
  }
  return (
    <PageShell
      title="Set a New Password"
      intro="Choose a new password. You will then log in with it on every device."
    >
      <Form ref={formRef} method="post" className="flex max-w-md flex-col gap-4" noValidate>
        {actionData?.formError ? (
          <FormAlert tone="error">
            {actionData.formError}{" "}
            <Link to="/forgot-password" className="underline">
              Ask for a new reset link
            </Link>
          </FormAlert>
        ) : null}
        <input type="hidden" name="token" value={loaderData.token} />
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={errors.password}
        />
        <TextField
          label="Confirm new password"
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
          {submitting ? "Saving..." : "Set new password"}
        </button>
      </Form>
    </PageShell>
  );
}

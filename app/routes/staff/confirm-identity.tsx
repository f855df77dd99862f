import { data, Form, redirect } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import { usePageForm } from "~/components/ui/use-page-form";
import { RECENT_SIGN_IN_MINUTES } from "~/content/staff-roles";
import { refuseForm } from "~/lib/form-reply";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { confirmStaffIdentity } from "~/modules/staff/confirm-staff-identity.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import { confirmIdentitySchema } from "~/modules/staff/staff-forms";
import type { Route } from "./+types/confirm-identity";

export const meta: Route.MetaFunction = () =>
  pageMeta("Confirm it is you", "Enter your password before a sensitive staff action.");

/** Only staff pages may be returned to from here. */
function staffPath(value: string | null | undefined): string {
  const path = safeRedirectPath(value);
  return path === "/staff" || path.startsWith("/staff/") ? path : "/staff";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "overview.view");
  return data(
    {
      email: staff.user.email,
      redirectTo: staffPath(new URL(request.url).searchParams.get("redirectTo")),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "overview.view");
  const form = await parseSubmission(request, confirmIdentitySchema);
  if (!form.ok) return form.response;
  const outcome = await confirmStaffIdentity(context, request, staff, form.value.password);
  if (outcome === "wrong-password") {
    return refuseForm("That password is not right.", {
      errors: { password: "That password is not right." },
      status: 401,
    });
  }
  if (outcome === "rate-limited") {
    return refuseForm("Too many attempts. Please wait a minute and try again.", { status: 429 });
  }
  throw redirect(staffPath(form.value.redirectTo));
}

export default function ConfirmIdentityPage({ loaderData, actionData }: Route.ComponentProps) {
  const confirm = usePageForm(actionData);
  return (
    <PageShell
      eyebrow="Staff"
      title="Confirm it is you"
      intro={`Changing roles, refunds and certificates need a sign-in from the last ${RECENT_SIGN_IN_MINUTES} minutes. Enter your password to go on.`}
    >
      <Form method="post" ref={confirm.form} className="grid max-w-md gap-4">
        {actionData ? <FormAlert tone="error">{actionData.message}</FormAlert> : null}
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <input type="hidden" name="username" autoComplete="username" value={loaderData.email} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={confirm.errors.password}
        />
        <div>
          <SubmitButton busy={confirm.busy} busyLabel="Checking…">
            Confirm
          </SubmitButton>
        </div>
      </Form>
    </PageShell>
  );
}

import { Form, Link, redirect } from "react-router";
import { KeptRecords } from "~/components/account/kept-records";
import { PageShell } from "~/components/layout/page-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import { usePageForm } from "~/components/ui/use-page-form";
import { FIELD_ERRORS_MESSAGE, refuseForm } from "~/lib/form-reply";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { deleteAccount } from "~/modules/accounts/delete-account.server";
import { deleteAccountSchema } from "~/modules/accounts/delete-account-form";
import { DELETE_ACCOUNT_MESSAGES } from "~/modules/accounts/delete-account-messages";
import { FRESH_SESSION_MINUTES } from "~/modules/auth/auth-constants";
import { getSessionUser, requireUser } from "~/modules/auth/session.server";
import type { Route } from "./+types/delete-account";

export const meta: Route.MetaFunction = () =>
  pageMeta("Delete Account", "Permanently delete your account and the personal data it holds.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return { uid: user.id, email: user.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseSubmission(request, deleteAccountSchema);
  if (!form.ok) return form.response;
  // Spec §8: nobody signed in is answered with its message, not sent to log in.
  const user = await getSessionUser(request, context);
  const result = await deleteAccount(context, request, user, form.value);
  if (!result.ok) {
    const { message, status } = result;
    return message === DELETE_ACCOUNT_MESSAGES.wrongPassword
      ? refuseForm(FIELD_ERRORS_MESSAGE, { errors: { password: message }, status })
      : refuseForm(message, { status });
  }
  return redirect("/?accountDeleted=1", { headers: result.headers });
}

export default function DeleteAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { form: formRef, busy: submitting, errors } = usePageForm(actionData);
  return (
    <PageShell
      title="Delete Account"
      intro="This cannot be undone. Please read what will be deleted."
    >
      <div className="grid max-w-2xl gap-6">
        <section aria-labelledby="deleted-heading">
          <h2 id="deleted-heading" className="mb-2 font-semibold text-xl">
            What will be deleted
          </h2>
          <ul className="list-disc space-y-1 pl-6">
            <li>
              Your profile: name, e-mail address (
              <span className="wrap-anywhere">{loaderData.email}</span>), state, phone and bar
              admissions.
            </li>
            <li>Your sign-in: your password, and every device where you are signed in.</li>
            <li>Your membership or free trial.</li>
            <li>
              Your credit tracker: reporting periods, credits you entered from other providers and
              the certificates you uploaded with them.
            </li>
            <li>
              Your course registrations, including seats in live sessions, your progress in courses
              and the attendance codes you entered.
            </li>
            <li>
              Your newsletter subscription, your free guide request, the messages you sent us from
              the site (contact form, At Work enquiries) with our replies, the mail we still hold to
              or about your address, and any password-reset links.
            </li>
            <li>
              Your name and e-mail address on past orders. The orders themselves (course, amount,
              date) are kept for our accounts.
            </li>
          </ul>
          <p className="mt-3 text-slate-700">
            For security, deleting needs a sign-in within the last {FRESH_SESSION_MINUTES} minutes.
          </p>
        </section>
        <section aria-labelledby="kept-heading">
          <h2 id="kept-heading" className="mb-2 font-semibold text-xl">
            What we must keep
          </h2>
          <p className="mb-3">
            Your certificates are not deleted: as a CLE provider we must keep a record of your
            attendance for the state bars. We keep only this:
          </p>
          <KeptRecords
            periods={
              <Link to="/privacy" className="font-semibold text-brand-700 underline">
                see how long
              </Link>
            }
          />
          <p className="mt-3">
            You will no longer be able to download your certificates: download any you need before
            you continue.
          </p>
        </section>
        <Form ref={formRef} method="post" className="flex flex-col gap-4" noValidate>
          {actionData ? (
            <FormAlert tone="error">
              {actionData.message}
              {actionData.message === DELETE_ACCOUNT_MESSAGES.needsRecentLogin ? (
                <>
                  {" "}
                  <Link
                    to={`/logout?${new URLSearchParams({ redirectTo: "/login?redirectTo=/delete-account" })}`}
                    className="underline"
                  >
                    Sign out and sign in again
                  </Link>
                </>
              ) : null}
            </FormAlert>
          ) : null}
          <input type="hidden" name="uid" value={loaderData.uid} />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            hint="Enter your password to confirm that you want to delete your account."
            error={errors.password}
          />
          <div className="flex flex-wrap gap-3">
            <SubmitButton busy={submitting} busyLabel="Deleting..." tone="danger">
              Delete my account
            </SubmitButton>
            <Link
              to="/profile"
              className="rounded-md px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50"
            >
              Cancel
            </Link>
          </div>
        </Form>
      </div>
    </PageShell>
  );
}

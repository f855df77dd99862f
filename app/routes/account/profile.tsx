import { useRef } from "react";
import { Link } from "react-router";
import { BarAdmissionsSection } from "~/components/account/bar-admissions-section";
import { EmailChangeForm } from "~/components/account/email-change-form";
import { PasswordChangeForm } from "~/components/account/password-change-form";
import { ProfileDetailsForm } from "~/components/account/profile-details-form";
import { SettingsSection } from "~/components/account/settings-section";
import { PageShell } from "~/components/layout/page-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { useFocusFirstError } from "~/components/ui/use-focus-first-error";
import { pageMeta } from "~/lib/meta";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import { PROFILE_SETTINGS_FORMS } from "~/modules/accounts/profile-settings-form";
import { getSessionUser, requireUser } from "~/modules/auth/session.server";
import type { Route } from "./+types/profile";
import {
  answerDetailsChange,
  answerSignInChange,
  loadProfileSettings,
} from "./profile-settings.server";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Profile Settings",
    "Your name, contact details, bar admissions, e-mail address and password.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return loadProfileSettings(context, request, user);
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getSessionUser(request, context);
  const form = await parseIntentSubmission(request, PROFILE_SETTINGS_FORMS);
  // E-mail and password changes answer with the auth layer's own error when
  // nobody is signed in (spec §8); the other forms send the visitor to log in,
  // whatever they posted.
  if (!form.ok) {
    if (!user && !changesSignIn(form.response.data.intent)) await requireUser(request, context);
    return form.response;
  }
  if (form.intent === "change-email" || form.intent === "change-password")
    return answerSignInChange(context, request, user, form);
  return answerDetailsChange(context, request, user ?? (await requireUser(request, context)), form);
}

function changesSignIn(intent: string | null | undefined): boolean {
  return intent === "change-email" || intent === "change-password";
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const formsRef = useRef<HTMLDivElement>(null);
  useFocusFirstError(formsRef, actionData);
  const { profile, admissions, user } = loaderData;
  return (
    <PageShell title="Profile Settings">
      <div ref={formsRef} className="grid max-w-3xl gap-8">
        {loaderData.loadError ? <FormAlert tone="error">{loaderData.loadError}</FormAlert> : null}
        {loaderData.emailChange === "changed" ? (
          <FormAlert tone="success">
            Your e-mail address is now <span className="wrap-anywhere">{user.email}</span>.
          </FormAlert>
        ) : loaderData.emailChange === "failed" ? (
          <FormAlert tone="error">
            Your e-mail address was not changed: the link has expired, was already used, or the new
            address now belongs to another account. Please try again.
          </FormAlert>
        ) : null}
        {/* A post that named no form (unreadable) is answered at the top. */}
        {actionData && !actionData.intent ? (
          <FormAlert tone="error">{actionData.message}</FormAlert>
        ) : null}
        {profile ? <ProfileDetailsForm profile={profile} reply={actionData} /> : null}
        <BarAdmissionsSection admissions={admissions} reply={actionData} />
        <EmailChangeForm user={user} reply={actionData} />
        <PasswordChangeForm reply={actionData} />
        <SettingsSection title="Your firm" id="firm-heading">
          <p className="mb-4 text-slate-700">
            Create your firm's account, or see the firm you belong to and what you share with it.
          </p>
          <Link to="/firm" className="font-semibold text-brand-700 underline">
            Go to your firm
          </Link>
        </SettingsSection>
        <SettingsSection title="Delete account" id="delete-heading">
          <p className="mb-4 text-slate-700">
            Remove your account and the personal data it holds, for good.
          </p>
          <Link to="/delete-account" className="font-semibold text-red-800 underline">
            Delete my account
          </Link>
        </SettingsSection>
      </div>
    </PageShell>
  );
}

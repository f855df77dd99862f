import type { AppLoadContext } from "react-router";
import { FIELD_ERRORS_MESSAGE, refuseForm, replyToForm } from "~/lib/form-reply";
import {
  addBarAdmission,
  listBarAdmissions,
  removeBarAdmission,
} from "~/modules/accounts/bar-admissions.server";
import { changePassword } from "~/modules/accounts/change-password.server";
import { getProfileDetails } from "~/modules/accounts/get-profile-details.server";
import { NoCurrentUserError } from "~/modules/accounts/no-current-user-error";
import type { ProfileSettingsSubmission } from "~/modules/accounts/profile-settings-form";
import { requestEmailChange } from "~/modules/accounts/request-email-change.server";
import { saveProfile } from "~/modules/accounts/save-profile.server";
import { COMMON_PASSWORD_MESSAGE } from "~/modules/auth/password-rules";
import { adoptIssuedSessionCookie } from "~/modules/auth/session.server";
import type { SessionUser } from "~/modules/auth/session-user";

// Profile Settings: what the page loads, and how each of its forms answers.

const PROFILE_LOAD_ERROR = "Could not load your profile information. Please try again.";

/** The page's data: the profile (or one made from the account's name), the bar admissions. */
export async function loadProfileSettings(
  context: AppLoadContext,
  request: Request,
  user: SessionUser,
) {
  const db = context.services.database.db;
  try {
    const [profile, admissions] = await Promise.all([
      getProfileDetails(db, user),
      listBarAdmissions(db, user.id),
    ]);
    return {
      user,
      loadError: null,
      profile,
      admissions,
      emailChange: emailChangeOutcome(new URL(request.url).searchParams),
    };
  } catch (error) {
    context.services.logger.error({ err: error, uid: user.id }, "profile load failed");
    return {
      user,
      loadError: PROFILE_LOAD_ERROR,
      profile: null,
      admissions: [],
      emailChange: null,
    };
  }
}

/** A confirmation link lands here with ?emailChanged=1, plus ?error=… when it failed. */
function emailChangeOutcome(params: URLSearchParams): "changed" | "failed" | null {
  if (!params.has("emailChanged")) return null;
  return params.has("error") ? "failed" : "changed";
}

/** A refusal: a form-level message, or messages beside the fields. */
type Refusal = { message?: string; errors?: Record<string, string>; status: number };

const WRONG_PASSWORD: Refusal = {
  errors: { currentPassword: "The password is incorrect." },
  status: 400,
};
const TOO_MANY_ATTEMPTS: Refusal = {
  message: "Too many attempts. Please wait a minute and try again.",
  status: 429,
};

function refuse(intent: string, { message, errors, status }: Refusal) {
  return refuseForm(message ?? FIELD_ERRORS_MESSAGE, { errors, intent, status });
}

/** The page's forms that change how the account signs in. */
type SignInChange = Extract<
  ProfileSettingsSubmission,
  { intent: "change-email" | "change-password" }
>;
/** The page's other forms: the details and bar admissions. */
type DetailsChange = Exclude<ProfileSettingsSubmission, SignInChange>;

/**
 * Saves the details or a bar admission and answers; the answer carries the
 * form's intent, so the page shows it beside that form.
 */
export async function answerDetailsChange(
  context: AppLoadContext,
  request: Request,
  user: SessionUser,
  form: DetailsChange,
) {
  const { intent } = form;
  const db = context.services.database.db;
  switch (form.intent) {
    case "profile": {
      const { ok, headers } = await saveProfile(context, request, user, form.value);
      return ok
        ? replyToForm({ ok: true, message: "Your profile was saved.", intent }, { headers })
        : replyToForm(
            {
              ok: false,
              message:
                "Your details were saved, but your name could not be updated everywhere. Please try again.",
              intent,
            },
            { status: 503, headers },
          );
    }
    case "add-bar": {
      const outcome = await addBarAdmission(db, user.id, form.value);
      return outcome === "duplicate"
        ? refuse(intent, {
            errors: { state: "You already have an admission in this state." },
            status: 400,
          })
        : replyToForm({ ok: true, message: "Bar admission added.", intent });
    }
    case "remove-bar": {
      const removed = await removeBarAdmission(db, user.id, form.value.id);
      return removed
        ? replyToForm({ ok: true, message: "Bar admission removed.", intent })
        : refuse(intent, { message: "That bar admission was already removed.", status: 404 });
    }
  }
}

/**
 * Changes the e-mail address or the password and answers beside that form.
 * `user` is null when nobody is signed in: the answer is then the auth
 * layer's own error (spec §8).
 */
export async function answerSignInChange(
  context: AppLoadContext,
  request: Request,
  user: SessionUser | null,
  form: SignInChange,
) {
  const { intent } = form;
  try {
    switch (form.intent) {
      case "change-email": {
        const result = await requestEmailChange(context, request, user, form.value);
        if (result.ok) {
          return replyToForm({
            ok: true,
            message: `We sent a confirmation link to ${form.value.newEmail}. Your address changes when you follow it.`,
            intent,
          });
        }
        const refusals: Record<typeof result.reason, Refusal> = {
          "wrong-password": WRONG_PASSWORD,
          "same-address": {
            errors: { newEmail: "This is already your e-mail address." },
            status: 400,
          },
          "rate-limited": TOO_MANY_ATTEMPTS,
          unavailable: {
            message: "We could not start the change. Please try again in a moment.",
            status: 503,
          },
        };
        return refuse(intent, refusals[result.reason]);
      }
      case "change-password": {
        const result = await changePassword(context, request, user, form.value);
        if (result.ok) {
          // Without JavaScript the page's loaders run in this same request.
          adoptIssuedSessionCookie(request, context, result.headers);
          return replyToForm(
            {
              ok: true,
              message: "Your password was changed. Your other devices were signed out.",
              intent,
            },
            { headers: result.headers },
          );
        }
        const refusals: Record<typeof result.reason, Refusal> = {
          "wrong-password": WRONG_PASSWORD,
          "common-password": { errors: { newPassword: COMMON_PASSWORD_MESSAGE }, status: 400 },
          "rate-limited": TOO_MANY_ATTEMPTS,
          unavailable: {
            message: "We could not change the password. Please try again in a moment.",
            status: 503,
          },
        };
        return refuse(intent, refusals[result.reason]);
      }
    }
  } catch (error) {
    if (error instanceof NoCurrentUserError)
      return refuse(intent, { message: `${error.message} (${error.code})`, status: 401 });
    throw error;
  }
}

import { FIELD_ERRORS_MESSAGE, refuseForm } from "~/lib/form-reply";
import { COMMON_PASSWORD_MESSAGE } from "./password-rules";

/** Why better-auth refused a sign-in, sign-up or password request. */
export type AuthFailure =
  | "invalid-credentials"
  | "email-taken"
  | "rate-limited"
  | "forbidden"
  | "unavailable";

/** What the forms say, and the status they answer with, for each failure. */
const AUTH_FAILURES: Record<AuthFailure, { message: string; status: number }> = {
  "invalid-credentials": { message: "The e-mail address or password is incorrect.", status: 401 },
  "email-taken": {
    message: "An account with this e-mail address already exists. Log in instead.",
    status: 400,
  },
  "rate-limited": {
    message: "Too many attempts. Please wait a minute and try again.",
    status: 429,
  },
  forbidden: {
    message: "This request was refused. Please reload the page and try again.",
    status: 403,
  },
  unavailable: {
    message: "We could not complete this right now. Please try again in a moment.",
    status: 503,
  },
};

/**
 * A sign-in, sign-up or password form's refusal: the failure's message and
 * status, or, for a common password, the message beside the password field.
 */
export function refuseAuthFailure(reason: AuthFailure | "common-password") {
  if (reason === "common-password")
    return refuseForm(FIELD_ERRORS_MESSAGE, { errors: { password: COMMON_PASSWORD_MESSAGE } });
  const failure = AUTH_FAILURES[reason];
  return refuseForm(failure.message, { status: failure.status });
}

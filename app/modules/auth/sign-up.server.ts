import type { AppLoadContext } from "react-router";
import { VERIFIED_CALLBACK_PATH } from "~/lib/account-paths";
import { type AuthResult, callAuthEndpoint, toAuthResult } from "./call-auth-endpoint.server";

/** Creates the account and signs it in. */
export async function signUp(
  context: AppLoadContext,
  request: Request,
  details: { name: string; email: string; password: string },
): Promise<AuthResult> {
  const response = await callAuthEndpoint(context, request, "/sign-up/email", {
    ...details,
    // Where the e-mail confirmation link lands.
    callbackURL: VERIFIED_CALLBACK_PATH,
  });
  return toAuthResult(response, "email-taken");
}

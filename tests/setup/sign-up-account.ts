import type { AppLoadContext } from "react-router";
import { registerAccount } from "~/modules/accounts/register-account.server";
import { getSessionUser } from "~/modules/auth/session.server";
import { browserRequest, cookieFrom } from "./test-services";

/**
 * Signs up through the sign-up module, as the form does: the new account's
 * session cookie and its signed-in user.
 */
export async function signUpAccount(
  context: AppLoadContext,
  account: Parameters<typeof registerAccount>[2],
) {
  const result = await registerAccount(
    context,
    browserRequest("/register", { method: "POST" }),
    account,
  );
  if (!result.ok) throw new Error(`sign-up failed: ${result.reason}`);
  const cookie = cookieFrom(result.headers);
  const user = await getSessionUser(browserRequest("/", { cookie }), context);
  if (!user) throw new Error("not signed in after sign-up");
  return { cookie, user };
}

let members = 0;

/**
 * A new member (Ada Lovelace, New York) with an address and a password of
 * its own; `tag` keeps the addresses of each database kind apart.
 */
export async function signUpMember(
  context: AppLoadContext,
  tag: string,
  overrides: { phone?: string } = {},
) {
  members += 1;
  const email = `member${members}-${tag}@example.com`;
  const password = `long-enough-pass-${members}`;
  const { cookie, user } = await signUpAccount(context, {
    firstName: "Ada",
    lastName: "Lovelace",
    email,
    password,
    state: "new-york",
    ...overrides,
  });
  return { email, password, cookie, user };
}
